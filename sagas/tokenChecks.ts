import type { SagaIterator } from 'redux-saga';
import { call } from 'redux-saga/effects';
import { cookieNames, decodeTokenClaims, NEAR_EXPIRY_SECONDS, nowInSeconds, shopPartsApi, type TokenRenewalOutcome } from '../api';
import { readTokenCookie } from '../config';
import { dispatchThunk } from './dispatchThunk';
import { acquireRenewalLock } from './renewalLock';

/**
 * The token checks of the login renewal (sagas/loginRenewal.ts). They load with the flow, not at
 * the first check: a host's Vitest suite with fake timers expects the check at the moment a token
 * appears, and an `import()` there resolves only after real module loading, so the check would
 * come late (see docs/decisions/2026-11-29-mechanisms-and-their-tests.md).
 */

/** What one check did: the login token's outcome, and the long-term token's when it was due. */
export interface TokenCheck {
  outcome: TokenRenewalOutcome;
  longTermOutcome: TokenRenewalOutcome | null;
}

function* renewThroughApi(endpoint: 'renewLoginToken' | 'renewLongTermToken') {
  const request: { unwrap(): Promise<TokenRenewalOutcome> } | null = yield call(dispatchThunk, shopPartsApi.endpoints[endpoint].initiate(undefined, {
    // One entry per renewal kind in the api state instead of one per call.
    fixedCacheKey: endpoint,
  }));
  // Not sent (a saga test tool's dispatch): as a network failure, the next check tries again.
  if (!request) return 'SERVER_ERROR';
  const outcome: TokenRenewalOutcome = yield call([request, request.unwrap]);
  return outcome;
}

/** A login token is due when it is expired or within NEAR_EXPIRY_SECONDS of expiry, or unreadable. */
export function isLoginTokenDue(token: string, nowSeconds: number): boolean {
  const exp = decodeTokenClaims(token)?.exp;
  return exp === undefined || exp - nowSeconds <= NEAR_EXPIRY_SECONDS;
}

/** A long-term token is due past its renewal time or without a login id. */
export function isLongTermTokenDue(token: string, nowSeconds: number): boolean {
  const claims = decodeTokenClaims(token);
  if (!claims) return false;
  return !claims.lid || (claims.ren !== undefined && claims.ren < nowSeconds);
}

/** One check: renew what is due, holding the cross-tab lock while doing so. */
export function* checkTokens(): SagaIterator<TokenCheck> {
  const loginToken = readTokenCookie(cookieNames.loginToken);
  const longTermToken = readTokenCookie(cookieNames.longTermToken);
  const loginDue = loginToken !== undefined && isLoginTokenDue(loginToken, nowInSeconds());
  const longTermDue = longTermToken !== undefined && isLongTermTokenDue(longTermToken, nowInSeconds());
  if (!loginDue && !longTermDue) return { outcome: 'NOT_DUE', longTermOutcome: null };

  const release: () => void = yield call(acquireRenewalLock);
  try {
    // Another tab may have renewed while this one waited for the lock: read the cookies again.
    const freshLogin = readTokenCookie(cookieNames.loginToken);
    const freshLongTerm = readTokenCookie(cookieNames.longTermToken);
    let outcome: TokenRenewalOutcome = 'NOT_DUE';
    let longTermOutcome: TokenRenewalOutcome | null = null;
    if (freshLogin !== undefined && isLoginTokenDue(freshLogin, nowInSeconds())) {
      outcome = yield call(renewThroughApi, 'renewLoginToken');
    }
    if (freshLongTerm !== undefined && isLongTermTokenDue(freshLongTerm, nowInSeconds())) {
      longTermOutcome = yield call(renewThroughApi, 'renewLongTermToken');
    }
    return { outcome, longTermOutcome };
  } finally {
    release();
  }
}

