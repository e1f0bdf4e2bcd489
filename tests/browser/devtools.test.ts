import { resolve } from 'node:path';
import { build } from 'esbuild';
import type { JSHandle, Page } from 'playwright-core';
import { encodeFakeToken } from '../../api/tokens';
import { browserForThisFile, demoUrl } from './support/browser';
import { staffLogin } from './support/staffLogin';
import type { DevtoolsProbe, DevtoolsProbeWindow } from './support/devtoolsPage';

// The real Redux DevTools instrumentation in Chromium, with real time passing between the monitor's
// steps: a host page with the extension present (support/devtoolsPage.tsx, the parts injected at
// run time), a visit recorded (a customer and a staff member on the preview route, the staff member
// logs out), then what a developer does in the DevTools: a jump to checkauth's answer and back,
// every action toggled off and on, an export imported into a fresh page and travelled through.
// Meanwhile the page does what pages do: its viewport is resized (as opening or resizing the docked
// DevTools does; the layout stays CLASSIC), so the flows wake and read the state. The page shows
// each state it is sent to and the end again, with no error. The flows read the store, so after a
// jump or a toggle they act on the state put there: they may ask what it calls for (checkauth, the
// staff login's renewal, psdata, the base data), but never repeat a call only a person's action
// makes (docs/decisions/2026-11-29-flows-read-the-store.md). The unit test with the instrument in jsdom
// (tests/unit/store/devtools.test.tsx) covers the page showing each state, field for field, in both
// of the README's set-ups.

jest.setTimeout(90000);

const session = browserForThisFile();
const EXTENSION_PATH = '/__devtools-extension.js';
const PAGE_SCRIPT_PATH = '/__devtools-page.js';
/** Real time between a monitor step and the next: RTK Query's own timers (its subscription sync, 500 ms) run out meanwhile. */
const BETWEEN_STEPS_MS = 1500;

async function bundle(entry: string): Promise<string> {
  const result = await build({
    entryPoints: [resolve(__dirname, entry)],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    // React's and Redux Toolkit's development builds, as a host runs them while it uses the DevTools.
    define: { 'process.env.NODE_ENV': '"development"' },
    logLevel: 'silent',
  });
  return result.outputFiles[0]?.text ?? '';
}

beforeAll(async () => {
  const [extension, page] = await Promise.all([bundle('support/reduxDevtoolsExtension.ts'), bundle('support/devtoolsPage.tsx')]);
  // The extension's script runs before the page's, as the browser extension injects it.
  const html = `<!doctype html><html lang="de-DE"><title>Host shop</title><body><script src="${EXTENSION_PATH}"></script><script src="${PAGE_SCRIPT_PATH}"></script></body></html>`;
  // The demo's origin (its server answers the services with the fakes) and its preview route; the demo server never sees these.
  await session.context.route((url) => url.pathname === '/preview' && url.searchParams.has('devtools'), (route) => route.fulfill({ contentType: 'text/html', body: html }));
  await session.context.route(demoUrl(EXTENSION_PATH), (route) => route.fulfill({ contentType: 'text/javascript', body: extension }));
  await session.context.route(demoUrl(PAGE_SCRIPT_PATH), (route) => route.fulfill({ contentType: 'text/javascript', body: page }));
});

interface Tab {
  page: Page;
  errors: string[];
  probe: JSHandle<DevtoolsProbe>;
  /** The service calls the page sent, in order. */
  calls: string[];
}

const tabs: Tab[] = [];
afterEach(() => Promise.all(tabs.splice(0).map((tab) => tab.page.close())));

async function openHostPage(): Promise<Tab> {
  const page = await session.context.newPage();
  const tab: Tab = { page, errors: [], probe: undefined as unknown as JSHandle<DevtoolsProbe>, calls: [] };
  tabs.push(tab);
  page.on('console', (message) => {
    if (message.type() === 'error') tab.errors.push(`${message.text()} (${new URL(message.location().url || 'about:blank').pathname})`);
  });
  page.on('pageerror', (error) => tab.errors.push(error.message));
  page.on('request', (request) => {
    const url = new URL(request.url());
    // The services' calls; the footer's logos and images are files, not calls.
    if (url.pathname.startsWith('/service/') && !/\/(footer-images|newsletterfrontend\/images)\//.test(url.pathname)) tab.calls.push(`${request.method()} ${url.pathname}`);
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(demoUrl('/preview?devtools'));
  await page.waitForFunction(() => 'devtoolsProbe' in window);
  tab.probe = await page.evaluateHandle(() => (window as unknown as DevtoolsProbeWindow).devtoolsProbe);
  return tab;
}

/** No request of the parts is out, and RTK Query has copied its subscriptions into the store (500 ms). */
async function settled(tab: Tab): Promise<void> {
  await tab.page.waitForFunction((probe) => !probe.pending(), tab.probe);
  await tab.page.waitForTimeout(1000);
  await tab.page.waitForFunction((probe) => !probe.pending(), tab.probe);
}

/** The viewport resized within the CLASSIC layout: the page observer wakes and reads the page. */
async function resized(tab: Tab): Promise<void> {
  const { width } = tab.page.viewportSize() ?? { width: 1280 };
  await tab.page.setViewportSize({ width: width === 1280 ? 1320 : 1280, height: 900 });
}

/** A monitor step (run in the page), then the page resized and real time passing. */
async function step(tab: Tab, monitorStep: Promise<void>): Promise<void> {
  await monitorStep;
  await resized(tab);
  await tab.page.waitForTimeout(BETWEEN_STEPS_MS);
}

const historyLength = (tab: Tab) => tab.probe.evaluate((probe) => probe.historyLength());
const staffPanel = (tab: Tab) => tab.page.getByRole('region', { name: 'Staff preview' });
const checkauthAnswered = (tab: Tab) => tab.probe.evaluate((probe) => probe.stateAfter('shopPartsApi/executeQuery/fulfilled', 'checkPreviewAuth'));

/** What `steps` appended to the history and sent. */
async function sideEffectsOf(tab: Tab, steps: () => Promise<void>, historyBefore?: number): Promise<{ appended: number; calls: string[] }> {
  const before = historyBefore ?? (await historyLength(tab));
  const callsBefore = tab.calls.length;
  await steps();
  return { appended: (await historyLength(tab)) - before, calls: tab.calls.slice(callsBefore) };
}

/** A customer whose login token is fresh (its next check is 3 minutes away) and a staff member, on the preview route; the staff member logs out. */
async function recordVisit(): Promise<Tab> {
  const now = Math.floor(Date.now() / 1000);
  await session.context.addCookies([
    { name: 'StaffAuthToken', value: staffLogin(), url: demoUrl('/') },
    { name: 'LoginToken', value: encodeFakeToken({ exp: now + 3600, lid: 'C-1001' }), url: demoUrl('/') },
  ]);
  const tab = await openHostPage();
  await staffPanel(tab).waitFor();
  await settled(tab);
  await staffPanel(tab).getByRole('button', { name: 'Logout' }).click();
  await staffPanel(tab).waitFor({ state: 'detached' });
  await settled(tab);
  return tab;
}

/**
 * The calls only a person's action makes: a sign-up (or its confirmation), applying preview
 * settings, the A/B assignment after them, a staff logout, a login. Time travel never repeats one.
 * What a state calls for (queries, renewals) it may ask again when the flows wake on a state the
 * DevTools put in the store (docs/decisions/2026-11-29-flows-read-the-store.md).
 */
const PERSON_ACTION_CALLS = [/^POST \/service\/newsletter\//, /^PUT \/service\/newsletter\//, /\/service\/preview\/api\/token$/, /\/getassignment$/, /\/auth\/logout$/, /\/login\/api\/v1\/login$/];
const byAPerson = (call: string) => PERSON_ACTION_CALLS.some((pattern) => pattern.test(call));

describe('the real Redux DevTools in Chromium with real time passing (the parts injected at run time)', () => {
  it('a jump round trip, toggling every action off and on and time travel after an import show each state and the end again, and never repeat a person\'s call', async () => {
    const tab = await recordVisit();
    const answered = await checkauthAnswered(tab);
    expect(answered).toBeGreaterThan(0);

    const jumps = await sideEffectsOf(tab, async () => {
      await step(tab, tab.probe.evaluate((probe, index) => probe.jumpToState(index), answered));
      await staffPanel(tab).waitFor(); // the page shows the state jumped to: the staff panel before the logout
      await step(tab, tab.probe.evaluate((probe) => probe.jumpToEnd()));
      await staffPanel(tab).waitFor({ state: 'detached' });
    });

    const ids = await tab.probe.evaluate((probe) => probe.toggleableIds());
    expect(ids.length).toBeGreaterThan(20);
    const toggles = await sideEffectsOf(tab, async () => {
      for (const id of ids) {
        await tab.probe.evaluate((probe, actionId) => probe.toggle(actionId), id);
        await resized(tab);
        await tab.probe.evaluate((probe, actionId) => probe.toggle(actionId), id);
        await resized(tab);
      }
      await tab.page.waitForTimeout(BETWEEN_STEPS_MS);
    });

    // A fresh page of the same host (the staff cookie is gone since the logout) imports the visit and travels through it.
    const exported = await tab.probe.evaluate((probe) => probe.exportSession());
    const fresh = await openHostPage();
    await settled(fresh);
    const recorded = (JSON.parse(exported) as { nextActionId: number }).nextActionId;
    const imported = await sideEffectsOf(
      fresh,
      async () => {
        await step(fresh, fresh.probe.evaluate((probe, session) => probe.importSession(session), exported));
        const answeredThere = await checkauthAnswered(fresh);
        await step(fresh, fresh.probe.evaluate((probe, index) => probe.jumpToState(index), answeredThere));
        await staffPanel(fresh).waitFor();
        await step(fresh, fresh.probe.evaluate((probe) => probe.jumpToEnd()));
        await staffPanel(fresh).waitFor({ state: 'detached' });
      },
      // Measured from the recorded history: the import replaces the fresh page's own.
      recorded,
    );
    console.log(`DevTools in Chromium: appended and sent by the jump round trip ${String(jumps.appended)} [${jumps.calls.join(', ')}], the toggles ${String(toggles.appended)} [${toggles.calls.join(', ')}], the import's travel ${String(imported.appended)} [${imported.calls.join(', ')}]`);
    // All three at once, so a failure tells each.
    expect({
      jumpRoundTrip: jumps.calls.filter(byAPerson),
      togglePairs: toggles.calls.filter(byAPerson),
      importAndTimeTravel: imported.calls.filter(byAPerson),
    }).toEqual({ jumpRoundTrip: [], togglePairs: [], importAndTimeTravel: [] });
    // The staff login is gone since the logout: a revived session's calls are refused (401), which
    // the browser logs. Nothing else may show in the console.
    const refusedStaffCall = (error: string) => error.includes('status of 401') && /\((\/service\/preview\/api\/auth\/[a-z/]+)\)$/.test(error);
    expect([...tab.errors, ...fresh.errors].filter((error) => !refusedStaffCall(error))).toEqual([]);
  });
});
