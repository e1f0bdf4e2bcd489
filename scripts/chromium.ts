import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';

/** How Debian's Chromium is started here, for the browser tests, the benchmark and screenshots. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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

/** Headless Chromium with a fresh temporary profile (`purpose` names its folder). */
export async function launchChromium(purpose: string, viewport = { width: 1280, height: 900 }): Promise<ChromiumSession> {
  const profile = mkdtempSync(join(tmpdir(), `shop-parts-${purpose}-`));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
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
