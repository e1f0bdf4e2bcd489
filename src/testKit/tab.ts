/**
 * The browser tab as a host's test drives it (jsdom, or a real browser): its visibility, the
 * visitor's activity, its cookies and what the parts keep per tab. Each function says what the
 * parts' flows see; docs in README, "Testing your shop with the parts".
 */
import { cookieNames, encodeFakeToken, nowInSeconds } from '../../api';
import { forgetPreviewRenewal } from '../../sagas/previewRenewalSchedule';

function requireDocument(helper: string): Document {
  if (typeof document === 'undefined') {
    throw new Error(`[shop-parts/testing] ${helper}() needs a DOM: run the test in a jsdom environment (Jest: testEnvironment 'jest-fixed-jsdom'; Vitest: environment 'jsdom').`);
  }
  return document;
}

function setVisibility(state: 'visible' | 'hidden'): void {
  const page = requireDocument(state === 'hidden' ? 'hideTab' : 'showTab');
  Object.defineProperty(page, 'visibilityState', { configurable: true, get: () => state });
  Object.defineProperty(page, 'hidden', { configurable: true, get: () => state === 'hidden' });
  page.dispatchEvent(new Event('visibilitychange'));
}

/** The visitor switches to another tab: every renewal timer of the parts stops. */
export function hideTab(): void {
  setVisibility('hidden');
}

/** The visitor comes back: the flows start again (a due check or renewal runs at once). */
export function showTab(): void {
  setVisibility('visible');
}

/**
 * The visitor does something (a key press; pointerdown, scroll and touchstart count too). The
 * flows take at most one activity per ACTIVITY_THROTTLE_MS (30 s), the first at once; a visitor
 * who does nothing for INACTIVITY_LIMIT_MS (3 minutes) counts as inactive and the checks pause.
 */
export function makeVisitorActive(): void {
  requireDocument('makeVisitorActive');
  window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Shift' }));
}

/** Sets a cookie on the page, as a server's Set-Cookie would (path /). */
export function setTestCookie(name: string, value: string): void {
  requireDocument('setTestCookie').cookie = `${name}=${value}; Path=/`;
}

/**
 * A LoginToken cookie for the fakes' customer (`FAKE_CUSTOMER`, login id C-1001) that expires in
 * `expiresInSeconds` on the current (fake) clock. Renewal starts 300 s before expiry.
 */
export function signInCustomer(expiresInSeconds = 30 * 60, loginId = 'C-1001'): string {
  const token = encodeFakeToken({ exp: nowInSeconds() + expiresInSeconds, lid: loginId });
  setTestCookie(cookieNames.loginToken, token);
  return token;
}

/**
 * A staff login (the StaffAuthToken cookie): on the preview route (createTestShop's `path`) the
 * flows ask checkauth, the fakes answer SUCCESS, the preview panel shows and the staff login renewal runs.
 */
export function signInStaff(): void {
  setTestCookie(cookieNames.staffAuthTokens[0] ?? 'StaffAuthToken', 'staff-test-token');
}

/** Removes every cookie the page can see (path /). */
export function clearPageCookies(): void {
  if (typeof document === 'undefined') return;
  for (const part of document.cookie.split(';')) {
    const cookie = part.trim();
    if (!cookie) continue;
    // A cookie without '=' has an empty name and is removed by its value alone.
    const separator = cookie.indexOf('=');
    document.cookie = separator < 0 ? `${cookie}; Path=/; Max-Age=0` : `${cookie.slice(0, separator)}=; Path=/; Max-Age=0`;
  }
}

/**
 * A fresh tab for the next test: every cookie of the page removed, the tab visible again and on
 * the path '/', and the per-tab staff renewal schedule (sessionStorage) forgotten, so the next
 * staff session renews at once again. Call it in `afterEach`, after stopping the test's shop.
 */
export function resetShopPartsTab(): void {
  forgetPreviewRenewal();
  if (typeof document === 'undefined') return;
  clearPageCookies();
  // Back on '/' (createTestShop's `path` moved it), without a navigation event: no flow is listening any more.
  if (window.location.pathname !== '/') window.history.replaceState(null, '', '/');
  // Back to the DOM's own answer (visible), and nothing dispatched: no flow is listening any more.
  Reflect.deleteProperty(document, 'visibilityState');
  Reflect.deleteProperty(document, 'hidden');
}
