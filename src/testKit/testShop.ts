import { combineSlices, configureStore, createDynamicMiddleware, type Middleware, type Reducer, type StoreEnhancer, type UnknownAction } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Task } from 'redux-saga';
import { shopPartsApi } from '../../api';
import type { ShopPartsConfig } from '../../config';
import { createShopParts, type ShopParts, type ShopPartsState } from '../../store';
import { createClockGuard } from './clockGuard';
import type { TestShopStore } from './testShopStore';

/** createTestShop's options: the parts' configuration (site DE unless given) and how the host's store holds them. */
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
  /**
   * The host's own slices and RTK Query apis (anything with `reducerPath` and `reducer`), in the
   * store beside the parts and the kit's stand-in `host` slice. Their state is not in
   * `shop.store`'s type. Add an api's middleware with `middleware`.
   */
  slices?: ReadonlyArray<{ reducerPath: string; reducer: Reducer }>;
  /** The host's own middleware, after the kit's recorder and before the parts' middleware. */
  middleware?: readonly Middleware[];
  /** Store enhancers after Redux Toolkit's own, as a host adds them (Redux DevTools' `instrument()`, for example). */
  enhancers?: readonly StoreEnhancer[];
}

/** One dispatched action, with the (fake) clock's time when it was dispatched. */
export interface RecordedAction {
  type: string;
  payload?: unknown;
  at: number;
}

/** A host store with the parts in it, what it recorded, and its flows' switches. */
export interface TestShop {
  store: TestShopStore;
  parts: ShopParts;
  /** Every action dispatched since the shop was made, in order, with `Date.now()` at dispatch. */
  actions: RecordedAction[];
  /** When the shop was made (`Date.now()`); `timesOf` counts from here. */
  startedAt: number;
  /**
   * Each time a state field held over the visit, in ms since the shop was made, in order, each
   * once: `select` reads an epoch time from the state (the login check's `lastCheckAt`, the staff
   * renewal's `lastRenewalAt`); null is left out.
   */
  timesOf(select: (state: ShopPartsState) => number | null): number[];
  /**
   * The parts' root saga (`run-time`: the injection's task); throws before the flows start
   * (`startSagas: false`). `shop.task.cancel()` stops the flows alone, as a host's
   * `sagaTask.cancel()`: unlike `stop()`, the store keeps its api cache.
   */
  readonly task: Task;
  /** Runs the root saga, when `startSagas: false` was given. A second call does nothing. */
  start(): void;
  /** Cancels the flows and their timers and clears the api cache (run time: `eject()`). Call it in `afterEach` (or `stopTestShops()`). */
  stop(): void;
}

const HOST_SLICE = { reducerPath: 'host', reducer: (state: { page: string } = { page: 'home' }) => state };

/**
 * Node's fetch fails with this when a request left the process and nothing answered it. A network
 * failure a test simulates (msw's `HttpResponse.error()`) reads 'Failed to fetch', as in browsers.
 */
const NOTHING_ANSWERED = 'TypeError: fetch failed';

/** A request the fakes never answered: nothing listens on the test's origin. Said once per shop. */
function hintWhenFakesMissing(): Middleware {
  let said = false;
  return () => (next) => (action) => {
    const { payload } = action as { payload?: { status?: unknown; error?: unknown } };
    if (!said && (action as UnknownAction).type.startsWith(`${shopPartsApi.reducerPath}/`) && payload?.status === 'FETCH_ERROR' && payload.error === NOTHING_ANSWERED) {
      said = true;
      console.error(
        `[shop-parts/testing] A service call of the parts got no answer (${String(payload.error)}). Are the fakes started? ` +
          "`setupServer(...createServiceHandlers().handlers).listen()` from 'msw/node', before the shop makes its first call.",
      );
    }
    return next(action);
  };
}

/** Records each action, and the state it left, for `actions` and `timesOf`. */
function createRecorder(actions: RecordedAction[], states: unknown[]): Middleware {
  return (storeApi) => (next) => (action) => {
    const { type, payload } = action as UnknownAction & { payload?: unknown };
    actions.push({ type, payload, at: Date.now() });
    const result = next(action);
    states.push(storeApi.getState());
    return result;
  };
}

/** The distinct non-null times `select` read from the states, in order, relative to `startedAt`. */
function timesIn(states: readonly unknown[], select: (state: ShopPartsState) => number | null, startedAt: number): number[] {
  const times: number[] = [];
  for (const state of states) {
    const time = select(state as ShopPartsState);
    if (time !== null && time - startedAt !== times[times.length - 1]) times.push(time - startedAt);
  }
  return times;
}

/** What the host brings to its store besides the parts. */
type HostOptions = Pick<TestShopOptions, 'slices' | 'middleware' | 'enhancers'>;

function createStoreAtSetup(parts: ShopParts, watchers: Middleware[], host: HostOptions = {}) {
  const sagaMiddleware = createSagaMiddleware();
  const hostReducers = Object.fromEntries((host.slices ?? []).map((slice) => [slice.reducerPath, slice.reducer]));
  const store = configureStore({
    reducer: { ...hostReducers, [HOST_SLICE.reducerPath]: HOST_SLICE.reducer, ...parts.reducers },
    middleware: (getDefault) => getDefault().concat(...watchers, ...(host.middleware ?? []), ...parts.middleware, sagaMiddleware),
    enhancers: (getDefault) => getDefault().concat(...(host.enhancers ?? [])),
  });
  return { store, run: () => sagaMiddleware.run(parts.rootSaga) };
}

/** Every shop made and not stopped yet, for `stopTestShops`. */
const running = new Set<TestShop>();

/**
 * Stops every shop `createTestShop` made that is still running, for a test that makes several:
 * `afterEach(stopTestShops)`. Stopping a shop twice does nothing.
 */
export function stopTestShops(): void {
  for (const shop of [...running]) shop.stop();
}

/**
 * A host store with the parts in it, the way the README sets one up, for a host's own tests:
 * the parts' settings (site DE and the same origin unless given), the host's own slices,
 * middleware and enhancers when given, every action recorded with its time, and two watchers that turn silent misuse into a message: a service call nobody answered
 * (fakes not started) and a timer run late by a synchronous fake-clock advance.
 */
export function createTestShop(options: TestShopOptions = {}): TestShop {
  const { setup = 'store-setup', startSagas = true, path, slices, middleware, enhancers, ...config } = options;
  if (path !== undefined) {
    if (typeof window === 'undefined') {
      throw new Error("[shop-parts/testing] createTestShop({ path }) needs a DOM: run the test in a jsdom environment (Jest: testEnvironment 'jest-fixed-jsdom'; Vitest: environment 'jsdom').");
    }
    window.history.pushState({}, '', path);
  }
  const parts = createShopParts({ site: 'DE', ...config });
  const actions: RecordedAction[] = [];
  const states: unknown[] = [];
  const startedAt = Date.now();
  let task: Task | undefined;
  const watchers = [createRecorder(actions, states), hintWhenFakesMissing(), createClockGuard(() => task?.isRunning() ?? false)];
  let stopFlows: (() => void) | null = null;
  let stopped = false;
  let start: () => void;
  let store: TestShop['store'];

  if (setup === 'store-setup') {
    const host = createStoreAtSetup(parts, watchers, { slices, middleware, enhancers });
    store = host.store;
    start = () => {
      const rootTask = host.run();
      task = rootTask;
      stopFlows = () => {
        rootTask.cancel();
        host.store.dispatch(shopPartsApi.util.resetApiState());
      };
    };
  } else {
    const rootReducer = combineSlices(HOST_SLICE, ...(slices ?? []));
    const dynamicMiddleware = createDynamicMiddleware();
    const runTimeStore = configureStore({
      reducer: rootReducer,
      middleware: (getDefault) => getDefault().concat(...watchers, ...(middleware ?? []), dynamicMiddleware.middleware),
      enhancers: (getDefault) => getDefault().concat(...(enhancers ?? [])),
    });
    // The same store type either way: the parts' slices are in it once injected.
    store = runTimeStore as unknown as TestShop['store'];
    start = () => {
      const injected = parts.inject(runTimeStore, { rootReducer, dynamicMiddleware });
      task = injected.task;
      stopFlows = () => injected.eject();
    };
  }

  const shop: TestShop = {
    store,
    parts,
    actions,
    startedAt,
    get task() {
      if (!task) throw new Error('[shop-parts/testing] shop.task: the flows have not started yet (startSagas: false): call shop.start() first.');
      return task;
    },
    timesOf: (select) => timesIn(states, select, startedAt),
    start() {
      if (!stopFlows) start();
    },
    stop() {
      running.delete(shop);
      if (stopped) return;
      stopped = true;
      stopFlows?.();
    },
  };
  running.add(shop);
  if (startSagas) shop.start();
  return shop;
}
