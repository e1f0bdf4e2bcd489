import type { Middleware } from '@reduxjs/toolkit';
import type { Saga, Task } from 'redux-saga';

/** What the parts keep per store they are injected into at run time. */
export interface RunTimeStore {
  /** Runs a saga on the parts' own saga middleware, where `inject` added one (no `runSaga` option). */
  runSaga?: (saga: Saga) => Task;
  /** The store's current injection: the next one ejects it, so a store runs one set of sagas and timers. */
  injection?: { eject(): void };
}

/**
 * The one module-level registry keyed by store: by the dispatch its middleware and thunks are
 * given, as RTK Query keeps its own per-store state. Only run-time stores have an entry.
 */
const stores = new WeakMap<object, RunTimeStore>();

export function runTimeStoreOf(storeDispatch: object): RunTimeStore | undefined {
  return stores.get(storeDispatch);
}

/**
 * Registers the store when the store applies it: one function for every store a dynamic
 * middleware serves, so it is added once however often `inject` adds it (see
 * docs/decisions/2026-11-29-mechanisms-and-their-tests.md). `inject` finds no entry where the
 * dynamic middleware is not part of the store.
 */
export const registrationMiddleware: Middleware = (storeApi) => {
  if (!stores.has(storeApi.dispatch)) stores.set(storeApi.dispatch, {});
  return (next) => next;
};
