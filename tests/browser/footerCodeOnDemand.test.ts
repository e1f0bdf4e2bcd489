import type { Page } from 'playwright-core';
import { browserForThisFile, demoUrl } from './support/browser';
import { expectEventually } from './support/eventually';

// The footer's code is a chunk of the package's own (src/components/LoadedFooter.ts). The demo's
// server renders the whole footer; with `hydrate=page` the browser hydrates it with the page, and
// React keeps the server's footer in place until that chunk has loaded.
jest.setTimeout(60000);

const session = browserForThisFile();

/** The package's footer chunk (Parcel names it after the module it starts at). */
const FOOTER_CHUNK = /\/ShopFooterLayout\.[0-9a-f]+\.js$/;

/** Holds the footer's chunk back until `release` is called. */
async function holdFooterChunk(page: Page): Promise<{ release: () => void; requested: () => boolean }> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let requested = false;
  await page.route(FOOTER_CHUNK, async (route) => {
    requested = true;
    await held;
    await route.continue();
  });
  return { release, requested: () => requested };
}

it('keeps the server\'s footer while its code loads, and opens the panel a shopper tapped meanwhile once the code is there', async () => {
  const page = await session.context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const chunk = await holdFooterChunk(page);
  await page.setViewportSize({ width: 412, height: 900 });
  // MATCH: the server renders the accordion (a phone's user agent would get the same).
  await page.goto(demoUrl('/?site=DE&platform=MATCH&hydrate=page'), { waitUntil: 'load' });
  // The host's page is live and has asked for the footer's code, which is held back.
  await page.getByTestId('parts-status').waitFor();
  await expectEventually(() => chunk.requested(), true);
  const header = page.locator('.sp-accordion__button').first();
  const panelId = await header.getAttribute('aria-controls');
  const panel = page.locator(`[id="${panelId ?? ''}"]`);
  await expect(page.locator('footer.sp-footer a[href]').count()).resolves.toBeGreaterThan(5);
  await header.click();
  await expect(header.getAttribute('aria-expanded')).resolves.toBe('false');

  chunk.release();
  await expectEventually(() => header.getAttribute('aria-expanded'), 'true');
  await expectEventually(() => panel.isVisible(), true);
  // One tap, one panel open: replayed once, not toggled twice.
  await page.waitForTimeout(300);
  await expect(header.getAttribute('aria-expanded')).resolves.toBe('true');
  expect(errors).toEqual([]);
  await page.close();
});
