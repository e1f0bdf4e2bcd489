/**
 * The stages of a visit whose script the budgets hold (scripts/bench/budgets.ts), measured the same
 * way in the package tests' hosts (tests/package/support/visitHost.ts) and in the demo
 * (firstLoad.ts): what Chromium really requests, stage by stage, sized per whole file (gzip -9)
 * and by the package's share of it (source maps, attribution.ts).
 *
 * - load: the page until its network is quiet.
 * - footer: scrolled until the footer's top is FORM_APPROACH_PX below the viewport: a host's
 *   footer island (the demo's) loads, the form not yet.
 * - form: the footer's form scrolled into view, until the network is quiet after the form shows:
 *   the form's stage, idle prefetch included (QUIET_MS outlasts an idle step's wait).
 * - firstInteraction: a click into the e-mail field and an address typed, until the network is
 *   quiet: what loads for validation at the first interaction.
 * - staff: a staff member's visit (the staff cookie, the preview route) until the panel shows and
 *   the network is quiet: the scripts it loads that the shopper's whole visit did not.
 *
 * The floor: the footer's HTML (before the form loads, and once it shows) and the part of the
 * package's stylesheet that markup uses, gzip -9 (floorOf); the ratio is the package's script (its
 * share of the load stage and of the form stage) to the floor with the form.
 */
import { appendFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { BrowserContext, Page, Request } from 'playwright-core';
import { IDLE_TIMEOUT_MS } from '../../config/scheduling';

const SHOPPER_STAGES = ['load', 'footer', 'form', 'firstInteraction'] as const;
type ShopperStage = (typeof SHOPPER_STAGES)[number];

/** How long the network must be quiet to end a stage: longer than an idle step may wait, so what the page fetches when idle falls inside. */
const QUIET_MS = IDLE_TIMEOUT_MS + 500;
/** A stage that never gets quiet fails after this long, naming what is still loading. */
const QUIET_TIMEOUT_MS = 60_000;
/** The footer's top this far below the viewport: a footer island's margin (a screen) reaches it, the form's (NearViewport, 200 px) does not. */
const FORM_APPROACH_PX = 500;
/** msw's service worker: the test hosts' fakes, not what a shop serves. */
const NOT_THE_PAGES = /\/mockServiceWorker\.js$/;

/** What a page requests, stage by stage: each script's URL path once, in the stage that first asked for it. */
interface ScriptRecorder {
  /** From now on, new scripts belong to this stage. */
  enter(stage: string): void;
  /** Resolves once no request of the page has been open for QUIET_MS. */
  quiet(): Promise<void>;
  /** Each stage's scripts, by URL path. */
  scripts(): Record<string, string[]>;
}

export function recordScripts(page: Page): ScriptRecorder {
  const open = new Set<Request>();
  const seen = new Set<string>();
  const byStage: Record<string, string[]> = {};
  let stage = 'load';
  let lastChange = Date.now();
  page.on('request', (request) => {
    open.add(request);
    lastChange = Date.now();
    const url = new URL(request.url());
    if (!/\.m?js$/.test(url.pathname) || NOT_THE_PAGES.test(url.pathname)) return;
    if (seen.has(url.pathname)) return;
    seen.add(url.pathname);
    (byStage[stage] ??= []).push(url.pathname);
  });
  const done = (request: Request) => {
    open.delete(request);
    lastChange = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    enter(next) {
      stage = next;
    },
    async quiet() {
      const deadline = Date.now() + QUIET_TIMEOUT_MS;
      lastChange = Math.max(lastChange, Date.now());
      while (open.size > 0 || Date.now() - lastChange < QUIET_MS) {
        if (Date.now() > deadline) throw new Error(`the network did not get quiet within ${QUIET_TIMEOUT_MS / 1000} s: ${[...open].map((request) => request.url()).join(', ')}`);
        await page.waitForTimeout(100);
      }
    },
    scripts: () => Object.fromEntries(Object.entries(byStage).map(([name, files]) => [name, [...files]])),
  };
}

export interface ShopperVisit {
  /** Each stage's scripts, by URL path. */
  scripts: Record<ShopperStage, string[]>;
  /** The footer's markup before the form loads, and once it shows. */
  footerHtml: string;
  footerWithFormHtml: string;
}

const footerHtml = (page: Page) => page.locator('footer.sp-footer').evaluate((footer) => footer.outerHTML);

interface StageSteps {
  /** Runs at the end of the load stage (a host's own check). */
  settled?: (page: Page) => Promise<void>;
  /** Resolves once a footer island is live (the demo's), at the end of the footer stage. */
  footerLive?: (page: Page) => Promise<void>;
}

/**
 * A shopper's visit through the stages, from a page that is loading (recorder attached before
 * navigation). Leaves the page with an address typed into the form.
 */
export async function visitThroughStages(page: Page, recorder: ScriptRecorder, steps: StageSteps = {}): Promise<ShopperVisit> {
  await page.locator('footer.sp-footer').waitFor({ state: 'attached' });
  await recorder.quiet();
  await steps.settled?.(page);
  recorder.enter('footer');
  await page.evaluate((below) => {
    const footer = document.querySelector('footer.sp-footer');
    if (footer) window.scrollTo(0, Math.max(window.scrollY, footer.getBoundingClientRect().top + window.scrollY - window.innerHeight - below));
  }, FORM_APPROACH_PX);
  await steps.footerLive?.(page);
  await recorder.quiet();
  const before = await footerHtml(page);
  recorder.enter('form');
  await page.locator('.sp-footer__newsletter').scrollIntoViewIfNeeded();
  const form = page.getByTestId('newsletter-form');
  await form.waitFor();
  await recorder.quiet();
  const withForm = await footerHtml(page);
  recorder.enter('firstInteraction');
  await form.locator('input[name="email"]').click();
  await page.keyboard.type('lena.berg@example.test');
  await recorder.quiet();
  recorder.enter('afterwards');
  const all = recorder.scripts();
  const scripts = Object.fromEntries(SHOPPER_STAGES.map((stage) => [stage, all[stage] ?? []])) as Record<ShopperStage, string[]>;
  return { scripts, footerHtml: before, footerWithFormHtml: withForm };
}

/** The staff panel's region (features/preview). */
const STAFF_PANEL = { role: 'region', name: 'Staff preview' } as const;
/** The demo's and the fakes' staff login cookie: checkauth answers SUCCESS for it. */
const STAFF_COOKIE = { name: 'StaffAuthToken', value: 'staff' } as const;

/**
 * A staff member's visit to `url` (the preview route) in the shopper's browser: the scripts it
 * loads that the shopper's visit (`shopperScripts`) did not. The staff cookie is removed afterwards.
 */
export async function staffStage(context: BrowserContext, url: string, shopperScripts: readonly string[]): Promise<{ scripts: string[]; problems: string[] }> {
  await context.addCookies([{ ...STAFF_COOKIE, url }]);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`staff visit: ${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`staff visit: pageerror: ${error.message}`));
  try {
    const recorder = recordScripts(page);
    await page.goto(url);
    await page.getByRole(STAFF_PANEL.role, { name: STAFF_PANEL.name }).waitFor();
    await recorder.quiet();
    const loaded = Object.values(recorder.scripts()).flat();
    return { scripts: loaded.filter((file) => !shopperScripts.includes(file)), problems };
  } finally {
    await page.close();
    await context.clearCookies({ name: STAFF_COOKIE.name });
  }
}

const gzipKb = (text: string): number => Math.round((gzipSync(text, { level: 9 }).length / 1024) * 10) / 10;
const round = (kb: number) => Math.round(kb * 10) / 10;

/** A file's size as stages count it. */
export interface FileSize {
  totalGzipKb: number;
  packageGzipKb: number;
}

/** A stage's scripts: whole files (what the shopper downloads) and the package's share of them. */
interface StageSize {
  files: string[];
  totalKb: number;
  packageKb: number;
}

export function stageSize(files: readonly string[], sizeOf: (file: string) => FileSize): StageSize {
  const sizes = files.map(sizeOf);
  return {
    files: [...files],
    totalKb: round(sizes.reduce((sum, size) => sum + size.totalGzipKb, 0)),
    packageKb: round(sizes.reduce((sum, size) => sum + size.packageGzipKb, 0)),
  };
}

/**
 * The HTML + CSS floor, gzip KB: the footer's markup and the part of the package's stylesheet it
 * uses, alone and with the form, each gzipped on its own and added (the page and the stylesheet
 * are separate responses); the whole stylesheet for comparison.
 */
interface Floor {
  footerKb: number;
  withFormKb: number;
  stylesheetKb: number;
}

/**
 * The sections of the package's stylesheet (esbuild heads each source file's rules with its path
 * in a comment) that a piece of markup uses: each that names a class the markup has, and each
 * that names no class at all (base rules).
 */
export function stylesheetUsedBy(html: string, css: string): string {
  const classes = new Set([...html.matchAll(/\bclass="([^"]*)"/g)].flatMap((match) => (match[1] ?? '').split(/\s+/)));
  const sections = css.split(/(?=^\/\* [^*]+\.css \*\/$)/m);
  return sections
    .filter((section) => {
      const named = [...section.replace(/\/\*[^*]*\*\//g, '').matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1] ?? '');
      return named.length === 0 || named.some((name) => classes.has(name));
    })
    .join('');
}

export function floorOf(visit: Pick<ShopperVisit, 'footerHtml' | 'footerWithFormHtml'>, css: string): Floor {
  const weigh = (html: string) => round(gzipKb(html) + gzipKb(stylesheetUsedBy(html, css)));
  return { footerKb: weigh(visit.footerHtml), withFormKb: weigh(visit.footerWithFormHtml), stylesheetKb: gzipKb(css) };
}

/** What the bench prints per host; the package tests report theirs with reportStages. */
export interface HostStages {
  host: string;
  /** The package's share of the main chunk (the first load before any import()), gzip KB. */
  mainKb?: number;
  /** The package's share of every script the page loaded in the load stage (the footer's own chunks included). */
  loadPackageKb?: number;
  form?: StageSize;
  firstInteraction?: StageSize;
  staff?: StageSize;
  floor?: Floor;
}

/** The package's script at load and in the form's stage, over the floor with the form. */
function ratioToFloor(stages: HostStages): number | null {
  if (stages.loadPackageKb === undefined || !stages.form || !stages.floor) return null;
  return Math.round(((stages.loadPackageKb + stages.form.packageKb) / stages.floor.withFormKb) * 10) / 10;
}

/** The bench collects the package tests' stages from this file (one JSON line per report), when set. */
export const STAGES_FILE_VARIABLE = 'SHOP_PARTS_STAGES_FILE';

/** Prints a host's stages and, under the bench, hands them to it. */
export function reportStages(stages: HostStages): void {
  console.log(`stages of ${stages.host}: ${JSON.stringify(stages)}`);
  const file = process.env[STAGES_FILE_VARIABLE];
  if (file) appendFileSync(file, `${JSON.stringify(stages)}\n`);
}

/** Reports of the same host merged (a test reports its measurements as it makes them). */
export function mergeStages(reports: readonly HostStages[]): HostStages[] {
  const byHost = new Map<string, HostStages>();
  for (const report of reports) byHost.set(report.host, { ...byHost.get(report.host), ...report });
  return [...byHost.values()];
}

/** One table row per host: the four numbers. */
export function stagesRow(stages: HostStages): Record<string, string | number> {
  const kb = (value: number | undefined) => (value === undefined ? '-' : value);
  const stage = (size: StageSize | undefined) => (size ? `${size.totalKb} (${size.packageKb}) in ${size.files.length}` : '-');
  return {
    host: stages.host,
    'main share KB': kb(stages.mainKb),
    'form stage KB (package)': stage(stages.form),
    'validation at first interaction KB': stage(stages.firstInteraction),
    'staff stage KB (package)': stage(stages.staff),
    'floor KB: with the form (footer alone)': stages.floor ? `${stages.floor.withFormKb} (${stages.floor.footerKb})` : '-',
    'ratio to floor': ratioToFloor(stages) ?? '-',
  };
}

/** The method, in a sentence, printed under the table. */
export const STAGES_METHOD =
  'Sizes are gzip -9 of what Chromium requested, by stage (scripts/bench/stages.ts): the main-chunk share is the package\'s part of the main chunk (or first load) by source map; ' +
  'the form stage is every script requested from the moment the form is scrolled into view until the network is quiet for 2.5 s after it shows (whole files; the package\'s share in brackets); ' +
  'the first interaction is a click into the e-mail field and typing; the staff stage is what a staff visit to the preview route loads that the shopper\'s visit did not; ' +
  'the floor is the footer\'s HTML with the form plus the sections of the package stylesheet it uses (gzip each), and the ratio is the package\'s script at load and in the form stage over it.';
