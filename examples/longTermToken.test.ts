// A host's test of the long-term token ("stay signed in"): renewed past its renewal time on the
// 3-minute schedule, also while the page has no login token yet. Runs as it is in Jest and Vitest.
import { setupServer } from 'msw/node';
import { selectLoginRenewal } from '@shop/shop-parts';
import {
  createServiceHandlers, createTestShop, encodeFakeToken, resetShopPartsTab, setTestCookie,
  LOGIN_CHECK_INTERVAL_MS, type TestShop,
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
  fakes = createServiceHandlers();
  server.resetHandlers(...fakes.handlers);
});
afterEach(() => {
  shop.stop();
  resetShopPartsTab();
  useRealClock();
});
afterAll(() => server.close());

const seconds = () => Math.floor(Date.now() / 1000);
const longTermRenewals = () => fakes.db.calls.filter((call) => call.endsWith('/longtermtoken/renew'));

it('renews a long-term token past its renewal time at once, then not again: the new one is due in 30 days', async () => {
  setTestCookie('LongTermToken', encodeFakeToken({ lid: 'C-1001', ren: seconds() - 1, exp: seconds() + 86_400 }));
  shop = createTestShop({ site: 'AT' });
  await advanceClock(0);
  expect(longTermRenewals()).toHaveLength(1);
  expect(selectLoginRenewal(shop.store.getState())).toMatchObject({ status: 'waitingForToken', lastLongTermOutcome: 'RENEWED' });
  await advanceClock(3 * LOGIN_CHECK_INTERVAL_MS);
  expect(longTermRenewals()).toHaveLength(1);
});

it('sends a long-term token that is not due nothing, and an expired one once', async () => {
  setTestCookie('LongTermToken', encodeFakeToken({ lid: 'C-1001', ren: seconds() + 3600, exp: seconds() + 86_400 }));
  shop = createTestShop({ site: 'AT' });
  await advanceClock(LOGIN_CHECK_INTERVAL_MS);
  expect(longTermRenewals()).toEqual([]);
  setTestCookie('LongTermToken', encodeFakeToken({ lid: 'C-1001', ren: seconds() - 100, exp: seconds() - 10 }));
  await advanceClock(3 * LOGIN_CHECK_INTERVAL_MS);
  expect(longTermRenewals()).toHaveLength(1);
  expect(selectLoginRenewal(shop.store.getState()).lastLongTermOutcome).toBe('EXPIRED');
});
