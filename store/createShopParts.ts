import type { Dispatch, Middleware, Reducer, UnknownAction } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Saga, type SagaMiddleware, type Task } from 'redux-saga';
import { shopPartsApi } from '../api';
import { configSlice, configured, resolveConfig, type ShopPartsConfig, type ShopPartsSettings } from '../config';
import { createRootSaga } from '../sagas/rootSaga';
import { createInjectionGate, type InjectionGate } from './injectionGate';
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
   * Stops the parts: cancels every saga and timer, aborts the requests in flight (their results
   * never reach the store, not even as time-outs), clears the api cache and puts the parts' state
   * back to its initial values. Until the parts are injected again, components still mounted send
   * nothing: their requests fail at once with `EJECTED_ERROR` without leaving the page, and the next
   * injection clears those errors, so the components ask again. Reducers and middleware stay
   * (combineSlices and the dynamic middleware cannot remove them). A second call does nothing.
   */
  eject(): void;
}

interface StoreLike {
  dispatch: Dispatch<UnknownAction>;
}

/**
 * What the parts keep per store, whichever createShopParts injects: one injection gate, one saga
 * middleware (added once; the dynamic middleware keeps every middleware it is given, so a saga
 * middleware per createShopParts would pile up over re-injections) and the current injection
 * (a second `inject` into the same store replaces the first).
 */
interface StoreRuntime {
  gate: InjectionGate;
  sagaMiddleware: SagaMiddleware;
  /** The saga middleware as added, noting that the store has applied it. */
  mountedSagaMiddleware: Middleware;
  sagaMiddlewareMounted: boolean;
  injections: number;
  injected?: InjectedShopParts;
}

const runtimeByStore = new WeakMap<StoreLike, StoreRuntime>();

function runtimeOf(store: StoreLike): StoreRuntime {
  const known = runtimeByStore.get(store);
  if (known) return known;
  const sagaMiddleware = createSagaMiddleware();
  const runtime: StoreRuntime = {
    gate: createInjectionGate(false),
    sagaMiddleware,
    mountedSagaMiddleware: (storeApi) => {
      runtime.sagaMiddlewareMounted = true;
      return sagaMiddleware(storeApi);
    },
    sagaMiddlewareMounted: false,
    injections: 0,
  };
  runtimeByStore.set(store, runtime);
  return runtime;
}

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
  // The store-setup path never ejects: its gate stays open and only answers the base query's probe.
  const middleware: Middleware[] = [createInjectionGate(true).middleware, shopPartsApi.middleware];
  const rootSaga = createRootSaga(services);

  function inject(store: StoreLike, options: InjectOptions): InjectedShopParts {
    // A second createShopParts (new settings) replaces the reducers of the first.
    const addMiddleware = middlewareAdder(options);
    const runtime = runtimeOf(store);
    // Whether from this createShopParts or another: one set of sagas and timers per store.
    runtime.injected?.eject();
    for (const slice of slices) options.rootReducer.inject(slice, { overrideExisting: true });
    // The same gate and saga middleware for every injection into this store: added once, kept once.
    addMiddleware(runtime.gate.middleware, shopPartsApi.middleware);
    if (!options.runSaga) addMiddleware(runtime.mountedSagaMiddleware);
    runtime.gate.open();
    // The first dispatch after adding applies the new middleware and fills the injected state;
    // it also replaces settings left in the store by an earlier injection.
    store.dispatch(configured(settings));
    // Components left mounted through an eject hold the errors of what they asked meanwhile:
    // clearing the cache makes them ask again, now that requests go out.
    if (runtime.injections > 0) store.dispatch(shopPartsApi.util.resetApiState());
    runtime.injections += 1;
    if (!options.runSaga && !runtime.sagaMiddlewareMounted) {
      runtime.gate.close();
      throw new Error('[shop-parts] inject: the dynamic middleware is not part of this store. Add `dynamicMiddleware.middleware` to the store\'s middleware.');
    }
    const task = (options.runSaga ?? runtime.sagaMiddleware.run)(rootSaga);
    let ejected = false;
    const injected: InjectedShopParts = {
      task,
      eject() {
        if (ejected) return;
        ejected = true;
        if (runtime.injected === injected) runtime.injected = undefined;
        task.cancel();
        // Closed before the cache is cleared: the aborted requests' results and whatever mounted
        // components ask next never leave the page or reach the store as data.
        runtime.gate.close();
        store.dispatch(shopPartsApi.util.resetApiState());
        store.dispatch(shopPartsEjected());
      },
    };
    runtime.injected = injected;
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
