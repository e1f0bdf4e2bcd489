import type { BrowserContext, Page } from 'playwright-core';
import { encodeFakeToken } from '../../src/fakes';
import { reachFooterIsland, withBrowser } from './browser';

export interface IdleCost {
  timersFired: number;
  requests: number;
}

const TEN_MINUTES_MS = 10 * 60 * 1000;
/** Long enough for every one-shot timer of the page load (RTK's 15 s request time-out signal among them) to run out. */
const SETTLE_MS = 20000;

/** Counts timer callbacks that run; installed after Playwright's fake clock, so it wraps the fake timers. */
const COUNT_TIMERS = `
  window.__timersFired = 0;
  for (const name of ['setTimeout', 'setInterval']) {
    const original = window[name];
    window[name] = function (callback, ...rest) {
      const wrapped = typeof callback === 'function' ? function (...args) { window.__timersFired += 1; return callback.apply(this, args); } : callback;
      return original.call(window, wrapped, ...rest);
    };
  }
  const originalRaf = window.requestAnimationFrame;
  window.requestAnimationFrame = (callback) => originalRaf((time) => { window.__timersFired += 1; callback(time); });
`;

const HIDE_TAB = `
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
  document.dispatchEvent(new Event('visibilitychange'));
`;

async function idleFor(context: BrowserContext, baseUrl: string, hidden: boolean): Promise<IdleCost> {
  const page: Page = await context.newPage();
  await page.clock.install();
  await page.addInitScript(COUNT_TIMERS);
  await context.addCookies([
    { name: 'LoginToken', value: encodeFakeToken({ exp: Math.floor(Date.now() / 1000) + 1800, lid: 'C-1001' }), url: baseUrl },
  ]);
  let requests = 0;
  let counting = false;
  page.on('request', () => {
    if (counting) requests += 1;
  });
  await page.goto(`${baseUrl}/?site=DE`, { waitUntil: 'networkidle' });
  // With the footer island hydrated: all the parts are live, the newsletter form included.
  await reachFooterIsland(page);
  await page.clock.runFor(SETTLE_MS);
  if (hidden) await page.evaluate(HIDE_TAB);
  await page.evaluate(() => {
    (window as unknown as { __timersFired: number }).__timersFired = 0;
  });
  counting = true;
  await page.clock.runFor(TEN_MINUTES_MS);
  counting = false;
  const timersFired = await page.evaluate(() => (window as unknown as { __timersFired: number }).__timersFired);
  await page.close();
  return { timersFired, requests };
}

/** Ten minutes of virtual time (Playwright's clock) in a hidden tab, and in a visible idle tab, both with a fresh login token. */
export async function measureIdleCost(baseUrl: string): Promise<{ hidden: IdleCost; visibleIdle: IdleCost }> {
  return withBrowser(async (context) => ({
    hidden: await idleFor(context, baseUrl, true),
    visibleIdle: await idleFor(context, baseUrl, false),
  }));
}
