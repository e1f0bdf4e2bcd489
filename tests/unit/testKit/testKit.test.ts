import { setupServer } from 'msw/node';
import { routeChanged, selectLoginRenewal, selectPanelShown, selectPreviewSession } from '../../../src/index';
import { shopPartsApi } from '../../../api';
import { sessionActions } from '../../../features/session';
import {
  createServiceHandlers, createTestShop, hideTab, LOGIN_TOKEN_POLL_MS, PREVIEW_RENEWAL_INTERVAL_MS, resetShopPartsTab, showTab, signInCustomer, signInStaff,
  type TestShop,
} from '../../../src/testing';

const server = setupServer();
let fakes = createServiceHandlers();
let shop: TestShop | undefined;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  fakes = createServiceHandlers();
  server.resetHandlers(...fakes.handlers);
});
afterEach(() => {
  shop?.stop();
  shop = undefined;
  resetShopPartsTab();
  jest.useRealTimers();
});
afterAll(() => server.close());

/** When the flow looked for a login token, in ms since the shop was made (the recorded actions). */
const polls = (shop: TestShop) => shop.actions.filter((action) => sessionActions.waitingForLoginToken.match(action)).map((action) => action.at - shop.startedAt);

describe('the test kit\'s host store', () => {
  it.each(['store-setup', 'run-time'] as const)('holds the parts with their flows running when set up %s', async (setup) => {
    shop = createTestShop({ site: 'HU', setup });
    await jest.advanceTimersByTimeAsync(0);
    const state = shop.store.getState();
    expect(state).toMatchObject({ host: { page: 'home' }, shopPartsConfig: { site: 'HU' } });
    expect(selectLoginRenewal(state).status).toBe('waitingForToken');
    shop.stop();
    await jest.advanceTimersByTimeAsync(LOGIN_TOKEN_POLL_MS * 3);
    expect(polls(shop)).toEqual([0]);
  });

  it('starts the flows only when asked, with startSagas: false', async () => {
    shop = createTestShop({ startSagas: false });
    await jest.advanceTimersByTimeAsync(LOGIN_TOKEN_POLL_MS);
    expect(polls(shop)).toEqual([]);
    shop.start();
    await jest.advanceTimersByTimeAsync(0);
    expect(polls(shop)).toEqual([LOGIN_TOKEN_POLL_MS]);
  });

  it('records every action with the fake clock\'s time', async () => {
    shop = createTestShop();
    await jest.advanceTimersByTimeAsync(25_000);
    expect(shop.actions.map((action) => action.type)).toContain(sessionActions.waitingForLoginToken.type);
    expect(polls(shop)).toEqual([0, 10_000, 20_000]);
  });
});

describe('misuse gets a clear message', () => {
  it('says once that the clock was moved on synchronously, when a flow runs late', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    shop = createTestShop();
    await jest.advanceTimersByTimeAsync(0);
    jest.advanceTimersByTime(35_000);
    await jest.advanceTimersByTimeAsync(LOGIN_TOKEN_POLL_MS * 2);
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toMatch(/login renewal timer was due .* 25000 ms late: .*advanceTimersByTimeAsync/);
  });

  it('says nothing when the clock is advanced asynchronously, however far', async () => {
    const error = jest.spyOn(console, 'error');
    signInCustomer(3600);
    shop = createTestShop();
    await jest.advanceTimersByTimeAsync(4 * 60 * 60_000);
    expect(error).not.toHaveBeenCalled();
  });

  it('says the fakes are not started when a call gets no answer', async () => {
    server.close();
    try {
      const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      jest.useRealTimers();
      shop = createTestShop({ startSagas: false });
      const result = await shop.store.dispatch(shopPartsApi.endpoints.getFooterPromotion.initiate());
      expect(result.isError).toBe(true);
      expect(error).toHaveBeenCalledTimes(1);
      expect(String(error.mock.calls[0]?.[0])).toMatch(/got no answer .*Are the fakes started\?/);
    } finally {
      server.listen({ onUnhandledRequest: 'error' });
    }
  });
});

describe('the tab', () => {
  it('hides and shows the page as the flows see it', () => {
    hideTab();
    expect([document.visibilityState, document.hidden]).toEqual(['hidden', true]);
    showTab();
    expect([document.visibilityState, document.hidden]).toEqual(['visible', false]);
  });

  it('gets the fakes\' cookies without any set-up: a renewal writes the new token to document.cookie', async () => {
    const old = signInCustomer(60);
    shop = createTestShop();
    await jest.advanceTimersByTimeAsync(0);
    expect(fakes.db.calls).toContain('POST /service/login/api/v1/logintoken/renew');
    expect(document.cookie).toMatch(/LoginToken=/);
    expect(document.cookie).not.toContain(old);
  });

  it('is fresh again after resetShopPartsTab: no cookies, visible, back on \'/\', and the staff schedule forgotten', async () => {
    signInStaff();
    shop = createTestShop({ appPlatform: true, path: '/preview' });
    await jest.advanceTimersByTimeAsync(60_000);
    expect(shop.timesOf((state) => selectPreviewSession(state).lastRenewalAt)).toEqual([0]);
    shop.stop();
    hideTab();
    // A cookie without a name (a page's stray `document.cookie = 'x'`) goes too.
    document.cookie = 'stray; Path=/';
    resetShopPartsTab();
    expect(document.cookie).toBe('');
    expect(document.visibilityState).not.toBe('hidden');
    expect(window.location.pathname).toBe('/');

    signInStaff();
    shop = createTestShop({ appPlatform: true, path: '/preview' });
    await jest.advanceTimersByTimeAsync(0);
    // Without the reset this tab renewed a minute ago, and the next renewal would wait 4 more minutes.
    expect(shop.timesOf((state) => selectPreviewSession(state).lastRenewalAt)).toEqual([0]);
    expect(PREVIEW_RENEWAL_INTERVAL_MS).toBe(300_000);
  });
});

describe('the page\'s path (createTestShop\'s path)', () => {
  it.each(['store-setup', 'run-time'] as const)('puts a signed-in staff member on the preview route before the flows read the page (%s): the panel shows and the renewal runs', async (setup) => {
    signInStaff();
    shop = createTestShop({ appPlatform: true, setup, path: '/preview' });
    expect(window.location.pathname).toBe('/preview');
    await jest.advanceTimersByTimeAsync(0);
    expect(selectPanelShown(shop.store.getState())).toBe(true);
    expect(selectPreviewSession(shop.store.getState()).status).toBe('active');
    expect(fakes.db.calls.filter((call) => call.endsWith('/auth/checkauth'))).toHaveLength(1);
    expect(shop.timesOf((state) => selectPreviewSession(state).lastRenewalAt)).toEqual([0]);
  });

  it('follows the configured preview route, and leaving it ends the staff session', async () => {
    signInStaff();
    shop = createTestShop({ appPlatform: true, previewRoute: '/vorschau', path: '/vorschau' });
    await jest.advanceTimersByTimeAsync(0);
    expect(selectPreviewSession(shop.store.getState()).status).toBe('active');
    shop.store.dispatch(routeChanged('/'));
    expect(selectPanelShown(shop.store.getState())).toBe(false);
    expect(selectPreviewSession(shop.store.getState()).status).toBe('inactive');
    await jest.advanceTimersByTimeAsync(PREVIEW_RENEWAL_INTERVAL_MS * 2);
    expect(shop.timesOf((state) => selectPreviewSession(state).lastRenewalAt)).toEqual([0]);
  });

  it('without it the tab stays where it is: a staff member on \'/\' gets no panel and no renewal', async () => {
    signInStaff();
    shop = createTestShop({ appPlatform: true });
    await jest.advanceTimersByTimeAsync(PREVIEW_RENEWAL_INTERVAL_MS);
    expect(window.location.pathname).toBe('/');
    expect(selectPanelShown(shop.store.getState())).toBe(false);
    expect(fakes.db.calls.filter((call) => call.endsWith('/auth/checkauth'))).toEqual([]);
    expect(shop.timesOf((state) => selectPreviewSession(state).lastRenewalAt)).toEqual([]);
  });
});
