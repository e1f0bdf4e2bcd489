import { http, HttpResponse } from 'msw';
import { encodeFakeToken, nowInSeconds } from '../../../api/tokens';
import { selectLoginRenewal } from '../../../features/session';
import { INACTIVITY_LIMIT_MS, LOGIN_CHECK_INTERVAL_MS, LOGIN_TOKEN_POLL_MS } from '../../../sagas/loginRenewal';
import { createTestShop, hideTab, makeVisitorActive, resetShopPartsTab, showTab } from '../../../src/testing';
import { loginTokenExpiringIn, setCookie } from '../../support/cookies';
import { useFakeServices } from '../../support/fakeServices';
import { advance, pendingTimersOfOurs, useSagaTimers } from '../../support/sagaClock';

const fakes = useFakeServices();
useSagaTimers();

const renewCalls = () => fakes.db.calls.filter((call) => call.endsWith('/logintoken/renew'));
const longTermCalls = () => fakes.db.calls.filter((call) => call.endsWith('/longtermtoken/renew'));

/** Three minutes in which the visitor does something shortly before the next check. */
async function activeInterval() {
  await advance(LOGIN_CHECK_INTERVAL_MS - 1000);
  makeVisitorActive();
  await advance(1000);
}

// Each test's shops stop after it (useFakeServices); the tab is fresh again.
afterEach(() => resetShopPartsTab());

describe('customer login-token renewal', () => {
  it('is skipped on the smartphone and tablet app platforms', async () => {
    setCookie('LoginToken', loginTokenExpiringIn(60));
    const { store } = createTestShop({ appPlatform: true });
    await advance(LOGIN_CHECK_INTERVAL_MS * 3);
    expect(selectLoginRenewal(store.getState()).status).toBe('skipped');
    expect(renewCalls()).toEqual([]);
    expect(jest.getTimerCount()).toBe(0);
  });

  it.each([
    ['SMARTPHONE', undefined, 'skipped'],
    ['TABLET', undefined, 'skipped'],
    ['smartphone', undefined, 'skipped'],
    ['MATCH', undefined, 'scheduled'],
    ['CLASSIC', undefined, 'scheduled'],
    [null, undefined, 'scheduled'],
    ['SMARTPHONE', false, 'scheduled'],
    ['CLASSIC', true, 'skipped'],
  ] as const)('with <html data-platform=%p> and the host flag %p it is %s', async (platform, appPlatform, status) => {
    if (platform) document.documentElement.setAttribute('data-platform', platform);
    try {
      setCookie('LoginToken', loginTokenExpiringIn(3600));
      const { store } = createTestShop(appPlatform === undefined ? {} : { appPlatform });
      await advance(0);
      expect(selectLoginRenewal(store.getState()).status).toBe(status);
    } finally {
      document.documentElement.removeAttribute('data-platform');
    }
  });

  it('polls every 10 s for a login token until one appears', async () => {
    const { store } = createTestShop();
    await advance(0);
    expect(selectLoginRenewal(store.getState())).toMatchObject({ status: 'waitingForToken', nextCheckAt: Date.now() + LOGIN_TOKEN_POLL_MS });
    await advance(LOGIN_TOKEN_POLL_MS * 2);
    expect(selectLoginRenewal(store.getState()).lastCheckAt).toBeNull();
    setCookie('LoginToken', loginTokenExpiringIn(1800));
    await advance(LOGIN_TOKEN_POLL_MS - 1);
    expect(selectLoginRenewal(store.getState()).lastCheckAt).toBeNull();
    await advance(1);
    expect(selectLoginRenewal(store.getState())).toMatchObject({ status: 'scheduled', lastOutcome: 'NOT_DUE' });
  });

  it('checks at once and every 3 minutes, sending nothing while the token is fresh', async () => {
    setCookie('LoginToken', loginTokenExpiringIn(3600));
    const { store } = createTestShop();
    await advance(0);
    const first = selectLoginRenewal(store.getState());
    expect(first).toMatchObject({ status: 'scheduled', lastOutcome: 'NOT_DUE', nextCheckAt: Date.now() + LOGIN_CHECK_INTERVAL_MS });
    await advance(LOGIN_CHECK_INTERVAL_MS - 1000);
    makeVisitorActive();
    await advance(1000);
    expect(selectLoginRenewal(store.getState()).lastCheckAt).toBe(Date.now());
    expect(renewCalls()).toEqual([]);
  });

  it('renews a token that nears expiry, then stops until the visitor is active again', async () => {
    setCookie('LoginToken', loginTokenExpiringIn(600));
    const { store } = createTestShop();
    await advance(0);
    expect(renewCalls()).toHaveLength(0);
    // 600 s left: not due. Three minutes later 420 s, then 240 s: due (renewal starts 300 s before expiry).
    for (let check = 0; check < 2; check += 1) await activeInterval();
    expect(renewCalls()).toHaveLength(1);
    expect(selectLoginRenewal(store.getState())).toMatchObject({ status: 'stopped', lastOutcome: 'RENEWED', nextCheckAt: null });
    expect(await pendingTimersOfOurs()).toBe(0);
    await advance(LOGIN_CHECK_INTERVAL_MS * 5);
    expect(renewCalls()).toHaveLength(1);
    makeVisitorActive();
    await advance(0);
    expect(selectLoginRenewal(store.getState())).toMatchObject({ status: 'scheduled', lastOutcome: 'NOT_DUE' });
  });

  it('sends an expired token to renewal and stops on EXPIRED until the token changes', async () => {
    setCookie('LoginToken', loginTokenExpiringIn(-60));
    const { store } = createTestShop();
    await advance(0);
    expect(selectLoginRenewal(store.getState())).toMatchObject({ status: 'stopped', lastOutcome: 'EXPIRED' });
    makeVisitorActive();
    await advance(LOGIN_CHECK_INTERVAL_MS);
    expect(renewCalls()).toHaveLength(1);
    setCookie('LoginToken', loginTokenExpiringIn(1800));
    await advance(30000);
    makeVisitorActive();
    await advance(0);
    expect(selectLoginRenewal(store.getState())).toMatchObject({ status: 'scheduled', lastOutcome: 'NOT_DUE' });
  });

  it('stops on UNKNOWN', async () => {
    fakes.server.use(http.post('*/logintoken/renew', () => new HttpResponse(null, { status: 409 })));
    setCookie('LoginToken', loginTokenExpiringIn(60));
    const { store } = createTestShop();
    await advance(0);
    expect(selectLoginRenewal(store.getState())).toMatchObject({ status: 'stopped', lastOutcome: 'UNKNOWN' });
    expect(await pendingTimersOfOurs()).toBe(0);
  });

  it('keeps checking after a server error or a time-out', async () => {
    let answered = 0;
    fakes.server.use(
      http.post('*/logintoken/renew', () => {
        answered += 1;
        return new HttpResponse(null, { status: 500 });
      }),
    );
    setCookie('LoginToken', loginTokenExpiringIn(200));
    const { store } = createTestShop();
    await advance(0);
    expect(selectLoginRenewal(store.getState())).toMatchObject({ status: 'scheduled', lastOutcome: 'SERVER_ERROR' });
    fakes.server.use(
      http.post('*/logintoken/renew', () => {
        answered += 1;
        return new Promise<Response>(() => undefined);
      }),
    );
    await activeInterval();
    await advance(15000);
    expect(answered).toBe(2);
    expect(selectLoginRenewal(store.getState())).toMatchObject({ status: 'scheduled', lastOutcome: 'SERVER_ERROR' });
  });

  it('treats a garbage cookie as due and lets the server decide, without throwing', async () => {
    setCookie('LoginToken', 'garbage%%%');
    const { store, task } = createTestShop();
    await advance(0);
    expect(selectLoginRenewal(store.getState())).toMatchObject({ status: 'stopped', lastOutcome: 'EXPIRED' });
    expect(task.isRunning()).toBe(true);
  });

  it('stops every timer while the tab is hidden and checks at once when it shows again', async () => {
    setCookie('LoginToken', loginTokenExpiringIn(3600));
    const { store } = createTestShop();
    await advance(0);
    hideTab();
    await advance(0);
    expect(selectLoginRenewal(store.getState())).toMatchObject({ status: 'paused', pauseReason: 'hidden' });
    expect(await pendingTimersOfOurs()).toBe(0);
    const callsBefore = fakes.db.calls.length;
    await advance(10 * 60 * 1000);
    expect(fakes.db.calls.length).toBe(callsBefore);
    showTab();
    await advance(0);
    expect(selectLoginRenewal(store.getState())).toMatchObject({ status: 'scheduled', lastCheckAt: Date.now() });
  });

  it('also stops the token poll while hidden', async () => {
    hideTab();
    const { store } = createTestShop();
    await advance(0);
    expect(selectLoginRenewal(store.getState()).status).toBe('paused');
    expect(await pendingTimersOfOurs()).toBe(0);
  });

  it('pauses when the user is inactive for a check interval and resumes on activity', async () => {
    setCookie('LoginToken', loginTokenExpiringIn(3600));
    const { store } = createTestShop();
    await advance(0);
    await advance(INACTIVITY_LIMIT_MS + 1);
    expect(selectLoginRenewal(store.getState())).toMatchObject({ status: 'paused', pauseReason: 'inactive' });
    expect(await pendingTimersOfOurs()).toBe(0);
    makeVisitorActive();
    await advance(0);
    expect(selectLoginRenewal(store.getState())).toMatchObject({ status: 'scheduled', lastCheckAt: Date.now() });
  });

  it('renews a long-term token past its renewal time or without a login id, not otherwise', async () => {
    const now = nowInSeconds();
    setCookie('LoginToken', loginTokenExpiringIn(3600));
    setCookie('LongTermToken', encodeFakeToken({ exp: now + 86400, ren: now + 3600, lid: 'C-1001' }));
    const first = createTestShop();
    await advance(0);
    expect(longTermCalls()).toHaveLength(0);
    first.task.cancel();

    setCookie('LongTermToken', encodeFakeToken({ exp: now + 86400, ren: now - 1, lid: 'C-1001' }));
    const second = createTestShop();
    await advance(0);
    expect(longTermCalls()).toHaveLength(1);
    expect(selectLoginRenewal(second.store.getState())).toMatchObject({ lastOutcome: 'NOT_DUE', lastLongTermOutcome: 'RENEWED' });
    second.task.cancel();

    setCookie('LongTermToken', encodeFakeToken({ exp: now + 86400, ren: now + 3600 }));
    createTestShop();
    await advance(0);
    expect(longTermCalls()).toHaveLength(2);
  });
});

describe('a long-term token without a login token', () => {
  it('is renewed when due while the flow polls for a login token', async () => {
    const now = nowInSeconds();
    setCookie('LongTermToken', encodeFakeToken({ exp: now + 86400, ren: now - 1, lid: 'C-1001' }));
    const { store } = createTestShop();
    await advance(0);
    expect(longTermCalls()).toHaveLength(1);
    expect(selectLoginRenewal(store.getState())).toMatchObject({ status: 'waitingForToken', lastLongTermOutcome: 'RENEWED' });
    // The renewed token is not due: later checks send nothing.
    await activeInterval();
    await activeInterval();
    expect(longTermCalls()).toHaveLength(1);
  });

  it('is checked on the 3-minute schedule after a transient server error, and not again after expired', async () => {
    const now = nowInSeconds();
    setCookie('LongTermToken', encodeFakeToken({ exp: now + 86400, ren: now - 1, lid: 'C-1001' }));
    let failedOnce = 0;
    fakes.server.use(http.post('*/longtermtoken/renew', () => ((failedOnce += 1), new HttpResponse(null, { status: 500 })), { once: true }));
    const sent = () => failedOnce + longTermCalls().length;
    const { store } = createTestShop();
    await advance(0);
    expect(sent()).toBe(1);
    expect(selectLoginRenewal(store.getState()).lastLongTermOutcome).toBe('SERVER_ERROR');
    await advance(LOGIN_TOKEN_POLL_MS * 3);
    expect(sent()).toBe(1);
    await activeInterval();
    expect(sent()).toBe(2);
    expect(selectLoginRenewal(store.getState()).lastLongTermOutcome).toBe('RENEWED');

    setCookie('LongTermToken', encodeFakeToken({ exp: now - 10, ren: now - 100, lid: 'C-1001' }));
    await activeInterval();
    expect(sent()).toBe(3);
    expect(selectLoginRenewal(store.getState()).lastLongTermOutcome).toBe('EXPIRED');
    await activeInterval();
    await activeInterval();
    expect(sent()).toBe(3);
  });
});

describe('cancellation', () => {
  it('leaves no timer and no listener behind when the root saga is cancelled (eject)', async () => {
    const added = jest.spyOn(window, 'addEventListener');
    const removed = jest.spyOn(window, 'removeEventListener');
    const { task } = createTestShop();
    await advance(0);
    expect(jest.getTimerCount()).toBeGreaterThan(0);
    task.cancel();
    expect(await pendingTimersOfOurs()).toBe(0);
    const addedTypes = added.mock.calls.map(([type]) => type).sort();
    const removedTypes = removed.mock.calls.map(([type]) => type).sort();
    expect(addedTypes.length).toBeGreaterThan(0);
    expect(removedTypes).toEqual(addedTypes);
    added.mockRestore();
    removed.mockRestore();
  });
});

describe('two tabs', () => {
  type Locks = { request(name: string, options: { signal?: AbortSignal }, callback: () => Promise<void>): Promise<void> };
  /**
   * A Web Locks stand-in shared by both "tabs", with the signature the parts call
   * (`request(name, { signal }, callback)`): one holder at a time, queued in order; an aborted
   * request still waiting leaves the queue with an AbortError, as in browsers.
   */
  function installLocks(): () => void {
    let tail = Promise.resolve();
    const locks: Locks = {
      request(_name, { signal }, callback) {
        const run = tail.then(() => {
          if (signal?.aborted) throw new DOMException('The request was aborted.', 'AbortError');
          return callback();
        });
        tail = run.catch(() => undefined);
        return run;
      },
    };
    Object.defineProperty(navigator, 'locks', { configurable: true, value: locks });
    return () => Reflect.deleteProperty(navigator, 'locks');
  }

  it('renews once when two tabs of the same customer check at the same time', async () => {
    const uninstall = installLocks();
    try {
      setCookie('LoginToken', loginTokenExpiringIn(120));
      const tabA = createTestShop();
      const tabB = createTestShop();
      await advance(0);
      await advance(0);
      expect(renewCalls()).toHaveLength(1);
      const outcomes = [tabA, tabB].map(({ store }) => selectLoginRenewal(store.getState()).lastOutcome).sort();
      expect(outcomes).toEqual(['NOT_DUE', 'RENEWED']);
    } finally {
      // Gone even when an expectation fails: the next test runs without the Web Locks API.
      uninstall();
    }
  });

  it('without the Web Locks API each tab renews on its own, and nothing breaks', async () => {
    setCookie('LoginToken', loginTokenExpiringIn(120));
    createTestShop();
    createTestShop();
    await advance(0);
    expect(renewCalls().length).toBeGreaterThanOrEqual(1);
  });
});
