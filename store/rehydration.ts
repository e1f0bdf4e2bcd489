import type { Reducer, UnknownAction } from '@reduxjs/toolkit';

/**
 * redux-persist's rehydration action type (its `REHYDRATE` constant). Named here as a string, so
 * the package does not depend on redux-persist; the type has been the same since redux-persist 5.
 */
const PERSIST_REHYDRATE = 'persist/REHYDRATE';

/**
 * The parts' state is the page's, never an earlier visit's: the route and cookies the page observer
 * read, this visit's requests in the api cache, this visitor's sign-up. A host that persists its
 * whole root (or most of it) would have redux-persist put a stored copy over it when it rehydrates,
 * after the parts have read the page. redux-persist's reconcilers (autoMergeLevel1, the default, and
 * autoMergeLevel2) leave a key alone when the reducer already changed it on the rehydrate action
 * (`originalState[key] !== reducedState[key]`), so each of the parts' reducers answers that action
 * with a new reference to its own current state. hardSet replaces the whole root and cannot be
 * answered; docs/guides/persisting-your-store.md says which keys a host leaves out. See
 * docs/decisions/2026-11-29-mechanisms-and-their-tests.md.
 */
export function refuseRehydration<State>(reducer: Reducer<State>): Reducer<State> {
  return (state: State | undefined, action: UnknownAction) => {
    const next = reducer(state, action);
    return action.type === PERSIST_REHYDRATE && typeof next === 'object' && next !== null ? { ...next } : next;
  };
}
