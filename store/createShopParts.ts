import type { Dispatch, Middleware, Reducer, UnknownAction } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Saga, type Task } from 'redux-saga';
import { shopPartsApi } from '../api';
import { configSlice, configured, resolveConfig, type ShopPartsConfig, type ShopPartsSettings } from '../config';
import { createRootSaga } from '../sagas/rootSaga';
import { shopPartsEjected } from './lifecycle';
import { partSlices, type PartSliceReducers } from './partSlices';

/** A slice-like entry: what both `combineSlices(...).inject` and a reducer manager accept. */
export interface InjectableSlice {
  reducerPath: string;
  reducer: Reducer;
}

/** The host's root reducer at run time: `combineSlices(...)` or `createReducerManager(...)`. */
export interface InjectableRootReducer {
  inject(slice: InjectableSlice, config?: { overrideExisting?: boolean }): unknown;
}

export interface DynamicMiddlewareTarget {
  addMiddleware(...middleware: Middleware[]): unknown;
}

export interface InjectOptions {
  rootReducer: InjectableRootReducer;
  /** `createDynamicMiddleware()`'s instance (or anything with `addMiddleware`). Give this or `addMiddleware`. */
  dynamicMiddleware?: DynamicMiddlewareTarget;
  /**
   * Only its `addMiddleware` function, as Redux Toolkit's examples export it
   * (`export const addAppMiddleware = dynamicMiddleware.addMiddleware.withTypes<…>()`).
   * Method syntax on purpose: a host's typed `addAppMiddleware` is accepted as it is.
   */
  addMiddleware?(...middleware: Middleware[]): unknown;
  /** The host's own `sagaMiddleware.run`; without it the parts add a saga middleware of their own. */
  runSaga?: (saga: Saga) => Task;
}

export interface InjectedShopParts {
  /** The running root saga. */
  task: Task;
  /**
   * Cancels every saga and timer, clears the api cache and puts the parts' state back to its
   * initial values. Reducers stay (combineSlices cannot remove them). A second call does nothing.
   */
  eject(): void;
}

interface StoreLike {
  dispatch: Dispatch<UnknownAction>;
}

/** The parts injected into each store: a second `inject` into the same store replaces the first. */
const injectedByStore = new WeakMap<StoreLike, InjectedShopParts>();

function middlewareAdder(options: InjectOptions): (...middleware: Middleware[]) => void {
  const { dynamicMiddleware } = options;
  if (options.addMiddleware) return (...middleware) => void options.addMiddleware?.(...middleware);
  if (dynamicMiddleware) return (...middleware) => void dynamicMiddleware.addMiddleware(...middleware);
  throw new Error('[shop-parts] inject: pass `dynamicMiddleware` (from createDynamicMiddleware()) or its `addMiddleware` function.');
}

/**
 * Everything a host adds to its store, built from one configuration object.
 *
 * At store setup: spread `reducers` into the root reducer, concat `middleware`, and run `rootSaga`
 * with the host's saga middleware. At run time: `inject(store, { rootReducer, dynamicMiddleware })`.
 */
export function createShopParts(config: ShopPartsConfig) {
  const { settings, services } = resolveConfig(config);
  const configEntry: InjectableSlice = {
    reducerPath: configSlice.reducerPath,
    reducer: (state: ShopPartsSettings | undefined = settings, action: UnknownAction) => configSlice.reducer(state, action),
  };
  const slices: InjectableSlice[] = [configEntry, ...partSlices];
  // Object.fromEntries loses the keys' types; PartSliceReducers restates them (a test checks both agree).
  const reducers = Object.fromEntries(slices.map((slice) => [slice.reducerPath, slice.reducer])) as unknown as {
    shopPartsConfig: Reducer<ShopPartsSettings>;
  } & PartSliceReducers;
  const middleware: Middleware[] = [shopPartsApi.middleware];
  const rootSaga = createRootSaga(services);
  const ownSagaMiddleware = createSagaMiddleware();
  let ownSagaMiddlewareMounted = false;
  const mountedSagaMiddleware: Middleware = (storeApi) => {
    ownSagaMiddlewareMounted = true;
    return ownSagaMiddleware(storeApi);
  };

  function inject(store: StoreLike, options: InjectOptions): InjectedShopParts {
    // A second createShopParts (new settings) replaces the reducers of the first.
    const addMiddleware = middlewareAdder(options);
    // Whether from this createShopParts or another: one set of sagas and timers per store.
    injectedByStore.get(store)?.eject();
    for (const slice of slices) options.rootReducer.inject(slice, { overrideExisting: true });
    addMiddleware(...middleware);
    if (!options.runSaga) addMiddleware(mountedSagaMiddleware);
    // The first dispatch after adding applies the new middleware and fills the injected state;
    // it also replaces settings left in the store by an earlier injection.
    store.dispatch(configured(settings));
    if (!options.runSaga && !ownSagaMiddlewareMounted) {
      throw new Error('[shop-parts] inject: the dynamic middleware is not part of this store. Add `dynamicMiddleware.middleware` to the store\'s middleware.');
    }
    const task = (options.runSaga ?? ownSagaMiddleware.run)(rootSaga);
    let ejected = false;
    const injected: InjectedShopParts = {
      task,
      eject() {
        if (ejected) return;
        ejected = true;
        if (injectedByStore.get(store) === injected) injectedByStore.delete(store);
        task.cancel();
        store.dispatch(shopPartsApi.util.resetApiState());
        store.dispatch(shopPartsEjected());
      },
    };
    injectedByStore.set(store, injected);
    return injected;
  }

  return {
    /** The resolved settings (also in the store under `shopPartsConfig`). */
    settings,
    /** The host functions (analytics, navigation, message overrides), for `ShopPartsProvider`. */
    services: services,
    /** For `configureStore({ reducer: { ...hostReducers, ...parts.reducers } })`. */
    reducers,
    /** For `combineSlices(hostSlice, ...parts.slices)`. */
    slices,
    /** For `getDefaultMiddleware().concat(...parts.middleware)`. */
    middleware,
    /** Run it with the host's saga middleware: `sagaMiddleware.run(parts.rootSaga)`. */
    rootSaga,
    inject,
  };
}

export type ShopParts = ReturnType<typeof createShopParts>;
