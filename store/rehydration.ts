import type { Reducer, UnknownAction } from '@reduxjs/toolkit';

/** redux-persist's `REHYDRATE` (the same since redux-persist 5), named here so the package does not depend on it. */
const PERSIST_REHYDRATE = 'persist/REHYDRATE';

/**
 * The parts' state is the page's, never an earlier visit's. redux-persist's default reconcilers
 * leave a key alone when its reducer changed it on the rehydrate action, so each of the parts'
 * reducers answers that action with a new reference to its current state. hardSet cannot be
 * answered: docs/guides/persisting-your-store.md says which keys a host leaves out.
 */
export function refuseRehydration<State>(reducer: Reducer<State>): Reducer<State> {
  return (state: State | undefined, action: UnknownAction) => {
    const next = reducer(state, action);
    return action.type === PERSIST_REHYDRATE && typeof next === 'object' && next !== null ? { ...next } : next;
  };
}
