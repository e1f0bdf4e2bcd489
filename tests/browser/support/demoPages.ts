import type { Locator, Page } from 'playwright-core';
import type { SiteCode } from '../../../config';
import type { BrowserForFile, OpenedPage } from './browser';

/** The sites the accessibility audit of issue 33 covered (the five languages' layouts and rules). */
export const AUDITED_SITES: readonly SiteCode[] = ['DE', 'CH_FR', 'TR', 'PL', 'HU'];

/**
 * A demo shop page as a shopper meets it after scrolling down: the footer island hydrated and the
 * sign-up form extended (salutation, names, offers box and legal notice), with no field touched
 * (the extension follows an input event, so no field was focused or left).
 */
export async function openShopPage(session: BrowserForFile, site: SiteCode, width: number): Promise<OpenedPage & { form: Locator }> {
  const opened = await session.open(`/?site=${site}`, width);
  const { page } = opened;
  await page.evaluate(() => document.getElementById('shop-footer')?.scrollIntoView({ block: 'start' }));
  await page.locator('#shop-footer[data-hydrated]').waitFor();
  const form = page.getByTestId('newsletter-form');
  await form.locator('input[name="email"]').dispatchEvent('input');
  await form.locator('.sp-newsletter__legal').waitFor();
  await page.evaluate(() => window.scrollTo(0, 0));
  await settled(page);
  return { ...opened, form };
}

/**
 * Opens every closed footer accordion panel (the phone and tablet footer): clicks each closed
 * header at once in the page, waits until no header says closed (at most 10 s), and lets the page settle.
 */
export async function openFooterPanels(page: Page): Promise<void> {
  const closed = '#shop-footer .sp-accordion__button[aria-expanded="false"]';
  await page.locator(closed).evaluateAll((buttons) => {
    for (const button of buttons) (button as HTMLButtonElement).click();
  });
  await page.waitForFunction((selector) => document.querySelector(selector) === null, closed, { timeout: 10000 });
  await settled(page);
}

/**
 * Waits until the page has changed nothing for two frames (at most 20 frames), so the work a
 * focus change starts (a blur's check a frame later, its render) has landed.
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let quiet = 0;
        let frames = 0;
        const observer = new MutationObserver(() => {
          quiet = 0;
        });
        observer.observe(document.documentElement, { subtree: true, childList: true, attributes: true, characterData: true });
        const nextFrame = () =>
          requestAnimationFrame(() =>
            setTimeout(() => {
              quiet += 1;
              frames += 1;
              if (quiet >= 2 || frames >= 20) {
                observer.disconnect();
                resolve();
              } else nextFrame();
            }, 0),
          );
        nextFrame();
      }),
  );
}
