import { startDemoProxy, type DemoProxy } from './demoProxy';
import { ENGINE_NAMES, type EngineBrowser, type EngineName } from './driver';
import { EnginePage } from './enginePage';
import { launchPuppeteerEngine } from './puppeteerEngines';
import { launchWebKit } from './webkit';

/** The engines to run: all of `among` (by default the four), or those of them named in ENGINES (comma-separated, e.g. ENGINES=firefox). */
export function selectedEngines(among: readonly EngineName[] = ENGINE_NAMES): EngineName[] {
  const wanted = process.env.ENGINES?.split(',').map((name) => name.trim()).filter(Boolean);
  if (!wanted || wanted.length === 0) return [...among];
  const unknown = wanted.filter((name) => !(ENGINE_NAMES as readonly string[]).includes(name));
  if (unknown.length > 0) throw new Error(`ENGINES names unknown engines: ${unknown.join(', ')} (known: ${ENGINE_NAMES.join(', ')})`);
  return among.filter((name) => wanted.includes(name));
}

function launch(name: EngineName, origin: string): Promise<EngineBrowser> {
  return name === 'chromium' || name === 'firefox' ? launchPuppeteerEngine(name) : launchWebKit(name, origin);
}

export interface EngineSession {
  readonly name: EngineName;
  /** A fresh page (no cookies) for one flow; closed after the test. */
  page(): Promise<EnginePage>;
  /** Holds back the demo's answers to matching paths until the returned function is called. */
  hold(path: RegExp): () => void;
}

/**
 * Runs `flows` once per selected engine (of `among`, by default all four), each in its own describe
 * block named after the engine: the engine is launched before its first flow and closed after its
 * last (one browser per engine per file), behind a proxy that records the page's errors. Call it once per file.
 */
export function forEachEngine(flows: (session: EngineSession) => void, among: readonly EngineName[] = ENGINE_NAMES): void {
  describe.each(selectedEngines(among))('%s', (name) => {
    let proxy: DemoProxy | undefined;
    let browser: EngineBrowser | undefined;
    const open: EnginePage[] = [];
    beforeAll(async () => {
      proxy = await startDemoProxy();
      browser = await launch(name, proxy.url);
    });
    afterEach(async () => {
      await Promise.all(open.splice(0).map((page) => page.close()));
    });
    afterAll(async () => {
      await browser?.close();
      await proxy?.close();
    });
    flows({
      name,
      async page() {
        if (!browser || !proxy) throw new Error('The engine is used before beforeAll launched it.');
        const page = new EnginePage(await browser.newPage(), proxy.url);
        open.push(page);
        return page;
      },
      hold(path) {
        if (!proxy) throw new Error('The proxy is used before beforeAll started it.');
        return proxy.hold(path);
      },
    });
  });
}
