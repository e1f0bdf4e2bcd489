import { combineReducers, type Reducer, type ReducersMapObject, type StateFromReducersMapObject, type UnknownAction } from '@reduxjs/toolkit';

/** The store a reducer manager serves (`manager.attach(store)`): it swaps that store's root reducer. */
export interface ReplaceableStore {
  replaceReducer(next: Reducer): void;
}

/**
 * For hosts whose root reducer is a classic `combineReducers` map: a small manager that adds and
 * removes reducers at run time and swaps the store's root reducer. Hosts built on `combineSlices`
 * do not need it; the parts use `rootReducer.inject` there.
 */
export function createReducerManager<R extends ReducersMapObject>(initialReducers: R) {
  /** The host's own state, plus whatever was injected. */
  type ManagedState = StateFromReducersMapObject<R> & Record<string, unknown>;
  const reducers: Record<string, Reducer> = { ...initialReducers };
  let combined = combineReducers(reducers) as Reducer;
  let store: ReplaceableStore | undefined;
  const rebuild = () => {
    combined = combineReducers(reducers) as Reducer;
    store?.replaceReducer(manager.reduce);
  };
  const manager = {
    /** The root reducer to create the store with. */
    reduce: (state: ManagedState | undefined, action: UnknownAction): ManagedState => {
      // combineReducers warns about keys it does not know (an ejected slice); keep only the registered ones.
      if (state) {
        const known: Record<string, unknown> = {};
        for (const key of Object.keys(reducers)) if (key in state) known[key] = state[key];
        return combined(known, action) as ManagedState;
      }
      return combined(state, action) as ManagedState;
    },
    /** Lets the manager swap the root reducer of the store it serves. */
    attach(target: ReplaceableStore) {
      store = target;
    },
    /** Same shape as `combineSlices(...).inject`, so `parts.inject` serves both kinds of host. Always overrides. */
    inject(slice: { reducerPath: string; reducer: Reducer }, _config?: { overrideExisting?: boolean }) {
      if (reducers[slice.reducerPath] === slice.reducer) return manager;
      reducers[slice.reducerPath] = slice.reducer;
      rebuild();
      return manager;
    },
    remove(reducerPath: string) {
      if (!(reducerPath in reducers)) return;
      delete reducers[reducerPath];
      rebuild();
    },
    has(reducerPath: string) {
      return reducerPath in reducers;
    },
  };
  return manager;
}

export type ReducerManager = ReturnType<typeof createReducerManager>;
