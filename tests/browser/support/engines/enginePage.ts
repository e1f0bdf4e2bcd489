import { BLANK_PATH, ERRORS_KEY } from './demoProxy';
import type { EngineName, Key, PageDriver, PageFunction } from './driver';

/** How long a flow waits for a condition before it fails (the page, not the engine, is slow here). */
const WAIT_MS = 10000;
const POLL_MS = 50;

/**
 * A page of the demo in one engine: the driver's primitives and the helpers the flows share, all
 * built on `evaluate`, so every engine answers them the same way.
 */
export class EnginePage {
  constructor(
    private readonly driver: PageDriver,
    private readonly origin: string,
  ) {}

  get engine(): EngineName {
    return this.driver.engine;
  }

  /** Whether a demo page (whose errors the proxy's script records in sessionStorage) was loaded in this tab. */
  private demoLoaded = false;

  /**
   * Opens a demo path at a width (900 px high), with no errors recorded yet: a fresh page has none
   * (session.page() gives a new context, or WebKit's one window with its storage cleared); after a
   * demo page, the record is cleared from a blank page of the origin first.
   */
  async open(path: string, width = 1280, height = 900): Promise<void> {
    await this.driver.resize(width, height);
    if (this.demoLoaded) {
      await this.driver.navigate(this.origin + BLANK_PATH);
      await this.driver.evaluate((key: string) => sessionStorage.removeItem(key), ERRORS_KEY);
    }
    this.demoLoaded = true;
    await this.driver.navigate(this.origin + path);
  }

  /** Loads another page in the same tab (errors recorded so far are kept). */
  goto(path: string): Promise<void> {
    this.demoLoaded = true;
    return this.driver.navigate(this.origin + path);
  }

  /** Sets a cookie on the demo's origin, as the demo's own login does (from a blank page of the origin). */
  async setCookie(name: string, value: string): Promise<void> {
    if (!(await this.driver.url()).startsWith(this.origin)) await this.driver.navigate(this.origin + BLANK_PATH);
    await this.driver.evaluate((pair: string) => {
      document.cookie = `${pair}; Path=/; SameSite=Lax`;
    }, `${name}=${encodeURIComponent(value)}`);
  }

  clearCookies(): Promise<void> {
    return this.driver.clearCookies();
  }

  url(): Promise<string> {
    return this.driver.url();
  }

  evaluate<A extends unknown[], R>(fn: PageFunction<A, R>, ...args: A): Promise<Awaited<R>> {
    return this.driver.evaluate(fn, ...args);
  }

  /**
   * A real pointer click on the element once it stands still (the same box before and after two
   * frames and 100 ms), as Playwright's actionability check waits: a layout change still running
   * from the previous step (an error text going after a blur) must not move the target between
   * the driver reading its position and pressing. A move between press and release is the page's
   * bug and still fails the flow.
   */
  async click(selector: string): Promise<void> {
    await this.waitFor(
      `${selector} to stand still`,
      (css: string) =>
        new Promise<boolean>((resolve) => {
          const box = () => {
            const rect = document.querySelector(css)?.getBoundingClientRect();
            return rect ? `${rect.x},${rect.y},${rect.width},${rect.height}` : null;
          };
          const before = box();
          requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => resolve(before !== null && before === box()), 100)));
        }),
      selector,
    );
    return this.driver.click(selector);
  }

  press(key: Key, times = 1): Promise<void> {
    return this.driver.press(key, times);
  }

  type(text: string): Promise<void> {
    return this.driver.type(text);
  }

  close(): Promise<void> {
    return this.driver.close();
  }

  /** Console errors, uncaught errors and unhandled rejections since `open` (see demoProxy.ts). */
  errors(): Promise<string[]> {
    return this.driver.evaluate((key: string) => JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[], ERRORS_KEY);
  }

  /** Polls `fn` in the page until it returns (or resolves to) true; fails with `what` after 10 s. */
  async waitFor<A extends unknown[]>(what: string, fn: PageFunction<A, boolean | Promise<boolean>>, ...args: A): Promise<void> {
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      // A navigation in flight makes the evaluation fail; that is "not yet".
      if (await this.driver.evaluate(fn, ...args).catch(() => false)) return;
      if (Date.now() > deadline) throw new Error(`${this.engine}: waited 10 s for ${what}`);
      await new Promise((resolveLater) => setTimeout(resolveLater, POLL_MS));
    }
  }

  waitForSelector(selector: string): Promise<void> {
    return this.waitFor(selector, (css: string) => document.querySelector(css) !== null, selector);
  }

  waitForVisible(selector: string): Promise<void> {
    return this.waitFor(`${selector} visible`, (css: string) => {
      const element = document.querySelector(css);
      return element !== null && element.getClientRects().length > 0 && element.getBoundingClientRect().height > 0;
    }, selector);
  }

  waitForGone(selector: string): Promise<void> {
    return this.waitFor(`${selector} gone`, (css: string) => document.querySelector(css) === null, selector);
  }

  count(selector: string): Promise<number> {
    return this.driver.evaluate((css: string) => document.querySelectorAll(css).length, selector);
  }

  /** The element's text, whitespace collapsed; null without the element. */
  text(selector: string): Promise<string | null> {
    return this.driver.evaluate((css: string) => {
      const element = document.querySelector(css);
      return element ? (element.textContent ?? '').replace(/\s+/g, ' ').trim() : null;
    }, selector);
  }

  attribute(selector: string, name: string): Promise<string | null> {
    return this.driver.evaluate((css: string, attribute: string) => document.querySelector(css)?.getAttribute(attribute) ?? null, selector, name);
  }

  value(selector: string): Promise<string | null> {
    return this.driver.evaluate((css: string) => document.querySelector<HTMLInputElement>(css)?.value ?? null, selector);
  }

  /** Rendered with a box: not display:none, not hidden, not in a closed until-found panel. */
  visible(selector: string): Promise<boolean> {
    return this.driver.evaluate((css: string) => {
      const element = document.querySelector(css);
      if (!element || element.getClientRects().length === 0) return false;
      const box = element.getBoundingClientRect();
      return box.height > 0 && box.width > 0 && element.closest('[hidden]') === null;
    }, selector);
  }

  /** Whether the focused element matches `selector`. */
  focusedMatches(selector: string): Promise<boolean> {
    return this.driver.evaluate((css: string) => document.activeElement?.matches(css) ?? false, selector);
  }

  /**
   * A selector for the first element under `within` matching `css` whose accessible text
   * (aria-label, its label, or its own text) is `name`. Throws when there is none. The page is not
   * touched: an attribute of ours on server HTML before hydration would be a hydration mismatch
   * that React reports. The selector is the element's id where it has one (React's useId ids are
   * the server's too), else its path of child positions from <html>.
   */
  async byName(css: string, name: string, within = 'body'): Promise<string> {
    const selector = await this.driver.evaluate(
      (scope: string, query: string, wanted: string) => {
        const nameOf = (element: Element): string => {
          const labels = (element as HTMLInputElement).labels;
          const text = element.getAttribute('aria-label') ?? (labels && labels[0] ? labels[0].textContent : element.textContent) ?? '';
          return text.replace(/\s+/g, ' ').trim();
        };
        const element = [...(document.querySelector(scope)?.querySelectorAll(query) ?? [])].find((candidate) => nameOf(candidate) === wanted);
        if (!element) return null;
        if (element.id) return `[id="${element.id.replace(/["\\]/g, '\\$&')}"]`;
        const steps: string[] = [];
        for (let node: Element | null = element; node && node !== document.documentElement; node = node.parentElement) {
          steps.unshift(`:nth-child(${String([...(node.parentElement?.children ?? [])].indexOf(node) + 1)})`);
        }
        return `html > ${steps.join(' > ')}`;
      },
      within,
      css,
      name,
    );
    if (selector === null) throw new Error(`${this.engine}: no ${css} named "${name}" in ${within}`);
    return selector;
  }

  /** Sets a select's value as a choice does (the change event React listens to). */
  choose(selector: string, value: string): Promise<void> {
    return this.setValue(selector, value);
  }

  /**
   * Sets a field's whole value as Playwright's fill does for it (the input and change events React
   * listens to), e.g. a native time field, whose typing differs per engine.
   */
  fill(selector: string, value: string): Promise<void> {
    return this.setValue(selector, value);
  }

  /** Focuses a select or input, sets its value with its prototype's setter and sends input and change. */
  private setValue(selector: string, value: string): Promise<void> {
    return this.driver.evaluate((css: string, text: string) => {
      const element = document.querySelector(css);
      if (!(element instanceof HTMLSelectElement || element instanceof HTMLInputElement)) throw new Error(`no select or input ${css}`);
      element.focus();
      // The prototype's setter: React's value tracker on the element would otherwise swallow the change.
      const prototype = element instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
      Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(element, text);
      element.dispatchEvent(new Event('input', { bubbles: true }));
      element.dispatchEvent(new Event('change', { bubbles: true }));
    }, selector, value);
  }

  /** Puts the focus on an element as a skip link would (tabindex -1 where it takes none), so Tab walks start there. */
  focusStart(selector: string): Promise<void> {
    return this.driver.evaluate((css: string) => {
      const element = document.querySelector<HTMLElement>(css);
      if (!element) throw new Error(`no ${css}`);
      if (element.tabIndex < 0 && !element.hasAttribute('tabindex')) element.tabIndex = -1;
      element.focus();
    }, selector);
  }

  /** Presses Tab until the focused element matches `selector`; fails after `limit` presses. */
  async tabTo(selector: string, limit = 80): Promise<void> {
    for (let press = 0; press < limit; press += 1) {
      await this.driver.press('Tab');
      if (await this.focusedMatches(selector)) return;
    }
    throw new Error(`${this.engine}: Tab never reached ${selector} within ${limit} presses`);
  }

  /** Presses Tab until the focused element's accessible text (as `byName` reads it) is `name`; fails after `limit` presses. */
  async tabToName(name: string, limit = 80): Promise<void> {
    for (let press = 0; press < limit; press += 1) {
      await this.driver.press('Tab');
      const now = await this.driver.evaluate(() => {
        const element = document.activeElement;
        if (!element) return '';
        const labels = (element as HTMLInputElement).labels;
        return (element.getAttribute('aria-label') ?? (labels && labels[0] ? labels[0].textContent : element.textContent) ?? '').replace(/\s+/g, ' ').trim();
      });
      if (now === name) return;
    }
    throw new Error(`${this.engine}: Tab never reached "${name}" within ${limit} presses`);
  }

  scrollIntoView(selector: string): Promise<void> {
    return this.driver.evaluate((css: string) => document.querySelector(css)?.scrollIntoView({ block: 'start' }), selector);
  }
}
