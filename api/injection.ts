import { isAsyncThunkAction, type Middleware } from '@reduxjs/toolkit';
import type { Saga, Task } from 'redux-saga';

/** What the parts keep per run-time store: the one module-level registry keyed by store. */
export interface InjectionGate {
  /** False until `inject` and again after `eject()`: the base query sends nothing. */
  injected: boolean;
  /** The requests `eject()` aborted: their results never reach the reducers. */
  readonly aborted: Set<string>;
  /** Runs a saga on the parts' own saga middleware, where `inject` added one (no `runSaga` option). */
  runSaga?: (saga: Saga) => Task;
  /** The store's current injection: the next one ejects it, so a store runs one set of sagas and timers. */
  injection?: { eject(): void };
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

/** The store's gate, made closed where it has none yet, by whichever of the parts' run-time middleware the store applies first. */
export function ensureGate(storeDispatch: object): InjectionGate {
  const gate = gates.get(storeDispatch) ?? { injected: false, aborted: new Set<string>() };
  gates.set(storeDispatch, gate);
  return gate;
}

/**
 * The run-time path's middleware (one function for every store a dynamic middleware serves): makes
 * the store's gate, closed until `inject` opens it, and drops the results of aborted requests, which
 * RTK Query dispatches as `rejected` after the abort (see docs/decisions/2026-11-29-mechanisms-and-their-tests.md).
 */
export const gateMiddleware: Middleware = (storeApi) => {
  const gate = ensureGate(storeApi.dispatch);
  return (next) => (action) => (isAsyncThunkAction(action) && action.meta.requestStatus !== 'pending' && gate.aborted.delete(action.meta.requestId) ? action : next(action));
};
