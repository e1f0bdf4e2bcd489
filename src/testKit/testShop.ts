import { combineSlices, configureStore, createDynamicMiddleware, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Task } from 'redux-saga';
import { shopPartsApi } from '../../api';
import type { ShopPartsConfig } from '../../config';
import { createShopParts, type ShopParts } from '../../store';
import { createClockGuard } from './clockGuard';

export interface TestShopOptions extends Partial<ShopPartsConfig> {
  /**
   * How the host adds the parts: `'store-setup'` (their reducers and middleware in
   * `configureStore`, the root saga run on the host's saga middleware) or `'run-time'` (a
   * `combineSlices` store with dynamic middleware, `parts.inject`). Default `'store-setup'`.
   */
  setup?: 'store-setup' | 'run-time';
  /** Start the flows (login renewal, staff renewal) at once. Default true; false for `shop.start()` later. */
  startSagas?: boolean;
  /**
   * The page's path when the parts start, as a page load would have it: set with
   * `history.pushState` before the flows read the page. `'/preview'` (the default preview route)
   * with `signInStaff()` is a staff member on the preview route: checkauth answers SUCCESS and the
   * staff login renewal runs. Leaving the route later: `shop.store.dispatch(routeChanged('/'))`, as
   * a client router does through ShopPartsProvider's `pathname`. `resetShopPartsTab()` puts the tab back on '/'.
   */
  path?: string;
}

/** One dispatched action, with the (fake) clock's time when it was dispatched. */
export interface RecordedAction {
  type: string;
  payload?: unknown;
  at: number;
}

export interface TestShop {
  store: ReturnType<typeof createStoreAtSetup>['store'];
  parts: ShopParts;
  /** Every action dispatched since the shop was made, in order, with `Date.now()` at dispatch. */
  actions: RecordedAction[];
  /** When the shop was made (`Date.now()`); `timesOf` counts from here. */
  startedAt: number;
  /** When each action of one type was dispatched, in ms since the shop was made. */
  timesOf(type: string): number[];
  /** Runs the root saga, when `startSagas: false` was given. A second call does nothing. */
  start(): void;
  /** Cancels the flows and their timers and clears the api cache (run time: `eject()`). Call it in `afterEach`. */
  stop(): void;
}

const HOST_SLICE = { reducerPath: 'host', reducer: (state: { page: string } = { page: 'home' }) => state };

/** A request the fakes never answered: nothing listens on the test's origin. Said once per shop. */
function hintWhenFakesMissing(): Middleware {
  let said = false;
  return () => (next) => (action) => {
    const { payload } = action as { payload?: { status?: unknown; error?: unknown } };
    if (!said && (action as UnknownAction).type.startsWith(`${shopPartsApi.reducerPath}/`) && payload?.status === 'FETCH_ERROR') {
      said = true;
      console.error(
        `[shop-parts/testing] A service call of the parts got no answer (${String(payload.error)}). Are the fakes started? ` +
          "`setupServer(...createServiceHandlers().handlers).listen()` from 'msw/node', before the shop makes its first call.",
      );
    }
    return next(action);
  };
}

function createRecorder(actions: RecordedAction[]): Middleware {
  return () => (next) => (action) => {
    const { type, payload } = action as UnknownAction & { payload?: unknown };
    actions.push({ type, payload, at: Date.now() });
    return next(action);
  };
}

function createStoreAtSetup(parts: ShopParts, watchers: Middleware[]) {
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: { [HOST_SLICE.reducerPath]: HOST_SLICE.reducer, ...parts.reducers },
    middleware: (getDefault) => getDefault().concat(...watchers, ...parts.middleware, sagaMiddleware),
  });
  return { store, run: () => sagaMiddleware.run(parts.rootSaga) };
}

/**
 * A host store with the parts in it, the way the README sets one up, for a host's own tests:
 * the parts' settings (site DE and the same origin unless given), every action recorded with its
 * time, and two watchers that turn silent misuse into a message: a service call nobody answered
 * (fakes not started) and a timer run late by a synchronous fake-clock advance.
 */
export function createTestShop(options: TestShopOptions = {}): TestShop {
  const { setup = 'store-setup', startSagas = true, path, ...config } = options;
  if (path !== undefined) {
    if (typeof window === 'undefined') {
      throw new Error("[shop-parts/testing] createTestShop({ path }) needs a DOM: run the test in a jsdom environment (Jest: testEnvironment 'jest-fixed-jsdom'; Vitest: environment 'jsdom').");
    }
    window.history.pushState({}, '', path);
  }
  const parts = createShopParts({ site: 'DE', ...config });
  const actions: RecordedAction[] = [];
  const startedAt = Date.now();
  const watchers = [createRecorder(actions), hintWhenFakesMissing(), createClockGuard()];
  let stopFlows: (() => void) | null = null;
  let stopped = false;
  let start: () => void;
  let store: TestShop['store'];

  if (setup === 'store-setup') {
    const host = createStoreAtSetup(parts, watchers);
    store = host.store;
    start = () => {
      const task: Task = host.run();
      stopFlows = () => {
        task.cancel();
        host.store.dispatch(shopPartsApi.util.resetApiState());
      };
    };
  } else {
    const rootReducer = combineSlices(HOST_SLICE);
    const dynamicMiddleware = createDynamicMiddleware();
    const runTimeStore = configureStore({
      reducer: rootReducer,
      middleware: (getDefault) => getDefault().concat(...watchers, dynamicMiddleware.middleware),
    });
    // The same store type either way: the parts' slices are in it once injected.
    store = runTimeStore as unknown as TestShop['store'];
    start = () => {
      const injected = parts.inject(runTimeStore, { rootReducer, dynamicMiddleware });
      stopFlows = () => injected.eject();
    };
  }

  const shop: TestShop = {
    store,
    parts,
    actions,
    startedAt,
    timesOf: (type) => actions.filter((action) => action.type === type).map((action) => action.at - startedAt),
    start() {
      if (!stopFlows) start();
    },
    stop() {
      if (stopped) return;
      stopped = true;
      stopFlows?.();
    },
  };
  if (startSagas) shop.start();
  return shop;
}
