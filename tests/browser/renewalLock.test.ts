import { resolve } from 'node:path';
import { build } from 'esbuild';
import type { JSHandle, Page } from 'playwright-core';
import { browserForThisFile, demoUrl } from './support/browser';
import type { LockSnapshot, ProbeWindow, RunState } from './support/renewalLockPage';

// The login renewal's cross-tab lock with Chromium's real Web Locks: a saga cancelled while it waits
// for the lock (StrictMode's double start, eject) must leave nothing held or queued, in any tab.
// The page is a test page on the demo's origin (the lock's scope) running the real
// acquireRenewalLock and redux-saga, bundled from support/renewalLockPage.ts.

jest.setTimeout(30000);

const session = browserForThisFile();
const PAGE_PATH = '/__renewal-lock-test.html';
const SCRIPT_PATH = '/__renewal-lock-test.js';

beforeAll(async () => {
  const bundle = await build({
    entryPoints: [resolve(__dirname, 'support/renewalLockPage.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    // React's development build: StrictMode runs each effect twice, as in a host's dev server.
    define: { 'process.env.NODE_ENV': '"development"' },
    logLevel: 'silent',
  });
  const script = bundle.outputFiles[0]?.text ?? '';
  // The demo server never sees these paths: they are answered here, on the demo's origin.
  await session.context.route(demoUrl(PAGE_PATH), (route) =>
    route.fulfill({ contentType: 'text/html', body: `<!doctype html><html lang="en"><title>lock</title><script src="${SCRIPT_PATH}"></script></html>` }),
  );
  await session.context.route(demoUrl(SCRIPT_PATH), (route) => route.fulfill({ contentType: 'text/javascript', body: script }));
});

type Probe = ProbeWindow['renewalLockProbe'];

interface Tab {
  page: Page;
  errors: string[];
  /** The page's probe: `tab.probe.evaluate((probe) => …)` runs in the page. */
  probe: JSHandle<Probe>;
}

const tabs: Tab[] = [];

async function openTab(): Promise<Tab> {
  const { page, errors } = await session.open(PAGE_PATH);
  const probe = await page.evaluateHandle(() => (window as unknown as ProbeWindow).renewalLockProbe);
  const tab = { page, errors, probe };
  tabs.push(tab);
  return tab;
}

// Closing a tab frees its locks, so a failed test leaves none behind for the next.
afterEach(() => Promise.all(tabs.splice(0).map((tab) => tab.page.close())));

/**
 * Waits (up to 5 s) until the origin's renewal lock is as expected: a release or an abort reaches
 * the browser's lock manager across processes, not at once. Polled from here, as query() is async.
 */
async function lockBecomes(tab: Tab, expected: LockSnapshot): Promise<void> {
  const query = () => tab.probe.evaluate((probe) => probe.snapshot());
  let now = await query();
  for (let polls = 0; polls < 100 && (now.held !== expected.held || now.pending !== expected.pending); polls += 1) {
    await tab.page.waitForTimeout(50);
    now = await query();
  }
  expect(now).toEqual(expected);
}

async function runBecomes(tab: Tab, run: number, expected: RunState): Promise<void> {
  await tab.page
    .waitForFunction(({ probe, n, want }) => probe.state(n) === want, { probe: tab.probe, n: run, want: expected }, { timeout: 5000 })
    // A time-out is reported by the expectation below, with the state the run is in.
    .catch(() => undefined);
  expect(await tab.probe.evaluate((probe, n) => probe.state(n), run)).toBe(expected);
}

const hold = (tab: Tab) => tab.probe.evaluate((probe) => probe.hold());
const unhold = (tab: Tab) => tab.probe.evaluate((probe) => probe.unhold());
const start = (tab: Tab) => tab.probe.evaluate((probe) => probe.start());
const cancel = (tab: Tab, run: number) => tab.probe.evaluate((probe, n) => probe.cancel(n), run);
const finish = (tab: Tab) => tab.probe.evaluate((probe) => probe.finish());

it('StrictMode double start: the first run, cancelled while waiting, leaves the lock to the second', async () => {
  const tab = await openTab();
  await hold(tab);
  await tab.probe.evaluate((probe) => probe.mountStrict());
  // StrictMode's mount, cleanup and mount: run 1 cancelled while waiting, run 2 waiting alone.
  await runBecomes(tab, 1, 'cancelled');
  await runBecomes(tab, 2, 'waiting');
  await lockBecomes(tab, { held: 1, pending: 1 });

  await unhold(tab);
  await runBecomes(tab, 2, 'holding');
  await lockBecomes(tab, { held: 1, pending: 0 });
  await finish(tab);
  await runBecomes(tab, 2, 'released');
  await lockBecomes(tab, { held: 0, pending: 0 });
  await runBecomes(tab, 1, 'cancelled');
  expect(tab.errors).toEqual([]);
});

it('two tabs: a run cancelled in tab A does not keep tab B waiting', async () => {
  const a = await openTab();
  const b = await openTab();
  await hold(a);
  const runA = await start(a);
  await lockBecomes(a, { held: 1, pending: 1 });
  // Queued behind A's run: without the abort, A's cancelled run would get the lock first, for good.
  const runB = await start(b);
  await lockBecomes(b, { held: 1, pending: 2 });

  await cancel(a, runA);
  await runBecomes(a, runA, 'cancelled');
  await lockBecomes(b, { held: 1, pending: 1 });
  await unhold(a);
  await runBecomes(b, runB, 'holding');
  await finish(b);
  await runBecomes(b, runB, 'released');
  await lockBecomes(a, { held: 0, pending: 0 });
  expect([...a.errors, ...b.errors]).toEqual([]);
});

it('eject while the lock is pending: the request leaves the queue and the lock is never taken', async () => {
  const tab = await openTab();
  await hold(tab);
  const run = await start(tab);
  await lockBecomes(tab, { held: 1, pending: 1 });
  await cancel(tab, run);
  await runBecomes(tab, run, 'cancelled');
  await lockBecomes(tab, { held: 1, pending: 0 });

  await unhold(tab);
  await lockBecomes(tab, { held: 0, pending: 0 });
  await runBecomes(tab, run, 'cancelled');
  expect(tab.errors).toEqual([]);
});
