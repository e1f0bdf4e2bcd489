import type { Page } from 'playwright-core';
import { demoUrl, browserForThisFile } from './support/browser';

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
  await expect(button.getAttribute('aria-expanded')).resolves.toBe('true');
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
