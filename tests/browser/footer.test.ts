import type { Locator, Page } from 'playwright-core';
import { axeViolations, describeViolations, browserForThisFile } from './support/browser';

// In Chromium, for every site at 375, 768 and 1280 px: axe-core reports no violation, the footer
// lays out as its platform's (the accordion's headings, the columns' groups) and the country selector
// shows only at 1280. The accordion's and the country selector's flows by pointer and by keys are
// tests/browser/engines/footerFlows.test.ts's, in every engine (one Accordion component renders
// every panel's header, the merged categories' too).
jest.setTimeout(60000);

type Site = 'DE' | 'AT' | 'CH' | 'CH_FR' | 'CZ' | 'HU' | 'SK' | 'TR' | 'PL';

/** Written out here (not read from the sources) so that a wrong locale or label in the parts fails. */
const SITES: Record<Site, { locale: string; countryButton: string; country: string }> = {
  DE: { locale: 'de-DE', countryButton: 'Land: Deutschland', country: 'Deutschland' },
  AT: { locale: 'de-AT', countryButton: 'Land: Österreich', country: 'Österreich' },
  CH: { locale: 'de-CH', countryButton: 'Land: Schweiz (Deutsch)', country: 'Schweiz (Deutsch)' },
  CH_FR: { locale: 'fr-CH', countryButton: 'Pays\u202f: Suisse (français)', country: 'Suisse (français)' },
  CZ: { locale: 'cs-CZ', countryButton: 'Země: Česká republika', country: 'Česká republika' },
  HU: { locale: 'hu-HU', countryButton: 'Ország: Magyarország', country: 'Magyarország' },
  SK: { locale: 'sk-SK', countryButton: 'Krajina: Slovensko', country: 'Slovensko' },
  TR: { locale: 'tr-TR', countryButton: 'Ülke: Türkiye', country: 'Türkiye' },
  PL: { locale: 'pl-PL', countryButton: 'Kraj: Polska', country: 'Polska' },
};
const SITE_LIST = Object.keys(SITES) as Site[];
const WIDTHS = [375, 768, 1280] as const;

const session = browserForThisFile();

function footerOf(page: Page): Locator {
  return page.locator('#shop-footer footer.sp-footer');
}

/** The demo has rendered the footer once the parts' status box and the footer landmark are there. */
async function waitForFooter(page: Page): Promise<void> {
  // Fail within seconds, not at the 30 s default, when the demo does not render at all.
  page.setDefaultTimeout(10000);
  await page.getByTestId('parts-status').waitFor();
  await footerOf(page).waitFor();
}

/**
 * Scrolls the footer's top into view, where the newsletter form loads once it nears the viewport,
 * and waits until nothing more loads: axe then sees the whole footer. (Jumping straight to the end
 * of a 375 px page would pass the form's slot by more than its load margin and never load it.)
 */
async function scrollToFooter(page: Page): Promise<void> {
  await page.evaluate(() => document.getElementById('shop-footer')?.scrollIntoView({ block: 'start' }));
  await page.waitForLoadState('networkidle');
}

/**
 * Unless the page was just opened at this width, resizes it and loads it afresh, so the footer's
 * first render is at this width; then waits until the island is live at that width's platform with
 * its newsletter form (not reduced: the reduced test checks that it has none) and nothing more loads.
 */
async function liveAt(page: Page, width: number, platform: string, reload: boolean): Promise<void> {
  if (reload) {
    await page.setViewportSize({ width, height: 900 });
    await page.reload({ waitUntil: 'load' });
  }
  await waitForFooter(page);
  await scrollToFooter(page);
  await page.locator('#shop-footer[data-hydrated]').waitFor();
  await page.locator(`#shop-footer footer.sp-footer[data-sp-platform="${platform}"]`).waitFor();
  await footerOf(page).getByTestId('newsletter-form').waitFor();
  await page.evaluate(() => window.scrollTo(0, 0));
}

async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const sizes = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
  expect(sizes.scroll).toBeLessThanOrEqual(sizes.inner);
}

async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  const report = describeViolations(await axeViolations(page));
  expect(`${label}: ${report}`).toBe(`${label}: `);
}

describe.each(SITE_LIST)('footer of %s', (site) => {
  const { locale, countryButton } = SITES[site];
  let page: Page;
  let errors: string[];
  /** The width of the page's one load since beforeAll opened it, until a test uses that load. */
  let openedAt: number | undefined;

  beforeAll(async () => {
    ({ page, errors } = await session.open(`/?site=${site}`, WIDTHS[0]));
    openedAt = WIDTHS[0];
    page.setDefaultTimeout(10000);
  });
  afterAll(async () => page.close());

  it.each(WIDTHS)('at %i px: axe, layout, no console errors, no overflow', async (width) => {
    const reload = openedAt !== width;
    openedAt = undefined;
    // The errors of this width's load only.
    if (reload) errors.length = 0;
    // Waits for the platform the width gives: a footer that lays out as another one times out here.
    await liveAt(page, width, width === 375 ? 'MATCH' : width === 768 ? 'TABLET' : 'CLASSIC', reload);
    const footer = footerOf(page);
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe(locale);
    await expect(page.locator('html').getAttribute('data-platform')).resolves.toBeNull();

    await expectNoAxeViolations(page, `${site} at ${width} px`);

    const countryButtons = page.locator('.sp-country__button');
    const accordionButtons = footer.locator('.sp-accordion__button');
    if (width === 1280) {
      await expect(countryButtons.count()).resolves.toBe(1);
      await expect(countryButtons.isVisible()).resolves.toBe(true);
      await expect(page.getByRole('button', { name: countryButton, exact: true }).count()).resolves.toBe(1);
      // Columns: no accordion; each group heading is an h3 holding a link, with links below it.
      await expect(accordionButtons.count()).resolves.toBe(0);
      const groups = footer.locator('.sp-footer__group');
      const groupCount = await groups.count();
      expect(groupCount).toBeGreaterThanOrEqual(1);
      for (let index = 0; index < groupCount; index += 1) {
        const group = groups.nth(index);
        const heading = group.locator('h3');
        await expect(heading.count()).resolves.toBe(1);
        await expect(heading.isVisible()).resolves.toBe(true);
        await expect(heading.getByRole('link').count()).resolves.toBe(1);
        await expect(group.locator('.sp-footer__links').getByRole('link').first().isVisible()).resolves.toBe(true);
      }
      await expect(footer.locator('.sp-footer__categories h2').isVisible()).resolves.toBe(true);
      expect(await footer.locator('.sp-footer__categories').getByRole('link').count()).toBeGreaterThan(0);
      // Open, the country list covers no link (target size, 2.5.8): it pushes what follows down.
      await page.getByRole('button', { name: countryButton, exact: true }).click();
      await page.locator('.sp-country__list').waitFor({ state: 'visible' });
      await expectNoAxeViolations(page, `${site} at ${width} px, the country list open`);
      await page.keyboard.press('Escape');
      await page.locator('.sp-country__list').waitFor({ state: 'hidden' });
    } else {
      await expect(countryButtons.count()).resolves.toBe(0);
      await expect(page.getByRole('button', { name: countryButton }).count()).resolves.toBe(0);
      // Accordion: teaser groups under h3, the merged categories panel under h2, all closed at first.
      await expect(footer.locator('.sp-footer__group').count()).resolves.toBe(0);
      const parentTags = await accordionButtons.evaluateAll((buttons) => buttons.map((button) => button.parentElement?.tagName));
      expect(parentTags.length).toBeGreaterThanOrEqual(2);
      expect(parentTags.filter((tag) => tag === 'H2')).toEqual(['H2']);
      expect(parentTags.filter((tag) => tag !== 'H2' && tag !== 'H3')).toEqual([]);
      await expect(footer.locator('.sp-footer__categories .sp-accordion__button').evaluate((button) => button.parentElement?.tagName)).resolves.toBe('H2');
      // Each header controls a panel of its own, closed at first.
      const panels = await accordionButtons.evaluateAll((buttons) =>
        buttons.map((button) => {
          const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
          return { expanded: button.getAttribute('aria-expanded'), hasPanel: panel !== null, hidden: panel?.hasAttribute('hidden') ?? false };
        }),
      );
      expect(panels.filter((panel) => panel.expanded !== 'false' || !panel.hasPanel || !panel.hidden)).toEqual([]);
    }

    await expectNoHorizontalOverflow(page);
    expect(errors).toEqual([]);
  });
});

describe('find-in-page reaches closed accordion panels (hidden="until-found")', () => {
  it('a text-fragment link opens the closed panel holding the text, as its header would; beforematch opens the categories', async () => {
    const { page, errors } = await session.open('/?site=DE', 375);
    await waitForFooter(page);
    await scrollToFooter(page);
    await page.locator('#shop-footer[data-hydrated]').waitFor(); // the island hydrates near the viewport
    const footer = footerOf(page);
    const button = footer.getByRole('button', { name: 'Bequem bezahlen' });
    await expect(button.getAttribute('aria-expanded')).resolves.toBe('false');
    const panelId = (await button.getAttribute('aria-controls')) ?? '';
    const panel = footer.locator(`[id="${panelId}"]`);
    // Until-found from the server's HTML on (a custom element's attribute, passed through by React).
    await footer.locator(`[id="${panelId}"][hidden="until-found"]`).waitFor({ state: 'attached' });
    // Hidden and taking no space (until-found hides with content-visibility, not display: none).
    await expect(panel.evaluate((element) => element.getBoundingClientRect().height)).resolves.toBe(0);
    await expect(panel.getByRole('link', { name: 'Kauf auf Rechnung' }).isVisible()).resolves.toBe(false);

    // The browser's own search (a text fragment, as a search result or a shared link gives it;
    // window.find does not reveal until-found content in Chromium): it fires beforematch on the
    // panel, which opens through the store exactly as a click on its header.
    await page.goto(`${page.url().split('#')[0] ?? ''}#:~:text=Kauf%20auf%20Rechnung`);
    await footer.locator(`[aria-controls="${panelId}"][aria-expanded="true"]`).waitFor();
    await footer.locator(`[id="${panelId}"]:not([hidden])`).waitFor();
    await panel.getByRole('link', { name: 'Kauf auf Rechnung' }).waitFor({ state: 'visible' });
    await expectNoAxeViolations(page, 'DE at 375 px with a panel opened by find-in-page');

    // Closed by its header, the panel can be found again.
    await button.click();
    await footer.locator(`[id="${panelId}"][hidden="until-found"]`).waitFor({ state: 'attached' });

    // beforematch itself, on the merged categories panel.
    const categories = footer.locator('.sp-footer__categories .sp-accordion__button');
    const categoriesId = (await categories.getAttribute('aria-controls')) ?? '';
    const categoriesPanel = footer.locator(`[id="${categoriesId}"]`);
    await footer.locator(`[id="${categoriesId}"][hidden="until-found"]`).waitFor({ state: 'attached' });
    await categoriesPanel.evaluate((element) => element.dispatchEvent(new Event('beforematch')));
    await footer.locator(`[aria-controls="${categoriesId}"][aria-expanded="true"]`).waitFor();
    await footer.locator(`[id="${categoriesId}"]:not([hidden])`).waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('reduced footer (?reduced=1)', () => {
  it.each([
    ['DE', 1280],
    ['TR', 375],
    ['CZ', 768],
  ] as const)('on %s at %i px shows only the legal row', async (site, width) => {
    const { page, errors } = await session.open(`/?site=${site}&reduced=1`, width);
    await waitForFooter(page);
    await scrollToFooter(page);
    const footer = footerOf(page);
    await expect(footer.getAttribute('class')).resolves.toContain('sp-footer--reduced');
    await expect(footer.locator('.sp-footer__teasers, .sp-footer__headline, .sp-footer__group, .sp-accordion').count()).resolves.toBe(0);
    await expect(footer.locator('.sp-footer__categories').count()).resolves.toBe(0);
    await expect(footer.locator('.sp-footer__social, .sp-footer__icon-link').count()).resolves.toBe(0);
    await expect(footer.locator('.sp-footer__newsletter, form, [data-testid="newsletter-form"]').count()).resolves.toBe(0);
    await expect(page.locator('.sp-country__button').count()).resolves.toBe(0);
    await expect(footer.locator('h2, h3').count()).resolves.toBe(0);
    const legalNav = footer.locator('.sp-footer__legal nav');
    await expect(legalNav.isVisible()).resolves.toBe(true);
    expect(await legalNav.getByRole('link').count()).toBeGreaterThan(0);
    await expectNoAxeViolations(page, `${site} reduced at ${width} px`);
    await expectNoHorizontalOverflow(page);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('columns forced on a narrow window (data-platform="CLASSIC")', () => {
  // A host may force the desktop layout anywhere, and a window that narrows shows the columns until
  // the deferred swap to the accordion has rendered: the columns must fit a phone's width too.
  it.each([320, 375])('fit %i px on every site, with the country list open', async (width) => {
    const [first, ...others] = SITE_LIST;
    const { page, errors } = await session.open(`/?site=${first ?? 'DE'}&platform=CLASSIC`, width);
    for (const site of SITE_LIST) {
      // The first site's page is open; scrollToFooter waits until nothing more loads.
      if (others.includes(site)) await page.goto(new URL(`/?site=${site}&platform=CLASSIC`, page.url()).toString(), { waitUntil: 'load' });
      await waitForFooter(page);
      await scrollToFooter(page);
      await page.locator('#shop-footer[data-hydrated]').waitFor(); // the island hydrates near the viewport
      const footer = footerOf(page);
      await expect(footer.getAttribute('data-sp-platform')).resolves.toBe('CLASSIC');
      expect(await footer.locator('.sp-footer__group').count()).toBeGreaterThan(0);
      await expectNoHorizontalOverflow(page);
      await page.getByRole('button', { name: SITES[site].countryButton, exact: true }).click();
      await page.locator('.sp-country__list').waitFor({ state: 'visible' });
      await expectNoHorizontalOverflow(page);
      // The selector's flow is in every engine (engines/footerFlows.test.ts). Here axe checks the page
      // with the list open: it pushes the links below it down and covers none (target size, 2.5.8).
      if (site === 'DE') await expectNoAxeViolations(page, `DE at ${width} px, columns forced, the country list open`);
    }
    expect(errors).toEqual([]);
    await page.close();
  });
});
