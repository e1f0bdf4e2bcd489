import type { CombinedSliceReducer, DynamicMiddlewareInstance, Middleware, Reducer, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Saga, type Task } from 'redux-saga';
import { ensureGate, gateMiddleware, gateOf, shopPartsApi } from '../api';
import { configSlice, configured, resolveConfig, type ShopPartsConfig, type ShopPartsServices, type ShopPartsSettings } from '../config';
import { createRootSaga } from '../sagas/rootSaga';
import { partSlices, shopPartsEjected, type ShopPartsReducers } from './partSlices';
import { refuseRehydration } from './rehydration';

/** A slice-like entry, as `combineSlices` and its `inject` take it. */
interface SliceEntry {
  reducerPath: string;
  reducer: Reducer;
}

export interface InjectOptions {
  /** The host's root reducer, `combineSlices(...)`. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the host's state, whatever it is: only `any` takes every host's root
  rootReducer: CombinedSliceReducer<any>;
  /** `createDynamicMiddleware()`'s instance. Give this or `addMiddleware`. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any host state and dispatch, as above
  dynamicMiddleware?: DynamicMiddlewareInstance<any, any>;
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

/**
 * The parts' own saga middleware, for a host that gives no `runSaga`: made when the store applies
 * it, its `run` kept in the store's gate (api/injection.ts). One module-level function, so a dynamic
 * middleware keeps it once however often it is added, and it serves any number of stores (see
 * docs/decisions/2026-11-29-mechanisms-and-their-tests.md).
 */
const sagaRuntimeMiddleware: Middleware = (storeApi) => {
  const sagaMiddleware = createSagaMiddleware();
  ensureGate(storeApi.dispatch).runSaga = (saga) => sagaMiddleware.run(saga);
  return sagaMiddleware(storeApi);
};

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
 * Everything a host adds to its store, built from one configuration object.
 *
 * At store setup: spread `reducers` into the root reducer, concat `middleware`, and run `rootSaga`
 * with the host's saga middleware. At run time: `inject(store, { rootReducer, dynamicMiddleware })`.
 */
export function createShopParts(config: ShopPartsConfig): ShopParts {
  const { settings, services } = resolveConfig(config);
  const configEntry: SliceEntry = {
    reducerPath: configSlice.reducerPath,
    reducer: (state: ShopPartsSettings | undefined = settings, action: UnknownAction) => configSlice.reducer(state, action),
  };
  // Every key of the parts keeps the page's state through a host's redux-persist rehydration (store/rehydration.ts).
  const slices: SliceEntry[] = [configEntry, ...(partSlices as readonly SliceEntry[])].map(({ reducerPath, reducer }) => ({ reducerPath, reducer: refuseRehydration(reducer) }));
  // Object.fromEntries loses the keys' types; ShopPartsReducers restates them, key for key.
  const reducers = Object.fromEntries(slices.map((slice) => [slice.reducerPath, slice.reducer])) as unknown as ShopPartsReducers;
  // The store-setup path never ejects: it has no gate, and its requests always go out.
  const middleware: Middleware[] = [shopPartsApi.middleware];
  const rootSaga = createRootSaga();

  function inject(store: { dispatch: ThunkDispatch<unknown, unknown, UnknownAction> }, options: InjectOptions): InjectedShopParts {
    const addMiddleware = middlewareAdder(options);
    // The same middleware functions for every store and every injection: added once, kept once.
    addMiddleware(gateMiddleware, shopPartsApi.middleware);
    if (!options.runSaga) addMiddleware(sagaRuntimeMiddleware);
    // A thunk is handed the dispatch the store's middleware get: the key to its gate and saga middleware.
    const storeDispatch = store.dispatch((dispatch) => dispatch);
    // Whether from this createShopParts or another: one set of sagas and timers per store.
    gateOf(storeDispatch)?.injection?.eject();
    // A second createShopParts (new settings) replaces the reducers of the first.
    for (const slice of slices) options.rootReducer.inject(slice, { overrideExisting: true });
    // Fills the injected state (it also replaces an earlier injection's settings) and, as the first
    // dispatch after adding them, applies the new middleware.
    store.dispatch(configured(settings));
    const gate = gateOf(storeDispatch);
    const runSaga = options.runSaga ?? gate?.runSaga;
    if (!gate || !runSaga) throw new Error(NOT_IN_STORE);
    gate.injected = true;
    // Components left mounted through an eject (or mounted before the first injection) may hold the
    // errors of what they asked meanwhile: clearing the cache makes them ask again, now that requests go out.
    store.dispatch(shopPartsApi.util.resetApiState());
    const task = runSaga(rootSaga);
    let ejected = false;
    const injected: InjectedShopParts = {
      task,
      eject() {
        if (ejected) return;
        ejected = true;
        if (gate.injection === injected) delete gate.injection;
        task.cancel();
        // Closed before the aborts: what mounted components ask next never leaves the page.
        gate.injected = false;
        const running = [...store.dispatch(shopPartsApi.util.getRunningQueriesThunk()), ...store.dispatch(shopPartsApi.util.getRunningMutationsThunk())];
        for (const request of running) {
          gate.aborted.add(request.requestId);
          request.abort();
        }
        store.dispatch(shopPartsApi.util.resetApiState());
        store.dispatch(shopPartsEjected());
      },
    };
    gate.injection = injected;
    return injected;
  }

  return { settings, services, reducers, middleware, rootSaga, inject };
}
