import { encodeFakeToken } from '../../../api/tokens';
import type { EnginePage } from '../support/engines/enginePage';
import { ENGINES_WITH_EVERY_FEATURE } from '../support/engines/driver';
import { forEachEngine } from '../support/engines/session';
import { staffLogin } from '../support/staffLogin';

// The staff preview panel (its modal dialog and the A/B picker) and the login-token renewal in
// every engine; in webkit-fallbacks the renewal runs without Web Locks.
jest.setTimeout(120000);

const PANEL = 'section.sp-preview[aria-label="Staff preview"]';
const DIALOG = 'dialog[open]';

/** Whether the page shows this text inside `within`. */
function shows(page: EnginePage, within: string, text: string): Promise<void> {
  return page.waitFor(`"${text}"`, (css: string, wanted: string) => (document.querySelector(css)?.textContent ?? '').includes(wanted), within, text);
}

forEachEngine((session) => {
  // The staff panel uses neither feature webkit-fallbacks turns off; the renewal below uses Web Locks.
  if (ENGINES_WITH_EVERY_FEATURE.includes(session.name)) it('staff: the settings dialog is modal, the A/B list follows the date, the picker asks for a group, applying shows the moment and the choice in the bar, logout ends the preview', async () => {
    const page = await session.page();
    await page.setCookie('StaffAuthToken', staffLogin(session.name));
    await page.open('/', 1280);
    await page.waitFor('the panel titled Preview', (css: string) => {
      const title = document.querySelector(`${css} .sp-preview-bar__title`);
      return title?.textContent === 'Preview' && title.getBoundingClientRect().height > 0;
    }, PANEL);
    await page.click(await page.byName('button', 'Settings', PANEL));
    await page.waitForSelector(DIALOG);
    // The platform's modal dialog: top layer, the page behind inert; focus on its first field.
    expect(await page.evaluate((css: string) => document.querySelector(css)?.matches(':modal') ?? false, DIALOG)).toBe(true);
    const date = await page.byName('input', 'Preview date', DIALOG);
    expect(await page.focusedMatches(date)).toBe(true);
    await shows(page, DIALOG, 'Active tests found.');

    // A past date has no tests (the test select is off); a future one has.
    const test = await page.byName('select', 'A/B test (optional)', DIALOG);
    const group = await page.byName('select', 'A/B test group', DIALOG);
    await page.fill(date, '2001.01.01');
    await shows(page, DIALOG, 'No active tests for this date.');
    await page.waitFor('the test select off', (css: string) => document.querySelector<HTMLSelectElement>(css)?.disabled === true, test);
    await page.fill(date, '2099.06.15');
    await shows(page, DIALOG, 'Active tests found.');
    await page.fill(await page.byName('input', 'Preview time', DIALOG), '08:30');

    // No test chosen, no group to choose; a test chosen asks for its group.
    await page.choose(test, '');
    await page.waitFor('the group select off', (css: string) => document.querySelector<HTMLSelectElement>(css)?.disabled === true, group);
    await page.choose(test, 'newsletter-banner');
    await page.waitFor('the group required, its error describing it', (css: string) => {
      const select = document.querySelector(css);
      const described = (select?.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '');
      return select?.getAttribute('aria-invalid') === 'true' && described.some((text) => text.includes('Required'));
    }, group);
    await page.choose(group, 'voucher-first');
    await page.waitFor('the group valid, no Required left', (css: string, dialog: string) =>
      !document.querySelector(css)?.hasAttribute('aria-invalid') && !(document.querySelector(dialog)?.textContent ?? '').includes('Required'), group, DIALOG);

    await page.click(await page.byName('button', 'Apply settings', DIALOG));
    await shows(page, DIALOG, 'Settings applied successfully.');
    await page.press('Escape');
    await page.waitForGone(DIALOG);
    // The bar shows checkauth's answer, which the panel asks again once the apply succeeded (api/endpoints/preview.ts).
    await page.waitFor('the applied group in the bar', (css: string) => document.querySelector(css)?.textContent === 'A/B group: newsletter-banner / voucher-first', `${PANEL} [data-testid="preview-ab-group"]`);
    expect(await page.text(`${PANEL} [data-testid="preview-date-time"]`)).toBe('Date and time: 2099-06-15 08:30');

    // Logout: the panel goes with the staff cookie. The login check is asked again and rightly
    // answers 401; no other request is refused (read from the resource timings where the engine
    // has their response status).
    const loggedOutAt = await page.evaluate(() => performance.now());
    await page.click(await page.byName('button', 'Logout', PANEL));
    await page.waitForGone(PANEL);
    await page.waitFor('the staff cookie gone', () => !/(?:^|; )StaffAuthToken=/.test(document.cookie));
    const refused = await page.evaluate((from: number) =>
      'responseStatus' in PerformanceResourceTiming.prototype
        ? (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
            .filter((entry) => entry.startTime >= from && entry.responseStatus >= 400)
            .map((entry) => new URL(entry.name).pathname)
        : [],
    loggedOutAt);
    expect(refused.filter((path) => !path.endsWith('/auth/checkauth'))).toEqual([]);
    expect(await page.errors()).toEqual([]);
  });

  it('a login token near its expiry is renewed on load, and the renewal lock is left free', async () => {
    const page = await session.page();
    const now = Math.floor(Date.now() / 1000);
    await page.setCookie('LoginToken', encodeFakeToken({ exp: now + 120, lid: 'C-1001' }));
    await page.open('/', 1280);
    // The fake renewal answers with a fresh 30-minute token in Set-Cookie.
    await page.waitFor('a renewed login token', (soon: number) => {
      const token = /(?:^|; )LoginToken=([^;]+)/.exec(document.cookie)?.[1];
      const payload = token ? decodeURIComponent(token).split('.')[1] : undefined;
      if (!payload) return false;
      const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp: number; lid: string };
      return claims.lid === 'C-1001' && claims.exp > soon;
    }, now + 1700);
    // Without Web Locks each tab renews on its own (sagas/renewalLock.ts); with them, the lock is
    // released once the renewal is through (a moment after its Set-Cookie arrives): nothing held or queued.
    if (session.name === 'webkit-fallbacks') {
      expect(await page.evaluate(() => 'locks' in navigator)).toBe(false);
    } else {
      await page.waitFor('the renewal lock free', async () => {
        const { held = [], pending = [] } = await navigator.locks.query();
        return [...held, ...pending].every((lock) => lock.name !== 'shop-parts:login-renewal');
      });
    }
    expect(await page.errors()).toEqual([]);
  });
});
