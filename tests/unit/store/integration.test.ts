// Node's own, which the fake clock leaves alone (jsdom has no setImmediate): a turn of the real event loop.
import { setImmediate as nodeSetImmediate } from 'node:timers';
import { combineSlices, configureStore, createDynamicMiddleware, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Task } from 'redux-saga';
import { createShopParts } from '@shop/shop-parts';
import { shopPartsApi } from '@shop/shop-parts/testing';
import { SHOP_PARTS_API_PATH } from '../../../api';
import { addShopParts as addAtRunTime, createHostStore as createRunTimeHost } from '../../../examples/addAtRunTime';
import { createHostStore as createSetupHostStore } from '../../../examples/addAtStoreSetup';
import { addShopParts as addToReducerMap, createHostStore as createReducerMapHost } from '../../../examples/addToReducerMapHost';
import { cartSlice, hostApi } from '../../../examples/hostApp';
import type { SessionState } from '@shop/shop-parts';
import { loginTokenExpiringIn, setCookie } from '../../support/cookies';
import { useFakeServices } from '../../support/fakeServices';
import { waitFor } from '@testing-library/react';

const fakes = useFakeServices();

/** The store-setup hosts' root sagas: each test's stop with the test, as a host's page would stop them. */
const setupTasks: Task[] = [];
afterEach(() => {
  for (const task of setupTasks.splice(0)) task.cancel();
});

function createSetupHost() {
  const host = createSetupHostStore();
  setupTasks.push(host.sagaTask);
  return host;
}

/**
 * Until no request of the parts is in flight: each request holds a time-out timer until the fakes
 * answer, and they answer on the real event loop (msw), so a count of timers taken while one is in
 * flight depends on how busy the machine is.
 */
async function untilAnswered(store: { getState(): unknown }): Promise<void> {
  for (let round = 0; round < 200; round += 1) {
    await jest.advanceTimersByTimeAsync(0);
    const api = (store.getState() as Record<string, { queries: Record<string, { status?: string } | undefined>; mutations: Record<string, { status?: string } | undefined> } | undefined>)[SHOP_PARTS_API_PATH];
    const entries = api ? [...Object.values(api.queries), ...Object.values(api.mutations)] : [];
    if (!entries.some((entry) => entry?.status === 'pending')) return;
    await new Promise((resolve) => nodeSetImmediate(resolve));
  }
  throw new Error('The parts\' requests got no answer');
}

/**
 * The number of pending fake timers once the parts' requests are answered and the count has stayed
 * the same for twenty turns of the event loop: an answer's processing starts and ends timers of its
 * own for a few turns, more of them on a busy machine, so a count read once can catch them.
 */
async function settledTimerCount(store: { getState(): unknown }): Promise<number> {
  await untilAnswered(store);
  let count = jest.getTimerCount();
  for (let same = 0, round = 0; same < 20 && round < 400; round += 1) {
    await jest.advanceTimersByTimeAsync(0);
    await new Promise((resolve) => nodeSetImmediate(resolve));
    const now = jest.getTimerCount();
    same = now === count ? same + 1 : 0;
    count = now;
  }
  return count;
}

describe('adding the parts at store setup', () => {
  it('keeps the host slice and api working next to the parts', async () => {
    const { store } = createSetupHost();
    store.dispatch(cartSlice.actions.itemAdded());
    await expect(store.dispatch(hostApi.endpoints.ping.initiate()).unwrap()).resolves.toBe('pong');
    expect(store.getState().cart.items).toBe(1);
    expect(store.getState().shopPartsConfig).toMatchObject({ site: 'AT', locale: 'de-AT', apiBaseUrl: 'https://www.example.at' });
  });

  it('calls the services under the host-configured base URL, its sagas\' requests too', async () => {
    const urls: string[] = [];
    const onRequest = ({ request }: { request: Request }) => void urls.push(request.url);
    fakes.server.events.on('request:start', onRequest);
    try {
      const { store } = createSetupHost();
      await store.dispatch(shopPartsApi.endpoints.getAbTestsAt.initiate('2099-01-01T00:00:00.000Z')).unwrap();
      // The footer promotion is the parts' own: their sagas ask for it as soon as they run.
      await waitFor(() => expect(store.getState()[SHOP_PARTS_API_PATH].queries['getFooterPromotion(undefined)']?.status).toBe('fulfilled'));
      expect(urls.sort()).toEqual([
        'https://www.example.at/service/abtestfrontend/api/v1/gettestsat?time=2099-01-01T00%3A00%3A00.000Z',
        'https://www.example.at/service/promotion/api/promotion/SHOP_FOOTER',
      ]);
      expect(fakes.db.calls.sort()).toEqual([
        'GET /service/abtestfrontend/api/v1/gettestsat?time=2099-01-01T00%3A00%3A00.000Z',
        'GET /service/promotion/api/promotion/SHOP_FOOTER',
      ]);
    } finally {
      fakes.server.events.removeListener('request:start', onRequest);
    }
  });

  it('keeps the two apis apart: different reducer paths, each its own cache', async () => {
    const { store } = createSetupHost();
    await store.dispatch(hostApi.endpoints.ping.initiate());
    await store.dispatch(shopPartsApi.endpoints.getFooterPromotion.initiate());
    expect(SHOP_PARTS_API_PATH).not.toBe(hostApi.reducerPath);
    expect(Object.keys(store.getState().api.queries)).toEqual(['ping(undefined)']);
    expect(Object.keys(store.getState()[SHOP_PARTS_API_PATH].queries)).toEqual(['getFooterPromotion(undefined)']);
  });

  it('namespaces every action the parts dispatch, their sagas\' included', async () => {
    setCookie('LoginToken', loginTokenExpiringIn(3600));
    const types: string[] = [];
    const recorder: Middleware = () => (next) => (action) => {
      types.push((action as UnknownAction).type);
      return next(action);
    };
    const parts = createShopParts({ site: 'DE' });
    const sagaMiddleware = createSagaMiddleware();
    const store = configureStore({ reducer: parts.reducers, middleware: (getDefault) => getDefault().concat(recorder, ...parts.middleware, sagaMiddleware) });
    setupTasks.push(sagaMiddleware.run(parts.rootSaga));
    // The sagas read the page and ask for the promotion and, for the logged-in customer, psdata and the base data.
    await waitFor(() => expect(store.getState().shopPartsApi.queries['getCustomerBaseData(undefined)']?.status).toBe('fulfilled'));
    await store.dispatch(shopPartsApi.endpoints.login.initiate({ email: 'anna.schmidt@example.test', password: 'x' }));
    expect(types).toContain('shopParts/page/pageObserved');
    expect(types.length).toBeGreaterThanOrEqual(8);
    for (const type of types) expect(type).toMatch(/^shopParts(Api)?\//);
  });
});

describe('adding the parts at run time with combineSlices and dynamic middleware', () => {
  it('injects the parts into a live store and serves their calls', async () => {
    const host = createRunTimeHost();
    host.store.dispatch(cartSlice.actions.itemAdded());
    const { injected } = addAtRunTime(host);
    const state = host.store.getState() as Record<string, unknown>;
    expect(state.shopPartsConfig).toMatchObject({ site: 'PL', locale: 'pl-PL' });
    expect(state.cart).toEqual({ items: 1 });
    const tests = await host.store.dispatch(shopPartsApi.endpoints.getAbTestsAt.initiate('2099-01-01T00:00:00.000Z')).unwrap();
    expect(tests).toHaveLength(2);
    injected.eject();
  });

  it('eject cancels the saga task and clears the api cache', async () => {
    const host = createRunTimeHost();
    const { injected } = addAtRunTime(host);
    await host.store.dispatch(shopPartsApi.endpoints.getFooterPromotion.initiate());
    injected.eject();
    expect(injected.task.isRunning()).toBe(false);
    const state = host.store.getState() as Record<string, { queries?: object }>;
    expect(state[SHOP_PARTS_API_PATH]?.queries).toEqual({});
  });

  it('says clearly when the dynamic middleware is not in the store', () => {
    const host = createRunTimeHost();
    const parts = createShopParts({ site: 'DE' });
    expect(() => parts.inject(host.store, { rootReducer: host.rootReducer, dynamicMiddleware: createDynamicMiddleware() })).toThrow(
      /dynamic middleware is not part of this store/,
    );
  });

  it('says what to pass when the dynamic middleware is not given (a host without types)', () => {
    const host = createRunTimeHost();
    const parts = createShopParts({ site: 'DE' });
    // @ts-expect-error -- a host written in JavaScript, or one that ignores its types
    expect(() => parts.inject(host.store, { rootReducer: host.rootReducer })).toThrow(/pass `dynamicMiddleware`, the store's createDynamicMiddleware\(\) instance/);
  });

  it('takes the dynamic middleware instance', () => {
    const rootReducer = combineSlices(cartSlice);
    const dynamicMiddleware = createDynamicMiddleware();
    const store = configureStore({ reducer: rootReducer, middleware: (getDefault) => getDefault().concat(dynamicMiddleware.middleware) });
    const injected = createShopParts({ site: 'HU' }).inject(store, { rootReducer, dynamicMiddleware });
    expect((store.getState() as Record<string, unknown>).shopPartsConfig).toMatchObject({ site: 'HU', locale: 'hu-HU' });
    expect(injected.task.isRunning()).toBe(true);
    injected.eject();
  });

  it('eject cancels the running renewal timers and removes their listeners', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      setCookie('LoginToken', loginTokenExpiringIn(3600));
      const host = createRunTimeHost();
      const { injected } = addAtRunTime(host);
      await jest.advanceTimersByTimeAsync(0);
      expect((host.store.getState() as unknown as { shopPartsSession: SessionState }).shopPartsSession.loginRenewal.status).toBe('scheduled');
      expect(injected.task.isRunning()).toBe(true);
      const removed = jest.spyOn(document, 'removeEventListener');
      injected.eject();
      expect(injected.task.isCancelled()).toBe(true);
      expect(removed).toHaveBeenCalledWith('visibilitychange', expect.any(Function));
      await jest.advanceTimersByTimeAsync(20000);
      expect(jest.getTimerCount()).toBe(0);
      removed.mockRestore();
    } finally {
      jest.useRealTimers();
    }
  });

  it('replaces the first injection when injected again without eject: one set of sagas and timers', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      // The timers of CZ's parts alone, on a host of their own, ejected again.
      const alone = createRunTimeHost();
      const onlyCz = createShopParts({ site: 'CZ' }).inject(alone.store, { rootReducer: alone.rootReducer, dynamicMiddleware: alone.dynamicMiddleware });
      const timersOfOne = await settledTimerCount(alone.store);
      onlyCz.eject();
      await jest.advanceTimersByTimeAsync(60_000);
      expect(jest.getTimerCount()).toBe(0);

      const host = createRunTimeHost();
      const first = addAtRunTime(host).injected;
      await settledTimerCount(host.store);
      const second = createShopParts({ site: 'CZ' }).inject(host.store, { rootReducer: host.rootReducer, dynamicMiddleware: host.dynamicMiddleware });
      expect(await settledTimerCount(host.store)).toBe(timersOfOne);
      expect(first.task.isCancelled()).toBe(true);
      expect(second.task.isRunning()).toBe(true);
      expect((host.store.getState() as Record<string, unknown>).shopPartsConfig).toMatchObject({ site: 'CZ' });
      first.eject(); // already replaced: changes nothing
      expect(second.task.isRunning()).toBe(true);
      second.eject();
      await jest.advanceTimersByTimeAsync(60_000);
      expect(jest.getTimerCount()).toBe(0);
    } finally {
      jest.useRealTimers();
    }
  });

  it('puts the parts\' state back to its initial values on eject', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      setCookie('LoginToken', loginTokenExpiringIn(3600));
      const pristine = createRunTimeHost();
      addAtRunTime(pristine).injected.eject();
      const initial = pristine.store.getState() as Record<string, unknown>;

      const host = createRunTimeHost();
      const { injected } = addAtRunTime(host);
      await jest.advanceTimersByTimeAsync(0);
      const state = () => host.store.getState() as unknown as Record<string, unknown> & { shopPartsSession: SessionState };
      expect(state().shopPartsSession.loginRenewal.status).toBe('scheduled');
      expect(state().shopPartsPage).toMatchObject({ observed: true, loginCookie: true });
      injected.eject();
      for (const key of ['shopPartsPage', 'shopPartsSession', 'shopPartsFooter', 'shopPartsNewsletter', 'shopPartsPreview']) {
        expect([key, state()[key]]).toEqual([key, initial[key]]);
      }
    } finally {
      jest.useRealTimers();
    }
  });

  it('can be injected again after an eject, with new settings', () => {
    const host = createRunTimeHost();
    addAtRunTime(host).injected.eject();
    const again = createShopParts({ site: 'CH_FR' }).inject(host.store, { rootReducer: host.rootReducer, dynamicMiddleware: host.dynamicMiddleware });
    expect((host.store.getState() as Record<string, unknown>).shopPartsConfig).toMatchObject({ site: 'CH_FR', locale: 'fr-CH' });
    again.eject();
  });
});

describe('adding the parts to a classic combineReducers host (its reducer map in combineSlices)', () => {
  it('adds the parts state next to the host state', async () => {
    const host = createReducerMapHost();
    host.store.dispatch(cartSlice.actions.itemAdded());
    const injected = addToReducerMap(host);
    const state = host.store.getState() as Record<string, unknown>;
    expect(state.cart).toEqual({ items: 1 });
    expect(state.shopPartsConfig).toMatchObject({ site: 'HU', locale: 'hu-HU' });
    await expect(host.store.dispatch(shopPartsApi.endpoints.getAbTestsAt.initiate('2001-01-01T00:00:00.000Z')).unwrap()).resolves.toEqual([]);
    injected.eject();
  });
});

describe('the reducer map', () => {
  it('holds exactly the parts state keys the ShopPartsState type names', () => {
    const parts = createShopParts({ site: 'DE' });
    expect(Object.keys(parts.reducers).sort()).toEqual(
      ['shopPartsApi', 'shopPartsConfig', 'shopPartsFooter', 'shopPartsNewsletter', 'shopPartsPage', 'shopPartsPreview', 'shopPartsSession'],
    );
  });
});
