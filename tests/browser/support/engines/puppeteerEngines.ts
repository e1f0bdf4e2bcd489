import puppeteer, { type Browser, type KeyInput, type Page } from 'puppeteer-core';
import { CHROMIUM_FLAGS, TEST_CHROMIUM_PATH } from '../../../../scripts/chromium';
import type { EngineBrowser, EngineName, Key, PageDriver, PageFunction } from './driver';

const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

const KEYS: Record<Exclude<Key, 'Shift+Tab'>, KeyInput> = {
  Tab: 'Tab', Enter: 'Enter', Space: ' ', Escape: 'Escape', ArrowDown: 'ArrowDown', ArrowUp: 'ArrowUp',
  ArrowRight: 'ArrowRight', Home: 'Home', Backspace: 'Backspace',
};

class PuppeteerPage implements PageDriver {
  constructor(
    readonly engine: EngineName,
    private readonly page: Page,
    private readonly dispose: () => Promise<void>,
  ) {}

  resize(width: number, height: number): Promise<void> {
    return this.page.setViewport({ width, height });
  }

  async navigate(url: string): Promise<void> {
    await this.page.goto(url, { waitUntil: 'load' });
  }

  url(): Promise<string> {
    return Promise.resolve(this.page.url());
  }

  evaluate<A extends unknown[], R>(fn: PageFunction<A, R>, ...args: A): Promise<Awaited<R>> {
    // puppeteer types the arguments as its own serialisable shapes; ours are plain JSON.
    const run = fn as (...values: unknown[]) => R;
    return this.page.evaluate<unknown[], typeof run>(run, ...args);
  }

  async click(selector: string): Promise<void> {
    const element = await this.page.waitForSelector(selector, { timeout: 10000 });
    if (!element) throw new Error(`${this.engine}: no ${selector}`);
    // scrolls it into view, then moves the mouse to its centre, presses and releases (Input events, not el.click()).
    await element.click();
    await element.dispose();
  }

  async press(key: Key, times = 1): Promise<void> {
    for (let press = 0; press < times; press += 1) {
      if (key === 'Shift+Tab') {
        await this.page.keyboard.down('Shift');
        await this.page.keyboard.press('Tab');
        await this.page.keyboard.up('Shift');
      } else {
        await this.page.keyboard.press(KEYS[key]);
      }
    }
  }

  type(text: string): Promise<void> {
    return this.page.keyboard.type(text);
  }

  async clearCookies(): Promise<void> {
    const cookies = await this.page.browserContext().cookies();
    if (cookies.length > 0) await this.page.browserContext().deleteCookie(...cookies);
  }

  close(): Promise<void> {
    return this.dispose();
  }
}

/**
 * Chromium over CDP and Firefox ESR over WebDriver BiDi, both through puppeteer-core: one browser
 * per test file, one browser context (own cookies and storage) per page.
 */
export async function launchPuppeteerEngine(name: 'chromium' | 'firefox'): Promise<EngineBrowser> {
  const browser: Browser =
    name === 'chromium'
      ? await puppeteer.launch({ executablePath: TEST_CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS })
      : await puppeteer.launch({ browser: 'firefox', protocol: 'webDriverBiDi', executablePath: FIREFOX_PATH, headless: true });
  return {
    name,
    async newPage() {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      return new PuppeteerPage(name, page, () => context.close());
    },
    close: () => browser.close(),
  };
}
