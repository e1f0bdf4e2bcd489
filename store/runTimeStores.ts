import type { Middleware } from '@reduxjs/toolkit';
import type { Saga, Task } from 'redux-saga';

/** What the parts keep per store they are injected into at run time. */
export interface RunTimeStore {
  /** The parts' own saga middleware's `run`, where `inject` added one. */
  runSaga?: (saga: Saga) => Task;
  /** The store's current injection, which the next one ejects. */
  injection?: { eject(): void };
}

/** The one module-level registry keyed by store: by the dispatch its middleware and thunks get, as RTK Query keys its own. */
const stores = new WeakMap<object, RunTimeStore>();

export const runTimeStoreOf = (storeDispatch: object): RunTimeStore | undefined => stores.get(storeDispatch);

/** Registers the store when it applies this middleware; `inject` finds no entry where the dynamic middleware is not in the store. */
export const registrationMiddleware: Middleware = (storeApi) => {
  if (!stores.has(storeApi.dispatch)) stores.set(storeApi.dispatch, {});
  return (next) => next;
};
