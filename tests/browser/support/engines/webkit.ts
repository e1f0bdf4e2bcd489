import { spawn, type ChildProcess } from 'node:child_process';
import { get } from 'node:http';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { freePort } from '../../../support/freePort';
import { BLANK_PATH } from './demoProxy';
import type { EngineBrowser, EngineName, Key, PageDriver, PageFunction } from './driver';

const WEBKIT_DRIVER_PATH = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
const MINIBROWSER_PATH = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
/** The WebKit features the fallback run turns off (MiniBrowser's --features). */
const FALLBACK_FEATURES = '-HiddenUntilFound,-WebLocksAPI';

/** Marks the host's answers on its stdout (webdriverHost.ts writes the same). */
const REPLY = 'webdriver-host:';

/** The `webdriver` client in its own process (webdriverHost.ts says why); each command is answered by its id. */
class WebDriverBridge {
  private next = 1;
  private readonly waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();

  private constructor(private readonly host: ChildProcess) {
    createInterface({ input: host.stdout as NodeJS.ReadableStream }).on('line', (line) => {
      if (!line.startsWith(REPLY)) return; // the client's own log lines
      const { id, result, error } = JSON.parse(line.slice(REPLY.length)) as { id: number; result?: unknown; error?: string };
      const waiter = this.waiting.get(id);
      this.waiting.delete(id);
      if (error !== undefined) waiter?.reject(new Error(`WebKitWebDriver: ${error}`));
      else waiter?.resolve(result);
    });
    host.on('exit', () => {
      for (const waiter of this.waiting.values()) waiter.reject(new Error('the WebDriver client process ended'));
      this.waiting.clear();
    });
  }

  /** Starts the client process and opens a session with these options. */
  static async open(options: object): Promise<WebDriverBridge> {
    const host = spawn(process.execPath, ['--import', 'tsx', resolve(__dirname, 'webdriverHost.ts'), JSON.stringify(options)], {
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    const bridge = new WebDriverBridge(host);
    await new Promise((resolveSession, reject) => bridge.waiting.set(0, { resolve: resolveSession, reject }));
    return bridge;
  }

  call<T = unknown>(command: string, ...args: unknown[]): Promise<T> {
    const id = this.next;
    this.next += 1;
    return new Promise<T>((resolveCall, reject) => {
      this.waiting.set(id, { resolve: (value) => resolveCall(value as T), reject });
      this.host.stdin?.write(`${JSON.stringify({ id, command, args })}\n`);
    });
  }

  async close(): Promise<void> {
    await this.call('deleteSession').catch(() => undefined);
    this.host.kill();
  }
}

/** WebDriver's element reference key. */
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';

/** WebDriver key values (the spec's table of normalised keys). */
const KEY_VALUES: Record<Exclude<Key, 'Shift+Tab'>, string> = {
  Tab: '\uE004', Enter: '\uE007', Space: '\uE00D', Escape: '\uE00C', ArrowDown: '\uE015', ArrowUp: '\uE013',
  ArrowRight: '\uE014', Home: '\uE011', Backspace: '\uE003',
};
const SHIFT = '\uE008';

/** Starts Xvfb on a display it picks itself (-displayfd), so no wrapper (xvfb-run) and no fixed display number is needed. */
function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1920x1200x24', '-nolisten', 'tcp'], { stdio: ['ignore', 'ignore', 'ignore', 'pipe'] });
  return new Promise((resolveDisplay, reject) => {
    const timer = setTimeout(() => reject(new Error('Xvfb did not report a display within 10 s')), 10000);
    xvfb.stdio[3]?.on('data', (chunk: Buffer) => {
      clearTimeout(timer);
      resolveDisplay({ display: `:${chunk.toString().trim()}`, process: xvfb });
    });
    xvfb.on('error', reject);
  });
}

async function driverReady(port: number): Promise<void> {
  const deadline = Date.now() + 10000;
  for (;;) {
    const up = await new Promise<boolean>((answer) => {
      get(`http://127.0.0.1:${port}/status`, (res) => {
        res.resume();
        answer(res.statusCode === 200);
      }).on('error', () => answer(false));
    });
    if (up) return;
    if (Date.now() > deadline) throw new Error('WebKitWebDriver did not answer within 10 s');
    await new Promise((later) => setTimeout(later, 100));
  }
}

class WebKitPage implements PageDriver {
  /** The window's frame and toolbar around the viewport, measured once. */
  private chrome: { width: number; height: number } | undefined;

  constructor(
    readonly engine: EngineName,
    private readonly client: WebDriverBridge,
    private readonly origin: string,
  ) {}

  async resize(width: number, height: number): Promise<void> {
    if (!this.chrome) {
      await this.client.call('setWindowRect', null, null, 1200, 900);
      const inner = await this.evaluate(() => ({ width: window.innerWidth, height: window.innerHeight }));
      this.chrome = { width: 1200 - inner.width, height: 900 - inner.height };
    }
    // MiniBrowser's window has a minimum width (its toolbar): below it the viewport stays wider
    // than asked (447 px for 375). Still a phone's layout (under 768 px); the flows check the layout they get.
    await this.client.call('setWindowRect', null, null, width + this.chrome.width, height + this.chrome.height);
  }

  async navigate(url: string): Promise<void> {
    await this.client.call('navigateTo', url);
  }

  url(): Promise<string> {
    return this.client.call<string>('getUrl');
  }

  async evaluate<A extends unknown[], R>(fn: PageFunction<A, R>, ...args: A): Promise<Awaited<R>> {
    // Execute Script awaits a returned promise (WebDriver spec); undefined comes back as null.
    const result: unknown = await this.client.call('executeScript', `return (${fn.toString()}).apply(null, arguments);`, args);
    return result as Awaited<R>;
  }

  private async find(selector: string): Promise<string> {
    const deadline = Date.now() + 10000;
    for (;;) {
      const found = await this.client.call<Record<string, string>[]>('findElements', 'css selector', selector);
      const id = found[0]?.[ELEMENT];
      if (id) return id;
      if (Date.now() > deadline) throw new Error(`${this.engine}: no ${selector}`);
      await new Promise((later) => setTimeout(later, 50));
    }
  }

  async click(selector: string): Promise<void> {
    const id = await this.find(selector);
    // A pointer move to an element does not scroll (WebDriver spec): bring it into view first.
    await this.evaluate((css: string) => document.querySelector(css)?.scrollIntoView({ block: 'center', inline: 'center' }), selector);
    await this.client.call('performActions', [
      {
        type: 'pointer',
        id: 'mouse',
        parameters: { pointerType: 'mouse' },
        actions: [
          { type: 'pointerMove', origin: { [ELEMENT]: id }, x: 0, y: 0, duration: 0 },
          { type: 'pointerDown', button: 0 },
          { type: 'pointerUp', button: 0 },
        ],
      },
    ]);
    await this.client.call('releaseActions');
  }

  private async keys(values: string[][]): Promise<void> {
    const actions = values.flatMap((chord) => [
      ...chord.map((value) => ({ type: 'keyDown', value })),
      ...[...chord].reverse().map((value) => ({ type: 'keyUp', value })),
    ]);
    await this.client.call('performActions', [{ type: 'key', id: 'keyboard', actions }]);
    await this.client.call('releaseActions');
  }

  press(key: Key, times = 1): Promise<void> {
    const chord = key === 'Shift+Tab' ? [SHIFT, KEY_VALUES.Tab] : [KEY_VALUES[key]];
    return this.keys(Array.from({ length: times }, () => chord));
  }

  type(text: string): Promise<void> {
    return this.keys([...text].map((character) => [character]));
  }

  async clearCookies(): Promise<void> {
    // WebDriver's cookies are those of the current document's origin.
    if (!(await this.url()).startsWith(this.origin)) await this.navigate(this.origin + BLANK_PATH);
    await this.client.call('deleteAllCookies');
  }

  /** The window stays for the next flow; newPage clears it. */
  close(): Promise<void> {
    return Promise.resolve();
  }
}

/**
 * WebKitGTK's MiniBrowser through WebKitWebDriver (WebDriver classic) on an Xvfb display of its
 * own. One window per test file; each flow gets it back without cookies or storage.
 */
export async function launchWebKit(name: 'webkit' | 'webkit-fallbacks', origin: string): Promise<EngineBrowser> {
  const xvfb = await startXvfb();
  const port = await freePort();
  const driver = spawn(WEBKIT_DRIVER_PATH, [`--port=${port}`], { env: { ...process.env, DISPLAY: xvfb.display }, stdio: 'ignore' });
  const stop = () => {
    driver.kill();
    xvfb.process.kill();
  };
  try {
    await driverReady(port);
    const args = ['--automation', ...(name === 'webkit-fallbacks' ? [`--features=${FALLBACK_FEATURES}`] : [])];
    const client = await WebDriverBridge.open({
      hostname: '127.0.0.1',
      port,
      path: '/',
      logLevel: 'error',
      connectionRetryCount: 0,
      capabilities: { 'webkitgtk:browserOptions': { binary: MINIBROWSER_PATH, args } },
    });
    const page = new WebKitPage(name, client, origin);
    return {
      name,
      async newPage() {
        await page.navigate(origin + BLANK_PATH);
        await client.call('deleteAllCookies');
        await page.evaluate(() => {
          sessionStorage.clear();
          localStorage.clear();
        });
        return page;
      },
      async close() {
        await client.close();
        stop();
      },
    };
  } catch (error) {
    stop();
    throw error;
  }
}
