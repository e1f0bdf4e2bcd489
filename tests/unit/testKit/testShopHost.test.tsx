import { createSlice, type Middleware, type StoreEnhancer } from '@reduxjs/toolkit';
import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { useStore } from 'react-redux';
import { Footer, loadFooterContent, loadShopPartsMessages } from '../../../src/index';
import { shopPartsApi } from '../../../api';
import { sessionActions } from '../../../features/session';
import { pageSelectors } from '../../../config';
import { createServiceHandlers, createTestShop, LOGIN_TOKEN_POLL_MS, resetShopPartsTab, stopTestShops, TestShopProvider, type TestShop } from '../../../src/testing';

/** What the test kit offers a host beyond the store: its own slices, middleware and enhancers, the root saga's task, stopping every shop, rendering. */
const server = setupServer();
let fakes = createServiceHandlers();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  fakes = createServiceHandlers();
  server.resetHandlers(...fakes.handlers);
});
afterEach(() => {
  stopTestShops();
  resetShopPartsTab();
  jest.useRealTimers();
});
afterAll(() => server.close());

const useFakeClock = () => jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
/** When the flow looked for a login token, in ms since the shop was made (the recorded actions). */
const polls = (shop: TestShop) => shop.actions.filter((action) => sessionActions.waitingForLoginToken.match(action)).map((action) => action.at - shop.startedAt);

const cartSlice = createSlice({ name: 'cart', initialState: { items: 0 }, reducers: { itemAdded: (state) => void (state.items += 1) } });

describe.each(['store-setup', 'run-time'] as const)("the host's own store parts (%s)", (setup) => {
  it('puts its slices beside the parts, runs its middleware on every action and applies its enhancers', () => {
    const seen: string[] = [];
    const hostMiddleware: Middleware = () => (next) => (action) => {
      seen.push((action as { type: string }).type);
      return next(action);
    };
    const marked: StoreEnhancer<{ enhancedByHost: true }> = (createStore) => (reducer, preloaded) => ({ ...createStore(reducer, preloaded), enhancedByHost: true });
    const shop = createTestShop({ setup, slices: [cartSlice], middleware: [hostMiddleware], enhancers: [marked] });
    shop.store.dispatch(cartSlice.actions.itemAdded());
    expect(shop.store.getState()).toMatchObject({ cart: { items: 1 }, host: { page: 'home' }, shopPartsConfig: { site: 'DE' } });
    expect(seen).toContain(cartSlice.actions.itemAdded.type);
    expect(seen.some((type) => type.startsWith('shopParts/'))).toBe(true);
    expect(shop.store).toHaveProperty('enhancedByHost', true);
  });
});

describe("the root saga's task", () => {
  it.each(['store-setup', 'run-time'] as const)('runs from the start (%s); cancelling it stops the flows and keeps the api cache, unlike stop()', async (setup) => {
    useFakeClock();
    const shop = createTestShop({ setup });
    await jest.advanceTimersByTimeAsync(0);
    expect(shop.task.isRunning()).toBe(true);
    await shop.store.dispatch(shopPartsApi.endpoints.getFooterPromotion.initiate());
    shop.task.cancel();
    await jest.advanceTimersByTimeAsync(LOGIN_TOKEN_POLL_MS * 3);
    expect(polls(shop)).toEqual([0]);
    expect(shop.store.getState().shopPartsApi.queries['getFooterPromotion(undefined)']?.status).toBe('fulfilled');
    shop.stop();
    expect(shop.store.getState().shopPartsApi.queries).toEqual({});
  });

  it('is not there before the flows start, and says so', () => {
    const shop = createTestShop({ startSagas: false });
    expect(() => shop.task).toThrow(/have not started yet .*shop\.start\(\)/);
    shop.start();
    expect(shop.task.isRunning()).toBe(true);
  });

  it('leaves the clock guard quiet once cancelled: its last due time is not a late flow', async () => {
    useFakeClock();
    const error = jest.spyOn(console, 'error');
    const shop = createTestShop();
    await jest.advanceTimersByTimeAsync(0);
    shop.task.cancel();
    await jest.advanceTimersByTimeAsync(LOGIN_TOKEN_POLL_MS * 5);
    shop.store.dispatch(cartSlice.actions.itemAdded());
    expect(error).not.toHaveBeenCalled();
  });
});

describe('stopTestShops', () => {
  it('stops every shop still running, whichever its set-up', async () => {
    useFakeClock();
    const shops = [createTestShop(), createTestShop({ setup: 'run-time' })];
    await jest.advanceTimersByTimeAsync(LOGIN_TOKEN_POLL_MS);
    expect(shops.map(polls)).toEqual([[0, LOGIN_TOKEN_POLL_MS], [0, LOGIN_TOKEN_POLL_MS]]);
    stopTestShops();
    await jest.advanceTimersByTimeAsync(LOGIN_TOKEN_POLL_MS * 3);
    expect(shops.map(polls)).toEqual([[0, LOGIN_TOKEN_POLL_MS], [0, LOGIN_TOKEN_POLL_MS]]);
    expect(shops.map((shop) => shop.task.isRunning())).toEqual([false, false]);
  });
});

describe('the fakes-missing hint', () => {
  it('stays quiet on a network failure the test simulates (msw answers HttpResponse.error())', async () => {
    const error = jest.spyOn(console, 'error');
    server.use(http.get('*/service/*', () => HttpResponse.error()));
    const shop = createTestShop({ startSagas: false });
    const result = await shop.store.dispatch(shopPartsApi.endpoints.getFooterPromotion.initiate());
    expect(result.error).toMatchObject({ status: 'FETCH_ERROR' });
    expect(error).not.toHaveBeenCalled();
  });
});

describe('TestShopProvider', () => {
  it("gives a part the shop's store, its language's messages and the router's path; the test's own components see the shop's store as it is", async () => {
    const shop = createTestShop({ site: 'PL' });
    const [messages, content] = await Promise.all([loadShopPartsMessages(shop.parts), loadFooterContent('PL')]);
    function HostProbe() {
      return <p>{useStore() === shop.store ? 'the shop store' : 'another store'}</p>;
    }
    render(
      <TestShopProvider shop={shop} messages={messages} pathname="/koszyk">
        <HostProbe />
        <Footer content={content} />
      </TestShopProvider>,
    );
    const label = messages['footer.legal.label'];
    // The Polish catalogue's text, not react-intl's fallback to the message id or the German default.
    if (typeof label !== 'string') throw new Error('footer.legal.label: no Polish text');
    expect(label).not.toBe('Rechtliche Hinweise');
    expect(screen.getByRole('navigation', { name: label })).toBeInTheDocument();
    expect(pageSelectors.selectPathname(shop.store.getState())).toBe('/koszyk');
    expect(screen.getByText('the shop store')).toBeInTheDocument();
  });
});

