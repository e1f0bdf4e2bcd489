/**
 * The packed package in a host that keeps its store across reloads with redux-persist 6 (Vite +
 * React 19 + RTK 2, `persistReducer` over the root reducer on localStorage, `PersistGate`, the parts
 * added at store setup; hosts/persist). Each persistence set-up is one page load's `?persist=`;
 * after a reload it must behave as the host without persistence does: the page's facts from the
 * page, no request this visit's cookies do not call for, no earlier visit's sign-up result, this
 * visit's answers in the cache. In Chromium with real timers, so redux-persist's REHYDRATE comes
 * when it comes in a real shop: after the parts have read the page.
 */
import { readFileSync } from 'node:fs';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { FAKE_CUSTOMER, fakePromotionContent } from '../../api/fakes';
import { paths, cookieNames } from '../../api/paths';
import { encodeFakeToken } from '../../api/tokens';
import { launchChromium } from '../../scripts/chromium';
import { createHostProject, freePort, installedVersion, startServer, type HostProject } from './support/hostProject';
import { signUpInFooter } from './support/visitHost';

jest.setTimeout(600_000);

const SITE = 'DE';
const TYPED_EMAIL = 'lena.berg@example.test';
const STAFF_TOKEN = 'staff-token-value-1';

/** The set-ups of hosts/persist/src/setUps.ts; `none` is the host without redux-persist, the reference. */
const SET_UPS = ['none', 'level1', 'level2', 'apiLeftOut', 'whitelist', 'guide'] as const;
type SetUp = (typeof SET_UPS)[number];

/** The requests that only a LoginToken or a staff cookie (on the preview route) calls for. */
const COOKIE_REQUESTS: string[] = [paths.loginTokenRenew, paths.longTermTokenRenew, paths.psData, paths.customerBaseData, paths.previewCheckAuth, paths.previewToken, paths.previewRenew];

/** The host page's store (hosts/persist/src/main.tsx). */
type HostWindow = Window & { __hostStore?: { getState(): Record<string, unknown> }; __pageFactsHeld?: string[] };

interface AfterReload {
  /** Every route and cookie presence the parts' page state held during the visit, in order. */
  pageFacts: unknown[];
  staffPanel: boolean;
  /** Requests only cookies this visit does not have call for. */
  uncalledRequests: string[];
  /** The sign-up form, or an earlier visit's thank-you. */
  signUp: string;
  promotionShown: boolean;
  /** The api cache's entries, each said to be of this visit (started after this page loaded) or not. */
  cache: string[];
  /** Console errors, page errors and failed responses. */
  problems: string[];
  cart: string;
  /** A third visit with the staff cookie again, on the preview route: the panel shows. */
  panelBackOnPreview: boolean;
}

interface Run {
  thankYou: string;
  afterReload: AfterReload;
  /** Bytes of the persisted entries holding personal data (typed e-mail, the customer's name or e-mail), by key. */
  personalBytes: Record<string, number>;
  /** A cookie value (login token, staff token) anywhere in localStorage. */
  cookieValueStored: boolean;
}

/** From now on: the page's console errors, page errors and failed responses, and the path of every request. */
function watchPage(page: Page): { problems: string[]; requests: string[] } {
  const watched = { problems: [] as string[], requests: [] as string[] };
  page.on('console', (message) => {
    if (message.type() === 'error') watched.problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => watched.problems.push(`pageerror: ${error.message}`));
  page.on('request', (request) => watched.requests.push(new URL(request.url()).pathname));
  page.on('response', (response) => {
    if (response.status() >= 400) watched.problems.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  return watched;
}

/** The page has rendered the footer with this visit's promotion, and what the flows send has been sent and answered. */
async function settle(page: Page): Promise<void> {
  await page.getByRole('heading', { name: 'Host shop' }).waitFor();
  const footer = page.locator('footer.sp-footer');
  await footer.scrollIntoViewIfNeeded();
  await footer.getByText(fakePromotionContent(SITE).headline).waitFor();
  await page.waitForLoadState('networkidle');
  // Real timers: a flow that reacts to a rehydrated state a moment later has done so by now.
  await page.waitForTimeout(1500);
  await page.waitForLoadState('networkidle');
}

/** What the footer's sign-up area shows: the form, or a thank-you (which only an earlier visit's sign-up can have left). */
async function signUpShown(footer: Locator): Promise<string> {
  const thankYou = footer.getByTestId('newsletter-success');
  if ((await thankYou.count()) > 0) return `an earlier thank-you: ${await thankYou.textContent()}`;
  return (await footer.getByTestId('newsletter-form').count()) > 0 ? 'the form' : 'nothing';
}

async function logIn(context: BrowserContext, origin: string, who: { customer: boolean; staff: boolean }): Promise<void> {
  const now = Math.floor(Date.now() / 1000);
  await context.clearCookies({ name: /^(LoginToken|StaffAuthToken)$/ });
  await context.addCookies([
    ...(who.customer ? [{ name: cookieNames.loginToken, value: encodeFakeToken({ exp: now + 1800, lid: FAKE_CUSTOMER.loginId }), url: origin }] : []),
    ...(who.staff ? [{ name: 'StaffAuthToken', value: STAFF_TOKEN, url: origin }] : []),
  ]);
}

async function personalData(page: Page, loginToken: string): Promise<Pick<Run, 'personalBytes' | 'cookieValueStored'>> {
  const personal = [TYPED_EMAIL, FAKE_CUSTOMER.email, FAKE_CUSTOMER.firstName ?? '', FAKE_CUSTOMER.lastName ?? ''];
  return page.evaluate(
    ({ personal, secrets }) => {
      const stored = Object.keys(localStorage).map((key) => localStorage.getItem(key) ?? '');
      const personalBytes: Record<string, number> = {};
      for (const value of stored) {
        let entries: Record<string, string> = {};
        try {
          entries = JSON.parse(value) as Record<string, string>;
        } catch {
          continue;
        }
        for (const [key, json] of Object.entries(entries)) {
          if (personal.some((text) => json.includes(text))) personalBytes[key] = new TextEncoder().encode(json).length;
        }
      }
      return { personalBytes, cookieValueStored: stored.some((value) => secrets.some((secret) => value.includes(secret))) };
    },
    { personal, secrets: [loginToken, STAFF_TOKEN] },
  );
}

async function visit(origin: string, setUp: SetUp): Promise<Run> {
  const chromium = await launchChromium(`persist-${setUp}`);
  try {
    const { context } = chromium;
    const page = await context.newPage();
    const watched = watchPage(page);
    const query = `?persist=${setUp}`;

    // Visit 1: a logged-in customer with a staff cookie on the preview route puts a thing in the
    // cart and signs up in the footer; the answers arrive and redux-persist writes.
    await logIn(context, origin, { customer: true, staff: true });
    const loginToken = (await context.cookies(origin)).find((cookie) => cookie.name === cookieNames.loginToken)?.value ?? '';
    await page.goto(`${origin}/preview${query}`, { waitUntil: 'networkidle' });
    await page
      .getByRole('button', { name: 'Add to cart' })
      .click({ timeout: 15_000 })
      .catch((error: Error) => {
        throw new Error(`${error.message}\nThe page said: ${watched.problems.join('\n')}`);
      });
    await page.getByTestId('preview-date-time').waitFor();
    const { thankYou } = await signUpInFooter(page, SITE);
    await page.waitForLoadState('networkidle');
    if (setUp !== 'none') await page.waitForFunction(() => /"items\\?":1/.test(localStorage.getItem('persist:root') ?? ''));
    await page.waitForTimeout(500); // redux-persist writes key by key on its own timer
    const stored = await personalData(page, loginToken);

    // Visit 2: logged out and without the staff cookie (changed while the tab was elsewhere, as a
    // logout on another site of the shop does), back on the home page in the same tab.
    await page.goto('about:blank');
    await logIn(context, origin, { customer: false, staff: false });
    watched.problems.length = 0;
    watched.requests.length = 0;
    await page.goto(`${origin}/${query}`, { waitUntil: 'networkidle' });
    await settle(page);
    const footer = page.locator('footer.sp-footer');
    const state = await page.evaluate(() => {
      const root = (window as HostWindow).__hostStore?.getState() ?? {};
      const queries = (root.shopPartsApi as { queries: Record<string, { status: string; startedTimeStamp?: number }> }).queries;
      return {
        pageFacts: ((window as HostWindow).__pageFactsHeld ?? []).map((facts) => JSON.parse(facts) as unknown),
        cache: Object.entries(queries).map(([key, entry]) => `${key} ${entry.status} ${(entry.startedTimeStamp ?? 0) >= performance.timeOrigin ? 'this visit' : 'an earlier visit'}`),
      };
    });
    // The watcher sees the requests msw's service worker answers: this visit's promotion is one.
    expect(watched.requests).toContain(paths.footerPromotion);
    const afterReload: Omit<AfterReload, 'panelBackOnPreview'> = {
      pageFacts: state.pageFacts,
      staffPanel: (await page.getByTestId('preview-date-time').count()) > 0,
      uncalledRequests: watched.requests.filter((path) => COOKIE_REQUESTS.includes(path)),
      signUp: await signUpShown(footer),
      promotionShown: (await footer.getByText(fakePromotionContent(SITE).headline).count()) > 0,
      cache: state.cache,
      problems: watched.problems,
      cart: (await page.getByTestId('cart').textContent()) ?? '',
    };

    // Visit 3: the staff cookie again, on the preview route: the panel is where the page calls for it.
    await logIn(context, origin, { customer: false, staff: true });
    await page.goto(`${origin}/preview${query}`, { waitUntil: 'networkidle' });
    const panelBackOnPreview = await page
      .getByTestId('preview-date-time')
      .waitFor({ timeout: 10_000 })
      .then(() => true, () => false);
    return { thankYou, afterReload: { ...afterReload, panelBackOnPreview }, ...stored };
  } finally {
    await chromium.close();
  }
}

/** Set-ups visited at once, each in a browser of its own: a visit mostly waits (for a quiet network, for redux-persist's timer). */
const VISITS_AT_ONCE = 2;

/** Every set-up's visit, started now in SET_UPS order, VISITS_AT_ONCE at a time. */
function visitEverySetUp(origin: string): Map<SetUp, Promise<Run>> {
  const visits = new Map<SetUp, Promise<Run>>();
  const lanes: Promise<unknown>[] = [];
  SET_UPS.forEach((setUp, index) => {
    const lane = index % VISITS_AT_ONCE;
    const visiting = (lanes[lane] ?? Promise.resolve()).then(() => visit(origin, setUp));
    // The set-up's own test reports a failed visit; the lane goes on to its next set-up.
    lanes[lane] = visiting.catch(() => undefined);
    visits.set(setUp, visiting);
  });
  return visits;
}

describe('a redux-persist host (Vite + React 19 + RTK 2 + redux-persist 6, the parts at store setup)', () => {
  let host: HostProject;
  let typeErrors = '';
  let server: { url: string; stop(): void };
  let visits = new Map<SetUp, Promise<Run>>();
  const runs = new Map<SetUp, Run>();

  beforeAll(async () => {
    host = await createHostProject({
      template: 'persist',
      files: {
        'src/hostApp.ts': readFileSync(`${__dirname}/../../examples/hostApp.ts`, 'utf8'),
        'src/fakeServices.ts': readFileSync(`${__dirname}/../../examples/fakesInBrowser.ts`, 'utf8'),
      },
      packageJson: { type: 'module' },
      dependencies: ['react', 'react-dom', '@reduxjs/toolkit', 'react-redux', 'redux-saga', 'react-intl', 'msw'].map(installedVersion).concat('redux-persist@6'),
      devDependencies: ['vite@8', installedVersion('typescript'), installedVersion('@types/react'), installedVersion('@types/react-dom')],
    });
    await host.bin('msw', ['init', 'public', '--no-save']);
    // tsc (one core, writes nothing) beside the build.
    const typeCheck = host.bin('tsc', ['-p', 'tsconfig.json']).then(() => '', (error: Error) => error.message);
    await host.bin('vite', ['build']);
    typeErrors = await typeCheck;
    const port = await freePort();
    server = await startServer(`${host.dir}/node_modules/.bin/vite`, ['preview', '--port', String(port), '--strictPort', '--host', '127.0.0.1'], host.dir, `http://127.0.0.1:${port}/`);
    visits = visitEverySetUp(new URL(server.url).origin);
  });

  afterAll(async () => {
    // No browser outlives the server it visits.
    await Promise.allSettled(visits.values());
    server?.stop();
    host?.remove();
  });

  it('type-checks strictly with the package\'s declarations and redux-persist\'s', () => {
    expect(typeErrors).toBe('');
  });

  it.each(SET_UPS)('set-up %s: after a reload with other cookies, the parts behave as in the host without persistence', async (setUp) => {
    const visiting = visits.get(setUp);
    if (!visiting) throw new Error(`set-up ${setUp} was not visited`);
    const run = await visiting;
    runs.set(setUp, run);
    console.log(`persistence set-up ${setUp}: ${JSON.stringify(run, null, 1)}`);
    expect(run.thankYou).toContain(TYPED_EMAIL);
    expect(run.afterReload).toEqual({
      pageFacts: [{ pathname: '/', loginCookie: false, staffCookie: false }],
      staffPanel: false,
      uncalledRequests: [],
      signUp: 'the form',
      promotionShown: true,
      cache: ['getFooterPromotion(undefined) fulfilled this visit'],
      problems: [],
      // The host's own slice comes back wherever the host persists it.
      cart: setUp === 'none' ? '0' : '1',
      panelBackOnPreview: true,
    });
    // No token or cookie value is ever written.
    expect(run.cookieValueStored).toBe(false);
  });

  it('the guide\'s set-up keeps no personal data in localStorage', () => {
    expect(runs.get('guide')?.personalBytes).toEqual({});
  });
});
