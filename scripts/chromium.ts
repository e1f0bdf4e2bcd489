import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';

/**
 * Debian's Chromium, the browser shoppers run: `npm run bench`, Lighthouse and the screenshots use
 * it, because they measure frames, paints and pixels as a shopper's browser makes them.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Debian's chromium-headless-shell (the same Chromium version, Blink and V8, without the browser's
 * own window and UI layers), what Playwright itself runs for headless Chromium. The tests use it: a
 * page costs about a quarter less CPU than in the full browser, and every test passes in both
 * (docs/decisions/2026-11-29-test-suite-lanes.md). TEST_CHROMIUM_PATH=/usr/bin/chromium runs them in
 * the full browser.
 */
export const TEST_CHROMIUM_PATH = process.env.TEST_CHROMIUM_PATH ?? '/usr/lib/chromium/chromium-headless-shell';

/** No sandbox as root, no background networking (this machine has no outside network; Chromium would keep retrying Google hosts). */
export const CHROMIUM_FLAGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

export interface ChromiumSession {
  context: BrowserContext;
  /** Closes the browser and removes its profile. */
  close(): Promise<void>;
}

/**
 * Headless Chromium with a fresh temporary profile (`purpose` names its folder): the tests' headless
 * shell unless `executablePath` says otherwise (the bench passes CHROMIUM_PATH).
 */
export async function launchChromium(purpose: string, viewport = { width: 1280, height: 900 }, executablePath = TEST_CHROMIUM_PATH): Promise<ChromiumSession> {
  const profile = mkdtempSync(join(tmpdir(), `shop-parts-${purpose}-`));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath,
    headless: true,
    args: CHROMIUM_FLAGS,
    viewport,
  });
  return {
    context,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
