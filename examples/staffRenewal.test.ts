// A host's test of the staff login renewal behind the preview panel: at once when a staff member is
// on the preview route, then every 5 minutes, paused while the tab is hidden, over when the staff
// member leaves the route. No component is needed: the store drives it. Runs as it is in Jest and in Vitest.
import { setupServer } from 'msw/node';
import { routeChanged, selectPanelShown, selectPreviewSession } from '@shop/shop-parts';
import {
  createServiceHandlers, createTestShop, hideTab, resetShopPartsTab, showTab, signInStaff,
  PREVIEW_RENEWAL_INTERVAL_MS, type TestShop,
} from '@shop/shop-parts/testing';
import { advanceClock, untilAnswered, useFakeClock, useRealClock } from './clock';

const server = setupServer();
let fakes = createServiceHandlers();
let shop: TestShop;

// A call no fake answers fails the test. Not listen()'s option: msw 2 names it onUnhandledRequest,
// msw 3 onUnhandledFrame, and each ignores the other's; this event is the same in both.
const unanswered: string[] = [];
server.events.on('request:unhandled', ({ request }) => void unanswered.push(`${request.method} ${request.url}`));
beforeAll(() => server.listen());
afterEach(() => expect(unanswered.splice(0)).toEqual([]));
beforeEach(async () => {
  useFakeClock();
  fakes = createServiceHandlers();
  server.resetHandlers(...fakes.handlers);
  signInStaff();
  // A staff member opens the preview route ('/preview' unless previewRoute says otherwise). The app
  // platform leaves customer renewal to the app, so only the staff flow runs here.
  shop = createTestShop({ site: 'CH', appPlatform: true, setup: 'run-time', path: '/preview' });
  // checkauth's answer shows the panel, which renews at once: both answers in before the clock moves.
  await untilAnswered(() => renewals().length === 1);
});
afterEach(() => {
  shop.stop();
  resetShopPartsTab(); // also back on '/' and the tab's renewal schedule forgotten: the next test renews at once again
  useRealClock();
});
afterAll(() => server.close());

// When each renewal was sent (the state's `lastRenewalAt`), in ms since the shop was made. Not when its
// answer came: under msw 3 the answer takes more turns of Node's event loop, and the fake clock may move on meanwhile.
const renewals = () => shop.timesOf((state) => selectPreviewSession(state).lastRenewalAt);
const minutes = (...values: number[]) => values.map((value) => value * 60_000);

it('renews at once when the preview panel shows, then every 5 minutes', async () => {
  expect(PREVIEW_RENEWAL_INTERVAL_MS).toBe(5 * 60_000);
  await advanceClock(16 * 60_000);
  expect(selectPanelShown(shop.store.getState())).toBe(true); // checkauth answered SUCCESS
  expect(renewals()).toEqual(minutes(0, 5, 10, 15));
  expect(fakes.db.calls.filter((call) => call.endsWith('/auth/login/renew'))).toHaveLength(4);
});

it('pauses while the tab is hidden and renews at once when it shows again after the interval', async () => {
  await advanceClock(60_000);
  hideTab();
  await advanceClock(20 * 60_000);
  showTab();
  await advanceClock(0);
  expect(renewals()).toEqual(minutes(0, 21));
});

it('stops when the staff member leaves the preview route', async () => {
  await advanceClock(60_000);
  shop.store.dispatch(routeChanged('/')); // what ShopPartsProvider's pathname does on a client-side navigation
  await advanceClock(20 * 60_000);
  expect(selectPanelShown(shop.store.getState())).toBe(false);
  expect(renewals()).toEqual(minutes(0));
});
