import { isAsyncThunkAction, type Middleware } from '@reduxjs/toolkit';

/** Whether the parts are injected into one run-time store, and the requests eject stopped. */
export interface InjectionGate {
  /** False until `inject` and again after `eject()`: the base query sends nothing. */
  injected: boolean;
  /** The requests `eject()` aborted: their results never reach the reducers. */
  readonly aborted: Set<string>;
}

/**
 * One gate per store, found by the dispatch that store's middleware and thunks (the base query's
 * `dispatch` among them) are given: RTK Query keeps its own per-store state the same way. A store
 * built at setup has no gate, and its requests always go out.
 */
const gates = new WeakMap<object, InjectionGate>();

export function gateOf(storeDispatch: object): InjectionGate | undefined {
  return gates.get(storeDispatch);
}

/**
 * The run-time path's middleware (one function for every store a dynamic middleware serves): makes
 * the store's gate, closed until `inject` opens it, and drops the results of aborted requests, which
 * RTK Query dispatches as `rejected` after the abort (see docs/decisions/2026-11-29-mechanisms-and-their-tests.md).
 */
export const gateMiddleware: Middleware = (storeApi) => {
  const gate: InjectionGate = { injected: false, aborted: new Set() };
  gates.set(storeApi.dispatch, gate);
  return (next) => (action) => (isAsyncThunkAction(action) && action.meta.requestStatus !== 'pending' && gate.aborted.delete(action.meta.requestId) ? action : next(action));
};
