import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { launchChromium, type ChromiumSession } from '../../../scripts/chromium';

export function demoUrl(path = '/'): string {
  const base = process.env.DEMO_URL;
  if (!base) throw new Error('DEMO_URL is not set: run browser tests through jest (globalSetup starts the demo).');
  return new URL(path, base).toString();
}

export interface OpenedPage {
  page: Page;
  /** Console errors and page errors, collected from the moment the page opened. */
  errors: string[];
}

/** The test file's browser: one Chromium context, and pages of the demo opened in it. */
export interface BrowserForFile {
  readonly context: BrowserContext;
  /** Opens a demo page at a given width (900 px high) and waits for the network to settle. */
  open(path: string, width?: number): Promise<OpenedPage>;
}

/**
 * One Chromium per test file, with a fresh profile: launched before the first test, closed and
 * removed after the last, and every test starts without cookies. Call it once at the top of a file.
 * `urlOf` makes a path a page's address: the built demo's by default, another server's (the dev
 * server, tests/browser/support/demoDevServer.ts) when given.
 */
export function browserForThisFile(urlOf: (path: string) => string = demoUrl): BrowserForFile {
  let session: ChromiumSession | undefined;
  beforeAll(async () => {
    session = await launchChromium('chromium');
  });
  afterAll(async () => session?.close());
  beforeEach(async () => session?.context.clearCookies());
  const launched = (): ChromiumSession => {
    if (!session) throw new Error('The browser is used before beforeAll launched it.');
    return session;
  };
  return {
    get context() {
      return launched().context;
    },
    open: (path, width) => openPage(launched().context, urlOf(path), width),
  };
}

async function openPage(context: BrowserContext, url: string, width = 1280): Promise<OpenedPage> {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.setViewportSize({ width, height: 900 });
  await page.goto(url, { waitUntil: 'networkidle' });
  return { page, errors };
}

const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; html: string }[];
}

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * axe-core's violations (WCAG 2.x A and AA plus best practices) for the page as it is now, or only
 * inside the elements the given selectors find (those that exist; at least one must).
 */
export async function axeViolations(page: Page, within?: string[]): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
  return page.evaluate(
    async ({ selectors, tags }) => {
      type Axe = { run: (context: object, options: object) => Promise<{ violations: AxeViolation[] }> };
      const axe = (window as unknown as { axe: Axe }).axe;
      let context: object = document;
      if (selectors) {
        const include = selectors.filter((selector) => document.querySelector(selector) !== null);
        if (include.length === 0) throw new Error(`none of ${selectors.join(', ')} is on the page`);
        context = { include };
      }
      const result = await axe.run(context, { runOnly: { type: 'tag', values: tags } });
      return result.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        help: violation.help,
        nodes: violation.nodes.map((node) => ({ target: node.target, html: node.html })),
      }));
    },
    { selectors: within ?? null, tags: AXE_TAGS },
  );
}

/** A readable summary for a failing expectation. */
export function describeViolations(violations: AxeViolation[]): string {
  return violations.map((v) => `${v.id} (${v.impact ?? 'n/a'}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`).join('\n');
}
