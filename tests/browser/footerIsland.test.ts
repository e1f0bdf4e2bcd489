import type { Page } from 'playwright-core';
import { demoUrl, browserForThisFile } from './support/browser';
import { expectEventually } from './support/eventually';
import { staffLogin } from './support/staffLogin';

// The demo hydrates the parts' footer as its own React root once it nears the viewport
// (src/demo/main.tsx): a shopper at the top of a phone page loads none of the footer's code,
// the server's HTML hydrates without a mismatch, and a click made while it loads is not lost.
jest.setTimeout(60000);

const session = browserForThisFile();

const FOOTER_CODE = /footerIsland|NewsletterForm|\/(de|at|ch|chFr|cz|hu|sk|tr|pl)\.[0-9a-f]+\.js$/;

function isHydrated(page: Page): Promise<boolean> {
  return page.locator('#shop-footer').evaluate((slot) => slot.hasAttribute('data-hydrated'));
}

it('loads no footer code at the top of a phone page, then hydrates the footer without errors when the shopper scrolls to it', async () => {
  const scripts: string[] = [];
  const page = await session.context.newPage();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(demoUrl('/?site=PL'), { waitUntil: 'networkidle' });
  // The server's footer is on the page, links and all, but not yet live.
  await expect(page.locator('#shop-footer footer.sp-footer').count()).resolves.toBe(1);
  await expect(page.locator('#shop-footer footer a[href]').count()).resolves.toBeGreaterThan(5);
  await expect(isHydrated(page)).resolves.toBe(false);
  expect(scripts.filter((url) => FOOTER_CODE.test(url))).toEqual([]);

  await page.locator('#shop-footer').scrollIntoViewIfNeeded();
  await page.locator('#shop-footer[data-hydrated]').waitFor();
  const button = page.locator('.sp-accordion__button').first();
  await expect(button.getAttribute('aria-expanded')).resolves.toBe('false');
  await button.click();
  await expectEventually(() => button.getAttribute('aria-expanded'), 'true');
  expect(scripts.some((url) => /footerIsland/.test(url))).toBe(true);
  expect(errors).toEqual([]);
  await page.close();
});

it('replays a click on a footer button made before the footer was live', async () => {
  const page = await session.context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // Hold the footer's code back until the click has happened.
  let releaseCode: () => void = () => undefined;
  const codeHeld = new Promise<void>((resolve) => {
    releaseCode = resolve;
  });
  await page.route(/footerIsland/, async (route) => {
    await codeHeld;
    await route.continue();
  });
  await page.setViewportSize({ width: 375, height: 800 });
  // MATCH: the server renders the accordion (a phone's user agent would get the same).
  await page.goto(demoUrl('/?site=DE&platform=MATCH'), { waitUntil: 'load' });
  const button = page.locator('.sp-accordion__button').first();
  await button.click();
  await expect(isHydrated(page)).resolves.toBe(false);
  await expect(button.getAttribute('aria-expanded')).resolves.toBe('false');
  releaseCode();
  await page.locator('#shop-footer[data-hydrated]').waitFor();
  await page.waitForFunction(() => document.querySelector('.sp-accordion__button')?.getAttribute('aria-expanded') === 'true');
  // One click, one panel open: replayed once, not toggled twice.
  await page.waitForTimeout(300);
  await expect(button.getAttribute('aria-expanded')).resolves.toBe('true');
  expect(errors).toEqual([]);
  await page.close();
});

describe('the staff panel on an islands page (docs/guides/islands.md)', () => {
  function panels(page: Page) {
    return page.getByRole('region', { name: 'Staff preview' });
  }

  // The parts follow the page's cookies: the staff cookie stays until the test's page is closed.
  afterEach(() => session.context.clearCookies());

  /** Opens the demo for staff (its preview route is every page) and waits until the footer island is live and nothing is in flight. */
  async function openForStaff(path: string) {
    await session.context.addCookies([{ name: 'StaffAuthToken', value: staffLogin(), url: demoUrl('/') }]);
    const page = await session.context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(demoUrl(path), { waitUntil: 'networkidle' });
    await page.locator('#shop-footer[data-hydrated]').waitFor();
    await panels(page).first().waitFor();
    await page.waitForLoadState('networkidle');
    return { page, errors };
  }

  it('with PreviewSlot in a toolbar island near the top and ShopFooter in the footer island, on one store: one panel, in the toolbar, and it works', async () => {
    const { page, errors } = await openForStaff('/?toolbar=1');
    await expect(panels(page).count()).resolves.toBe(1);
    await expect(page.locator('#shop-toolbar').getByRole('region', { name: 'Staff preview' }).count()).resolves.toBe(1);
    await expect(page.locator('#shop-footer').getByRole('region', { name: 'Staff preview' }).count()).resolves.toBe(0);
    await panels(page).getByRole('button', { name: 'Settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Preview settings' });
    await dialog.waitFor();
    await dialog.getByText('Active tests found.').waitFor();
    await expect(page.getByRole('dialog', { name: 'Preview settings' }).count()).resolves.toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('with ShopFooter alone: one panel, in the footer', async () => {
    const { page, errors } = await openForStaff('/');
    await expect(panels(page).count()).resolves.toBe(1);
    await expect(page.locator('#shop-footer').getByRole('region', { name: 'Staff preview' }).count()).resolves.toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  });
});
