import type { BrowserContext, Locator, Page } from 'playwright-core';
import { CHROMIUM_PATH, launchChromium } from '../chromium';

/** A fresh Chromium profile for one measurement; removed on close. */
export async function withBrowser<T>(run: (context: BrowserContext) => Promise<T>): Promise<T> {
  const browser = await launchChromium('bench', undefined, CHROMIUM_PATH);
  try {
    return await run(browser.context);
  } finally {
    await browser.close();
  }
}

/** Scrolls to the parts' footer and waits until its island is hydrated and nothing more loads (src/demo/main.tsx). */
export async function reachFooterIsland(page: Page): Promise<void> {
  await page.locator('#shop-footer').scrollIntoViewIfNeeded();
  await page.locator('#shop-footer[data-hydrated]').waitFor();
  await page.waitForLoadState('networkidle');
}

/**
 * The pointer comes to rest on a control, as a person's does, and then clicks it. The click is raw
 * input at the control's centre (CDP's Input.dispatchMouseEvent): Playwright's `locator.click()`
 * would first run its actionability checks inside the page (hit tests, elementsFromPoint) in the
 * very frame being measured, work no shopper's phone does.
 */
export async function restPointerOn(page: Page, target: Locator): Promise<{ click: () => Promise<void> }> {
  // Content arriving above the control (a lazy form, an image) may move it while the pointer
  // rests: rest again until it stays put, so the click lands on the control.
  for (let attempt = 0; attempt < 10; attempt += 1) {
    await target.scrollIntoViewIfNeeded();
    const box = await target.boundingBox();
    if (!box) throw new Error('the control to click has no box on the page');
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    await page.mouse.move(x, y, { steps: 4 });
    await page.waitForTimeout(300);
    const after = await target.boundingBox();
    if (after && after.x === box.x && after.y === box.y) return { click: () => page.mouse.click(x, y) };
  }
  throw new Error('the control to click kept moving');
}
