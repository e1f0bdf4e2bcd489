import type { CombinedSliceReducer, DynamicMiddlewareInstance, Middleware, Reducer, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Saga, type Task } from 'redux-saga';
import { shopPartsApi } from '../api';
import { configSlice, configured, resolveConfig, type ShopPartsConfig, type ShopPartsServices, type ShopPartsSettings } from '../config';
import { createRootSaga } from '../sagas/rootSaga';
import { partSlices, resetOnEject, shopPartsEjected, type ShopPartsReducers } from './partSlices';
import { refuseRehydration } from './rehydration';

export interface InjectOptions {
  /** The host's root reducer, `combineSlices(...)`. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the host's state, whatever it is: only `any` takes every host's root
  rootReducer: CombinedSliceReducer<any>;
  /** The store's `createDynamicMiddleware()` instance. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any host state and dispatch, as above
  dynamicMiddleware: DynamicMiddlewareInstance<any, any>;
  /** The host's own `sagaMiddleware.run`; without it the parts add a saga middleware of their own. */
  runSaga?: (saga: Saga) => Task;
}

export interface InjectedShopParts {
  /** The running root saga. */
  task: Task;
  /**
   * Stops the parts: cancels every saga and timer, aborts the requests in flight, clears the api
   * cache and puts the parts' state back to its initial values, the settings to null: the parts
   * leave the page until the next injection. Reducers and middleware stay (combineSlices and the
   * dynamic middleware cannot remove them). A second call does nothing.
   */
  eject(): void;
}

/** What createShopParts returns: everything a host adds to its store. */
export interface ShopParts {
  /** The resolved settings (also in the store under `shopPartsConfig`). */
  settings: ShopPartsSettings;
  /** The host functions (analytics, navigation, message overrides), for `ShopPartsProvider`. */
  services: ShopPartsServices;
  /** For `configureStore({ reducer: { ...hostReducers, ...parts.reducers } })` or `combineSlices(hostSlice, parts.reducers)`. */
  reducers: ShopPartsReducers;
  /** For `getDefaultMiddleware().concat(...parts.middleware)`. */
  middleware: Middleware[];
  /** Run it with the host's saga middleware: `sagaMiddleware.run(parts.rootSaga)`. */
  rootSaga: Saga;
  /** Adds the parts to a running store (`configureStore`'s, with the thunk middleware): `inject(store, { rootReducer, dynamicMiddleware })`. */
  inject(store: { dispatch: ThunkDispatch<unknown, unknown, UnknownAction> }, options: InjectOptions): InjectedShopParts;
}

/**
 * The one module-level registry keyed by store, by the dispatch its middleware get (as RTK Query
 * keys its own): the parts' own saga middleware's `run`, where `inject` added it, and the current
 * injection, which the next one ejects.
 */
const stores = new WeakMap<object, { runSaga?: (saga: Saga) => Task; injection?: InjectedShopParts }>();
function storeEntry(storeDispatch: object) {
  let entry = stores.get(storeDispatch);
  if (!entry) stores.set(storeDispatch, (entry = {}));
  return entry;
}

/** Registers the store when it applies this middleware: `inject` finds no entry where the dynamic middleware is not in the store. */
const registrationMiddleware: Middleware = (storeApi) => {
  storeEntry(storeApi.dispatch);
  return (next) => next;
};

/** The parts' own saga middleware where `inject` has no `runSaga`: one function for every store, so a dynamic middleware keeps it once. */
const sagaRuntimeMiddleware: Middleware = (storeApi) => {
  const sagaMiddleware = createSagaMiddleware();
  storeEntry(storeApi.dispatch).runSaga = (saga) => sagaMiddleware.run(saga);
  return sagaMiddleware(storeApi);
};

/** Everything a host adds to its store, at store setup or at run time, built from one configuration object. */
export function createShopParts(config: ShopPartsConfig): ShopParts {
  const { settings, services } = resolveConfig(config);
  // The settings; null after `eject()` (the parts leave the page) until the next injection's `configured`.
  const configReducer: Reducer<ShopPartsSettings | null> = (state = settings, action) => {
    if (shopPartsEjected.match(action)) return null;
    if (state === null) return configured.match(action) ? action.payload : null;
    return configSlice.reducer(state, action);
  };
  const entries: { reducerPath: string; reducer: Reducer }[] = [{ reducerPath: configSlice.reducerPath, reducer: configReducer as Reducer }, ...partSlices];
  const slices = entries.map(({ reducerPath, reducer }) => ({ reducerPath, reducer: refuseRehydration(resetOnEject(reducer)) }));
  // Object.fromEntries loses the keys' types; ShopPartsReducers states them, key for key.
  const reducers = Object.fromEntries(slices.map((slice) => [slice.reducerPath, slice.reducer])) as unknown as ShopPartsReducers;
  const rootSaga = createRootSaga();

  function inject(store: { dispatch: ThunkDispatch<unknown, unknown, UnknownAction> }, options: InjectOptions): InjectedShopParts {
    const { dynamicMiddleware } = options;
    if (!dynamicMiddleware) throw new Error('[shop-parts] inject: pass `dynamicMiddleware`, the store\'s createDynamicMiddleware() instance.');
    dynamicMiddleware.addMiddleware(registrationMiddleware, shopPartsApi.middleware);
    if (!options.runSaga) dynamicMiddleware.addMiddleware(sagaRuntimeMiddleware);
    // A thunk is handed the dispatch the store's middleware get: the key to the store's entry.
    const storeDispatch = store.dispatch((dispatch) => dispatch);
    // One set of sagas and timers per store, whichever createShopParts injected before.
    stores.get(storeDispatch)?.injection?.eject();
    for (const slice of slices) options.rootReducer.inject(slice, { overrideExisting: true });
    // Fills the injected state and, as the first dispatch after adding them, applies the new middleware.
    store.dispatch(configured(settings));
    const entry = stores.get(storeDispatch);
    const runSaga = options.runSaga ?? entry?.runSaga;
    if (!entry || !runSaga) throw new Error('[shop-parts] inject: the dynamic middleware is not part of this store. Add `dynamicMiddleware.middleware` to the store\'s middleware.');
    const task = runSaga(rootSaga);
    let ejected = false;
    const injected: InjectedShopParts = {
      task,
      eject() {
        if (ejected) return;
        ejected = true;
        if (entry.injection === injected) delete entry.injection;
        task.cancel();
        // Their results find no entry in the reset cache, so they change nothing.
        for (const request of store.dispatch(shopPartsApi.util.getRunningQueriesThunk())) request.abort();
        for (const request of store.dispatch(shopPartsApi.util.getRunningMutationsThunk())) request.abort();
        store.dispatch(shopPartsApi.util.resetApiState());
        store.dispatch(shopPartsEjected());
      },
    };
    entry.injection = injected;
    return injected;
  }

  return { settings, services, reducers, middleware: [shopPartsApi.middleware], rootSaga, inject };
}
