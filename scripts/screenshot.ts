/**
 * Takes a PNG screenshot of a page with Debian's Chromium, e.g. of the running demo:
 *
 *   node --import tsx scripts/screenshot.ts http://localhost:1234/ docs/demo.png [width] [height]
 *
 * Waits until the network is idle, reports console errors on stderr and exits with 1 if there were any.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { CHROMIUM_PATH, launchChromium } from './chromium';


export async function screenshot(url: string, file: string, width = 1280, height = 900, fullPage = false): Promise<string[]> {
  const browser = await launchChromium('screenshot', { width, height }, CHROMIUM_PATH);
  const errors: string[] = [];
  try {
    const page = await browser.context.newPage();
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(url, { waitUntil: 'networkidle' });
    mkdirSync(dirname(file), { recursive: true });
    await page.screenshot({ path: file, fullPage });
  } finally {
    await browser.close();
  }
  return errors;
}

if (process.argv[1] && /screenshot\.ts$/.test(process.argv[1])) {
  const [url, file = 'docs/demo.png', width = '1280', height = '900'] = process.argv.slice(2);
  if (!url) {
    console.error('usage: node --import tsx scripts/screenshot.ts <url> [file] [width] [height]');
    process.exit(2);
  }
  void screenshot(url, file, Number(width), Number(height), process.env.FULL_PAGE === '1').then((errors) => {
    for (const error of errors) console.error(`console error: ${error}`);
    console.log(`saved ${file}`);
    process.exitCode = errors.length > 0 ? 1 : 0;
  });
}
