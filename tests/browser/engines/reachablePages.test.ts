import { detectPlatform, SITE_CODES, type SiteCode } from '../../../config';
import { loadFooterContent } from '../../../features/footer/content/loadFooterContent';
import type { FooterContent } from '../../../features/footer/content/types';
import { AUDITED_SITES } from '../support/demoPages';
import { ENGINES_WITH_EVERY_FEATURE, type EngineName } from '../support/engines/driver';
import type { EnginePage } from '../support/engines/enginePage';
import { forEachEngine } from '../support/engines/session';

// Every page the footer's content links is reachable on every platform: the spec lists help,
// payment, delivery, returns, loyalty card, gift card, manuals, disposal, company and career pages
// per country, and each site's content test (tests/unit/footer/content/) holds that each is a
// teaser link shown on desktop too. Here a shopper reaches them: at each width the footer is walked
// with Tab, phones and tablets with every accordion panel opened by a pointer click on its header,
// and a link counts where it takes the focus while visible in the viewport.
jest.setTimeout(300000);

/**
 * The accessibility audit's sites (support/demoPages.ts). Every site's teaser links are its content
 * test's (tests/unit/footer/content/), and footer.test.ts lays out all nine at these widths.
 */
const CHROMIUM_SITES: readonly SiteCode[] = AUDITED_SITES;
/** Phone, tablet, desktop. MiniBrowser's window is at least 447 px wide: WebKit's phone is 447 px (still the phone layout). */
const WIDTHS = [375, 768, 1280] as const;

/**
 * In `npm test` five sites in Chromium and one in Firefox and WebKit (their Tab walks take longer);
 * all nine in each engine with REACHABLE_PAGES_SITES=all, which `npm run bench` sets.
 */
function sitesFor(engine: EngineName): readonly SiteCode[] {
  if (process.env.REACHABLE_PAGES_SITES === 'all') return SITE_CODES;
  return engine === 'chromium' ? CHROMIUM_SITES : ['PL'];
}

/**
 * The pages the content links from its teaser groups on this layout: each group's heading and its
 * links, except on desktop those the content shows only in the accordion (hideInClassic).
 */
function pagesOf(content: FooterContent, accordion: boolean): string[] {
  const urls = content.teaser.groups.flatMap((group) => [
    group.heading.link.url,
    ...group.links.filter((entry) => accordion || !entry.hideInClassic).map((entry) => entry.link.url),
  ]);
  return [...new Set(urls)];
}

const FOOTER = '#shop-footer footer.sp-footer';

/**
 * Scrolls to the footer (it hydrates near the viewport) and waits until it is live with its
 * newsletter form and shows the layout the window's width calls for. The demo's server guesses the
 * layout from the user agent, and every engine here sends a desktop one, so a phone-wide window
 * gets the columns first and the accordion once the deferred swap has rendered (Footer.tsx);
 * WebKit's swap lands after the form does, and a walk that read the layout before it walked the
 * columns' links inside an accordion.
 */
async function liveFooter(page: EnginePage): Promise<string> {
  await page.scrollIntoView('#shop-footer');
  await page.waitForSelector('#shop-footer[data-hydrated]');
  await page.waitForSelector('#shop-footer [data-testid="newsletter-form"] input[name="email"]');
  const width = await page.evaluate(() => window.innerWidth);
  const layout = detectPlatform(null, width);
  await page.waitFor(`the ${layout} layout at ${String(width)} px`, (css: string, wanted: string) => document.querySelector(css)?.getAttribute('data-sp-platform') === wanted, FOOTER, layout);
  return layout;
}

/**
 * Opens every closed teaser panel with a pointer click on its header, as a shopper would: from the
 * last up, so a panel opening moves only headers already clicked, and each click lands where the
 * header stood still (EnginePage.click); then waits until every panel is open.
 */
async function openEveryPanel(page: EnginePage): Promise<void> {
  const headers = await page.evaluate((footer: string) =>
    [...document.querySelectorAll(`${footer} h3 > .sp-accordion__button[aria-expanded="false"]`)].map((button) => `[aria-controls="${button.getAttribute('aria-controls') ?? ''}"]`),
  FOOTER);
  for (const header of [...headers].reverse()) await page.click(header);
  await page.waitFor('every panel open', (list: string[]) => list.every((css) => document.querySelector(css)?.getAttribute('aria-expanded') === 'true'), headers);
}

/** Tab presses sent at once between two readings of where the focus went. */
const TABS_PER_STEP = 8;

/**
 * Walks the footer with Tab from its start until the focus leaves it or every wanted link was
 * reached, and returns the links that took the focus while shown: a box of their own inside the
 * viewport (scrolled there if the browser did not; 1 px for rounding), not hidden, inert or invisible. A link that took
 * the focus but was not shown is returned in `unseen` with its box. Each focus is noted by a
 * focusin listener in the page as it happens, so the presses go in steps of TABS_PER_STEP and the
 * notes are read once per step; notes after the focus left the footer (or the page) do not count.
 */
async function linksReachedByTab(page: EnginePage, wanted: readonly string[]): Promise<{ reached: string[]; unseen: string[] }> {
  await page.evaluate((footer: string) => {
    type Note = { href: string | null; shown: boolean; box: string } | null;
    const notes: Note[] = [];
    (window as unknown as { focusNotes: Note[] }).focusNotes = notes;
    document.addEventListener('focusin', (event) => {
      const element = event.target;
      if (!(element instanceof HTMLElement) || !element.closest(footer)) {
        notes.push(null);
        return;
      }
      const inView = () => {
        const box = element.getBoundingClientRect();
        // 1 px for rounding: a link scrolled to the viewport's edge may end a fraction of a pixel beyond it.
        return box.width > 0 && box.height > 0 && box.top >= -1 && box.left >= -1 && box.bottom <= window.innerHeight + 1 && box.right <= window.innerWidth + 1;
      };
      if (!inView()) element.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      const box = element.getBoundingClientRect();
      const shown = inView() && getComputedStyle(element).visibility === 'visible' && element.closest('[hidden], [inert], [aria-hidden="true"]') === null;
      notes.push({ href: element instanceof HTMLAnchorElement ? element.getAttribute('href') : null, shown, box: `${String(Math.round(box.top))}..${String(Math.round(box.bottom))}x${String(Math.round(box.left))}..${String(Math.round(box.right))}` });
    });
  }, FOOTER);
  await page.focusStart(FOOTER);
  const reached = new Set<string>();
  const unseen: string[] = [];
  let read = 0;
  for (let press = 0; press < 400 && wanted.some((url) => !reached.has(url)); press += TABS_PER_STEP) {
    await page.press('Tab', TABS_PER_STEP);
    const notes = await page.evaluate((from: number) => (window as unknown as { focusNotes: ({ href: string | null; shown: boolean; box: string } | null)[] }).focusNotes.slice(from), read);
    read += notes.length;
    // No focus in the page after a step: it left the document (to the browser's own controls).
    if (notes.length === 0) break;
    const left = notes.indexOf(null);
    for (const note of left === -1 ? notes : notes.slice(0, left)) {
      if (note === null || note.href === null) continue;
      if (note.shown) reached.add(note.href);
      else unseen.push(`${note.href} (${note.box})`);
    }
    if (left !== -1) break;
  }
  return { reached: [...reached], unseen };
}

interface Row { engine: EngineName; site: SiteCode; width: number; layout: string; reached: number; expected: number; missing: string[] }
const table: Row[] = [];

afterAll(() => {
  if (table.length === 0) return;
  const lines = table.map(
    (row) =>
      `${row.engine.padEnd(8)} ${row.site.padEnd(5)} ${String(row.width).padStart(4)} ${row.layout.padEnd(7)} ${String(row.reached)}/${String(row.expected)}${row.missing.length > 0 ? `  missing: ${row.missing.join(', ')}` : ''}`,
  );
  console.log(`Pages reachable from the footer's teasers (engine, site, viewport px, layout, reached/linked):\n${lines.join('\n')}`);
});

forEachEngine((session) => {
  // One page per site, opened again at each width: a reload, where a fresh page per width cost a
  // new browser context each (about a second of CPU in Chromium).
  it.each(sitesFor(session.name))(`%s at ${WIDTHS.join(', ')} px: every page the teasers link is reached by Tab, visible, accordion panels opened by their headers`, async (site) => {
    const content = await loadFooterContent(site);
    const page = await session.page();
    const outcomes: { width: number; missing: string[]; errors: string[] }[] = [];
    for (const width of WIDTHS) {
      await page.open(`/?site=${site}`, width);
      const layout = await liveFooter(page);
      const accordion = layout !== 'CLASSIC';
      if (accordion) await openEveryPanel(page);
      const expected = pagesOf(content, accordion);
      const { reached, unseen } = await linksReachedByTab(page, expected);
      const missing = expected.filter((url) => !reached.includes(url)).map((url) => {
        const seen = unseen.find((entry) => entry.startsWith(`${url} (`));
        return seen ? `${seen}: focused, not shown` : url;
      });
      const viewport = await page.evaluate(() => window.innerWidth);
      table.push({ engine: session.name, site, width: viewport, layout, reached: expected.length - missing.length, expected: expected.length, missing });
      outcomes.push({ width, missing, errors: await page.errors() });
    }
    expect(outcomes).toEqual(WIDTHS.map((width) => ({ width, missing: [], errors: [] })));
  });
}, ENGINES_WITH_EVERY_FEATURE);
