import type { BrowserContext, Locator, Page } from 'playwright-core';
import { launchChromium } from '../chromium';

/** A fresh Chromium profile for one measurement; removed on close. */
export async function withBrowser<T>(run: (context: BrowserContext) => Promise<T>): Promise<T> {
  const browser = await launchChromium('bench');
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

/** The pointer comes to rest on a control before a click, as a person's does. */
export async function restPointerOn(page: Page, target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  await target.hover();
  await page.waitForTimeout(300);
}
