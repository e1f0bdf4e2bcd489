import type { Page } from 'playwright-core';
import { withBrowser } from './browser';

export interface InteractionLatency {
  /** Longest input-to-next-paint duration the Event Timing API reported, in ms. */
  accordionMs: number;
  typingMs: number;
  countrySelectorMs: number;
}

/** The Event Timing API reports only events of 16 ms or more: a quicker interaction counts as 16. */
export const EVENT_TIMING_FLOOR_MS = 16;

async function observeEvents(page: Page): Promise<void> {
  await page.evaluate(() => {
    const target = window as unknown as { benchEvents: number[] };
    target.benchEvents = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEventTiming[]) {
        if (entry.interactionId) target.benchEvents.push(entry.duration);
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: false } as PerformanceObserverInit);
  });
}

async function longestSince(page: Page, act: () => Promise<void>): Promise<number> {
  await page.evaluate(() => {
    (window as unknown as { benchEvents: number[] }).benchEvents = [];
  });
  await act();
  await page.waitForTimeout(600);
  const durations = await page.evaluate(() => (window as unknown as { benchEvents: number[] }).benchEvents);
  return Math.max(EVENT_TIMING_FLOOR_MS, ...durations);
}

/** Chromium with 4x CPU throttling: open an accordion panel, type into the e-mail field, open the country selector. */
export async function measureInteractions(baseUrl: string, site: string): Promise<InteractionLatency> {
  return withBrowser(async (context) => {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`${baseUrl}/?site=${site}`, { waitUntil: 'networkidle' });
    await observeEvents(page);
    const accordionMs = await longestSince(page, () => page.locator('.sp-accordion__button').first().click());
    const email = page.locator('input[type="email"]').first();
    await email.scrollIntoViewIfNeeded();
    const typingMs = await longestSince(page, async () => {
      await email.click();
      await page.keyboard.type('anna@example.test', { delay: 50 });
    });

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.reload({ waitUntil: 'networkidle' });
    await observeEvents(page);
    const button = page.locator('.sp-country__button');
    await button.scrollIntoViewIfNeeded();
    const countrySelectorMs = await longestSince(page, () => button.click());
    return { accordionMs, typingMs, countrySelectorMs };
  });
}
