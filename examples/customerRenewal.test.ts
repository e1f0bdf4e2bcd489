// A host's test of the customer login renewal: its store with the parts, the package's fakes in
// Node, and the test runner's fake clock (./clock). Runs as it is in Jest and in Vitest.
import { setupServer } from 'msw/node';
import { selectLoginRenewal } from '@shop/shop-parts';
import {
  createServiceHandlers, createTestShop, hideTab, makeVisitorActive, resetShopPartsTab, showTab, signInCustomer,
  LOGIN_CHECK_INTERVAL_MS, LOGIN_TOKEN_POLL_MS, type TestShop,
} from '@shop/shop-parts/testing';
import { advanceClock, useFakeClock, useRealClock } from './clock';

const server = setupServer();
let fakes = createServiceHandlers();
let shop: TestShop;

// A call no fake answers fails the test. Not listen()'s option: msw 2 names it onUnhandledRequest,
// msw 3 onUnhandledFrame, and each ignores the other's; this event is the same in both.
const unanswered: string[] = [];
server.events.on('request:unhandled', ({ request }) => void unanswered.push(`${request.method} ${request.url}`));
beforeAll(() => server.listen());
afterEach(() => expect(unanswered.splice(0)).toEqual([]));
beforeEach(() => {
  useFakeClock();
  fakes = createServiceHandlers(); // a fresh fake backend per test; its Set-Cookie answers reach document.cookie
  server.resetHandlers(...fakes.handlers);
});
afterEach(() => {
  shop.stop();
  resetShopPartsTab(); // cookies, visibility and the per-tab schedule back to a fresh tab
  useRealClock();
});
afterAll(() => server.close());

// When each token check ran, and when the next look for a token was due, in ms since the shop was made.
const checks = () => shop.timesOf((state) => selectLoginRenewal(state).lastCheckAt);
const nextLooks = () => shop.timesOf((state) => selectLoginRenewal(state).nextCheckAt);
const renewals = () => fakes.db.calls.filter((call) => call.endsWith('/logintoken/renew'));

/** Three minutes in which the visitor does something shortly before the next check. */
async function activeMinutes(intervals: number) {
  for (let i = 0; i < intervals; i += 1) {
    await advanceClock(LOGIN_CHECK_INTERVAL_MS - 1000);
    makeVisitorActive();
    await advanceClock(1000);
  }
}

it('polls every 10 s for a login token, and checks the token at once when it appears', async () => {
  shop = createTestShop({ site: 'DE' });
  await advanceClock(35_000);
  expect(nextLooks()).toEqual([10_000, 20_000, 30_000, 40_000]); // a look every 10 s, each setting the next
  signInCustomer(3600);
  await advanceClock(LOGIN_TOKEN_POLL_MS);
  expect(checks()).toEqual([40_000]);
});

it('checks every 3 minutes while the tab is visible and the visitor active, sending nothing for a fresh token', async () => {
  signInCustomer(3600);
  shop = createTestShop({ site: 'DE' });
  await activeMinutes(3);
  expect(checks()).toEqual([0, 1, 2, 3].map((n) => n * LOGIN_CHECK_INTERVAL_MS));
  expect(renewals()).toEqual([]);
});

it('pauses when the visitor has done nothing for 3 minutes, and checks again at their next move', async () => {
  signInCustomer(3600);
  shop = createTestShop({ site: 'DE' });
  await advanceClock(2 * LOGIN_CHECK_INTERVAL_MS);
  expect(selectLoginRenewal(shop.store.getState())).toMatchObject({ status: 'paused', pauseReason: 'inactive' });
  expect(checks()).toEqual([0]);
  makeVisitorActive();
  await advanceClock(0);
  expect(checks()).toEqual([0, 2 * LOGIN_CHECK_INTERVAL_MS]);
});

it('stops every timer while the tab is hidden, and checks at once when it shows again', async () => {
  signInCustomer(3600);
  shop = createTestShop({ site: 'DE' });
  await advanceClock(60_000);
  hideTab();
  await advanceClock(30 * 60_000);
  expect(checks()).toEqual([0]);
  expect(selectLoginRenewal(shop.store.getState())).toMatchObject({ status: 'paused', pauseReason: 'hidden' });
  showTab();
  await advanceClock(0);
  expect(checks()).toEqual([0, 31 * 60_000]);
});

it('renews a token within 5 minutes of expiry once; RENEWED stops the timer until the visitor is active again', async () => {
  signInCustomer(240);
  shop = createTestShop({ site: 'DE' });
  await advanceClock(0);
  expect(renewals()).toHaveLength(1);
  expect(selectLoginRenewal(shop.store.getState())).toMatchObject({ status: 'stopped', lastOutcome: 'RENEWED' });
  await advanceClock(5 * LOGIN_CHECK_INTERVAL_MS);
  expect(checks()).toEqual([0]);
  makeVisitorActive(); // the renewed cookie (30 minutes) is not due: the check sends nothing
  await advanceClock(0);
  expect(selectLoginRenewal(shop.store.getState())).toMatchObject({ status: 'scheduled', lastOutcome: 'NOT_DUE' });
  expect(renewals()).toHaveLength(1);
});

it('stops on EXPIRED and stays stopped for that token, whatever the visitor does', async () => {
  signInCustomer(-60);
  shop = createTestShop({ site: 'DE' });
  await advanceClock(0);
  expect(selectLoginRenewal(shop.store.getState())).toMatchObject({ status: 'stopped', lastOutcome: 'EXPIRED' });
  await activeMinutes(3);
  expect(renewals()).toHaveLength(1);
});
