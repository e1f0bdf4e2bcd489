import type { EventChannel, SagaIterator } from 'redux-saga';
import { call, delay, put, race, select, take } from 'redux-saga/effects';
import { cookieNames, type TokenRenewalOutcome } from '../api';
import { isAppPlatform, pageSelectors, readTokenCookie, selectShopPartsSettings, type PageState } from '../config';
import { sessionActions } from '../features/session';
import { createPageEventsChannel, isPageHidden, type PageEvent } from './pageEvents';
import { checkTokens } from './tokenChecks';

/** docs/behaviour.md, "Constants and limits": a check every 3 minutes; a poll for a login token every 10 seconds. */
export const LOGIN_CHECK_INTERVAL_MS = 3 * 60 * 1000;
export const LOGIN_TOKEN_POLL_MS = 10 * 1000;
/** Without activity for this long the user counts as inactive and the checks pause (docs/behaviour.md: 3 minutes, like the check). */
export const INACTIVITY_LIMIT_MS = 3 * 60 * 1000;

/** After these outcomes the check timer stops (docs/behaviour.md, "Sessions"). */
const STOPPING_OUTCOMES: readonly TokenRenewalOutcome[] = ['RENEWED', 'UNKNOWN', 'EXPIRED'];

/** Waits for an event of one of the given kinds; other events are consumed and ignored. */
function* waitForEvent(channel: EventChannel<PageEvent>, kinds: PageEvent['kind'][]) {
  for (;;) {
    const event: PageEvent = yield take(channel);
    if (kinds.includes(event.kind)) return event;
  }
}

/** The host's `appPlatform` when it set one, else the page's `<html data-platform>` as the page observer read it (SMARTPHONE, TABLET). */
function runsInApp(appPlatform: boolean | null, page: PageState): boolean {
  return appPlatform ?? isAppPlatform(page.platformAttribute ?? 'CLASSIC');
}

/**
 * The customer login-token renewal (docs/behaviour.md, "Sessions"). While the tab is visible and the user active,
 * a check every 3 minutes renews expired or near-expiry tokens; without a token it polls every
 * 10 s; a hidden tab stops every timer. After renewed, unknown or expired the timer stops until
 * the visitor is active again (for unknown and expired: with a different token).
 */
export function* loginRenewalFlow(): SagaIterator<void> {
  const { appPlatform }: ReturnType<typeof selectShopPartsSettings> = yield select(selectShopPartsSettings);
  // The root saga reads the page before it starts the flows (sagas/rootSaga.ts).
  const page: PageState = yield select(pageSelectors.selectPage);
  if (runsInApp(appPlatform, page)) {
    yield put(sessionActions.renewalSkipped());
    return;
  }
  const channel: EventChannel<PageEvent> = yield call(createPageEventsChannel);
  let lastActivityAt = Date.now();
  // A long-term token without a login token is checked on the 3-minute schedule while the flow
  // polls for a login token. After unknown or expired that token is not sent again; after renewed
  // the new token is not due for a month, so checks cost no call.
  let nextLongTermCheckAt = Date.now();
  let settledLongTermToken: string | undefined;
  try {
    for (;;) {
      if (isPageHidden()) {
        yield put(sessionActions.loginRenewalPaused({ reason: 'hidden' }));
        yield call(waitForEvent, channel, ['visible']);
        lastActivityAt = Date.now();
        continue;
      }
      if (readTokenCookie(cookieNames.loginToken) === undefined) {
        const longTermToken = readTokenCookie(cookieNames.longTermToken);
        if (longTermToken !== undefined && longTermToken !== settledLongTermToken && Date.now() >= nextLongTermCheckAt) {
          const { longTermOutcome }: { longTermOutcome: TokenRenewalOutcome | null } = yield call(checkTokens);
          yield put(sessionActions.loginTokenChecked({ outcome: 'NOT_DUE', longTermOutcome, at: Date.now() }));
          nextLongTermCheckAt = Date.now() + LOGIN_CHECK_INTERVAL_MS;
          if (longTermOutcome === 'UNKNOWN' || longTermOutcome === 'EXPIRED') settledLongTermToken = longTermToken;
        }
        yield put(sessionActions.waitingForLoginToken({ nextCheckAt: Date.now() + LOGIN_TOKEN_POLL_MS }));
        const { event } = yield race({ tick: delay(LOGIN_TOKEN_POLL_MS), event: take(channel) });
        if (event && (event as PageEvent).kind === 'activity') lastActivityAt = Date.now();
        continue;
      }

      const checkedToken = readTokenCookie(cookieNames.loginToken);
      const { outcome, longTermOutcome }: { outcome: TokenRenewalOutcome; longTermOutcome: TokenRenewalOutcome | null } =
        yield call(checkTokens);
      yield put(sessionActions.loginTokenChecked({ outcome, longTermOutcome, at: Date.now() }));

      if (STOPPING_OUTCOMES.includes(outcome)) {
        yield put(sessionActions.loginRenewalStopped());
        for (;;) {
          const event: PageEvent = yield call(waitForEvent, channel, ['activity', 'visible']);
          lastActivityAt = Date.now();
          if (event && (outcome === 'RENEWED' || readTokenCookie(cookieNames.loginToken) !== checkedToken)) break;
        }
        continue;
      }

      // Wait for the next check; activity keeps the user "active", hiding the tab stops the timer.
      const nextCheckAt = Date.now() + LOGIN_CHECK_INTERVAL_MS;
      yield put(sessionActions.loginCheckScheduled({ nextCheckAt }));
      let hidden = false;
      for (;;) {
        const { event } = yield race({ tick: delay(Math.max(0, nextCheckAt - Date.now())), event: take(channel) });
        if (!event) break;
        if ((event as PageEvent).kind === 'activity') lastActivityAt = Date.now();
        if ((event as PageEvent).kind === 'hidden') {
          hidden = true;
          break;
        }
      }
      if (hidden) continue;
      if (Date.now() - lastActivityAt >= INACTIVITY_LIMIT_MS) {
        yield put(sessionActions.loginRenewalPaused({ reason: 'inactive' }));
        const event: PageEvent = yield call(waitForEvent, channel, ['activity', 'hidden']);
        if (event.kind === 'activity') lastActivityAt = Date.now();
      }
    }
  } finally {
    channel.close();
  }
}
