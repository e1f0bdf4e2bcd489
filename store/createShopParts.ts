import { isAction, type Dispatch, type Middleware, type MiddlewareAPI, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Saga, type SagaMiddleware, type Task } from 'redux-saga';
import { shopPartsApi } from '../api';
import { configSlice, configured, resolveConfig, type ShopPartsConfig, type ShopPartsServices, type ShopPartsSettings } from '../config';
import { createRootSaga } from '../sagas/rootSaga';
import { createInjectionGate, openGateMiddleware, type InjectionGate } from './injectionGate';
import { shopPartsEjected } from './lifecycle';
import { partSlices, type PartSliceReducers } from './partSlices';
import { refuseRehydration } from './rehydration';

/** A slice-like entry: what both `combineSlices(...).inject` and a reducer manager accept. */
export interface InjectableSlice {
  reducerPath: string;
  reducer: Reducer;
}

/** The host's root reducer at run time: `combineSlices(...)` or `createReducerManager(...)`. */
export interface InjectableRootReducer {
  inject(slice: InjectableSlice, config?: { overrideExisting?: boolean }): unknown;
}

/** What `inject` adds the parts' middleware through: `createDynamicMiddleware()`'s instance. */
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

/** The store `inject` adds the parts to: a Redux store (only its dispatch is used). */
export interface InjectableStore {
  dispatch: Dispatch<UnknownAction>;
}

/**
 * What the parts keep per store, whichever createShopParts injects: one injection gate, one saga
 * middleware and the current injection (a second `inject` into the same store replaces the first).
 */
interface StoreRuntime {
  gate: InjectionGate;
  sagaMiddleware: SagaMiddleware;
  /** The store has applied `sagaRuntimeMiddleware`: `sagaMiddleware.run` works. */
  sagaMiddlewareMounted: boolean;
  injections: number;
  injected?: InjectedShopParts;
}

/**
 * The runtimes, per store as the middleware see it: by the middlewareAPI a store gives its
 * middleware. A dynamic middleware applies each of its middleware once per store it serves, with
 * that store's middlewareAPI, so `runtimeMiddleware` and `sagaRuntimeMiddleware` find the same
 * runtime for one store and never another store's.
 */
const runtimeByStoreApi = new WeakMap<MiddlewareAPI, StoreRuntime>();
const RUNTIME = Symbol('shopParts/storeRuntime');

function runtimeFor(storeApi: MiddlewareAPI): StoreRuntime {
  const known = runtimeByStoreApi.get(storeApi);
  if (known) return known;
  // Closed until this store's first injection: nothing is sent before it (the injection then makes
  // components that asked meanwhile ask again).
  const runtime = { gate: createInjectionGate(false), sagaMiddleware: createSagaMiddleware(), sagaMiddlewareMounted: false, injections: 0, [RUNTIME]: true };
  runtimeByStoreApi.set(storeApi, runtime);
  return runtime;
}

function isStoreRuntime(value: unknown): value is StoreRuntime {
  return typeof value === 'object' && value !== null && RUNTIME in value;
}

/**
 * Asks a store for its runtime: the runtime middleware swallows this action (it never reaches the
 * reducers) and answers with the runtime of the store that dispatched it. Unanswered, the action
 * comes back: the middleware the parts added are not part of that store.
 */
const RUNTIME_PROBE = 'shopParts/runtimeProbe';

/**
 * The run-time path's gate, and where a store's runtime is found. The same function for every store
 * and every createShopParts: a dynamic middleware keeps a middleware once however often it is added,
 * and a module-level dynamic middleware that serves several stores (a new store per test) runs
 * every middleware it holds in each of them. So the state lives per applied store, never in the function.
 */
const runtimeMiddleware: Middleware = (storeApi) => {
  const runtime = runtimeFor(storeApi);
  const gated = runtime.gate.middleware(storeApi);
  return (next) => {
    const handle = gated(next);
    return (action) => (isAction(action) && action.type === RUNTIME_PROBE ? runtime : handle(action));
  };
};

/** The parts' own saga middleware (no `runSaga` given): one per store, bound to that store. */
const sagaRuntimeMiddleware: Middleware = (storeApi) => {
  const runtime = runtimeFor(storeApi);
  runtime.sagaMiddlewareMounted = true;
  return runtime.sagaMiddleware(storeApi);
};

function runtimeOf(store: InjectableStore): StoreRuntime | undefined {
  const answer: unknown = store.dispatch({ type: RUNTIME_PROBE });
  return isStoreRuntime(answer) ? answer : undefined;
}

const NOT_IN_STORE = '[shop-parts] inject: the dynamic middleware is not part of this store. Add `dynamicMiddleware.middleware` to the store\'s middleware.';

function middlewareAdder(options: InjectOptions): (...middleware: Middleware[]) => void {
  const { dynamicMiddleware } = options;
  if (options.addMiddleware) return (...middleware) => void options.addMiddleware?.(...middleware);
  if (dynamicMiddleware) return (...middleware) => void dynamicMiddleware.addMiddleware(...middleware);
  throw new Error('[shop-parts] inject: pass `dynamicMiddleware` (from createDynamicMiddleware()) or its `addMiddleware` function.');
}

/** What createShopParts returns: everything a host adds to its store. */
export interface ShopParts {
  /** The resolved settings (also in the store under `shopPartsConfig`). */
  settings: ShopPartsSettings;
  /** The host functions (analytics, navigation, message overrides), for `ShopPartsProvider`. */
  services: ShopPartsServices;
  /** For `configureStore({ reducer: { ...hostReducers, ...parts.reducers } })`. */
  reducers: { shopPartsConfig: Reducer<ShopPartsSettings> } & PartSliceReducers;
  /** For `combineSlices(hostSlice, ...parts.slices)`. */
  slices: InjectableSlice[];
  /** For `getDefaultMiddleware().concat(...parts.middleware)`. */
  middleware: Middleware[];
  /** Run it with the host's saga middleware: `sagaMiddleware.run(parts.rootSaga)`. */
  rootSaga: Saga;
  /** Adds the parts to a running store: `inject(store, { rootReducer, dynamicMiddleware })`. */
  inject(store: InjectableStore, options: InjectOptions): InjectedShopParts;
}

/**
 * Everything a host adds to its store, built from one configuration object.
 *
 * At store setup: spread `reducers` into the root reducer, concat `middleware`, and run `rootSaga`
 * with the host's saga middleware. At run time: `inject(store, { rootReducer, dynamicMiddleware })`.
 */
export function createShopParts(config: ShopPartsConfig): ShopParts {
  const { settings, services } = resolveConfig(config);
  const configEntry: InjectableSlice = {
    reducerPath: configSlice.reducerPath,
    reducer: (state: ShopPartsSettings | undefined = settings, action: UnknownAction) => configSlice.reducer(state, action),
  };
  const entries: InjectableSlice[] = [configEntry, ...partSlices];
  // Every key of the parts keeps the page's state through a host's redux-persist rehydration (store/rehydration.ts).
  const slices: InjectableSlice[] = entries.map(({ reducerPath, reducer }) => ({ reducerPath, reducer: refuseRehydration(reducer) }));
  // Object.fromEntries loses the keys' types; PartSliceReducers restates them (a test checks both agree).
  const reducers = Object.fromEntries(slices.map((slice) => [slice.reducerPath, slice.reducer])) as unknown as ShopParts['reducers'];
  // The store-setup path never ejects: its gate (one per store) stays open and only answers the base query's probe.
  const middleware: Middleware[] = [openGateMiddleware, shopPartsApi.middleware];
  const rootSaga = createRootSaga();

  function inject(store: InjectableStore, options: InjectOptions): InjectedShopParts {
    const addMiddleware = middlewareAdder(options);
    // The same middleware functions for every store and every injection: added once, kept once.
    addMiddleware(runtimeMiddleware, shopPartsApi.middleware);
    if (!options.runSaga) addMiddleware(sagaRuntimeMiddleware);
    // The first dispatch after adding applies the new middleware; the store's own runtime answers.
    const runtime = runtimeOf(store);
    if (!runtime || (!options.runSaga && !runtime.sagaMiddlewareMounted)) throw new Error(NOT_IN_STORE);
    // Whether from this createShopParts or another: one set of sagas and timers per store.
    runtime.injected?.eject();
    // A second createShopParts (new settings) replaces the reducers of the first.
    for (const slice of slices) options.rootReducer.inject(slice, { overrideExisting: true });
    const refusedWhileClosed = runtime.gate.open();
    // Fills the injected state; it also replaces settings left in the store by an earlier injection.
    store.dispatch(configured(settings));
    // Components left mounted through an eject (or mounted before the first injection) hold the
    // errors of what they asked meanwhile: clearing the cache makes them ask again, now that requests go out.
    if (runtime.injections > 0 || refusedWhileClosed) store.dispatch(shopPartsApi.util.resetApiState());
    runtime.injections += 1;
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

  return { settings, services, reducers, slices, middleware, rootSaga, inject };
}
