import type { EnginePage } from '../support/engines/enginePage';
import { ENGINES_WITH_EVERY_FEATURE, type EngineName } from '../support/engines/driver';
import { forEachEngine } from '../support/engines/session';
import { expectEventually } from '../support/eventually';

// The footer's shopper flows in every engine (tests/browser/support/engines): the accordion by
// pointer and by keys on a phone, find-in-page into a closed panel, the country selector.
jest.setTimeout(120000);

type Site = 'DE' | 'TR' | 'PL';

/** Written out (not read from the sources): each site's first two teaser panels, a link only the accordion shows, and the country button. */
const SITES: Record<Site, { panel: string; nextPanel: string; hiddenLink: string; countryButton: string; country: string }> = {
  DE: { panel: 'Bequem bezahlen', nextPanel: 'Schnelle Lieferung', hiddenLink: 'Kauf auf Rechnung', countryButton: 'Land: Deutschland', country: 'Deutschland' },
  TR: { panel: 'Kolay ödeme', nextPanel: 'Hızlı teslimat', hiddenLink: 'Kredi kartıyla ödeme', countryButton: 'Ülke: Türkiye', country: 'Türkiye' },
  PL: { panel: 'Wygodne płatności', nextPanel: 'Darmowa dostawa od 100 zł', hiddenLink: 'Płatności BLIK', countryButton: 'Kraj: Polska', country: 'Polska' },
};
const SITE_LIST = Object.keys(SITES) as Site[];
const BUTTONS = '#shop-footer .sp-accordion__button';

/**
 * The site each engine runs the accordion's pointer, key and early-tap flows and the country
 * selector on: the same code on every site, only the texts differ, so each engine runs them once and
 * each site's texts are met by one engine. Text search (a #:~:text= link, window.find) matches the
 * site's own characters (ı, ł, ö) and runs on every site in every engine.
 */
const FLOW_SITE: Record<EngineName, Site> = { chromium: 'DE', firefox: 'TR', webkit: 'PL', 'webkit-fallbacks': 'TR' };

/**
 * Scrolls to the footer (the island hydrates near the viewport) and waits until it is live and its
 * newsletter form has loaded: the form arriving moves what is below it, and a pointer click aimed
 * before the move would land elsewhere.
 */
async function liveFooter(page: EnginePage): Promise<void> {
  await page.scrollIntoView('#shop-footer');
  await page.waitForSelector('#shop-footer[data-hydrated]');
  await page.waitForSelector('#shop-footer [data-testid="newsletter-form"] input[name="email"]');
}

/** The panel a header button controls. */
async function panelOf(page: EnginePage, button: string): Promise<string> {
  const id = await page.attribute(button, 'aria-controls');
  if (!id) throw new Error(`${button} controls no panel`);
  return `[id="${id}"]`;
}

/** The header says what the page shows: expanded exactly when its panel is not hidden. */
async function headerMatchesPanel(page: EnginePage, button: string): Promise<boolean> {
  const panel = await panelOf(page, button);
  return page.evaluate(
    (buttonCss: string, panelCss: string) =>
      (document.querySelector(buttonCss)?.getAttribute('aria-expanded') === 'true') === !document.querySelector(panelCss)?.hasAttribute('hidden'),
    button,
    panel,
  );
}

forEachEngine((session) => {
  it('runs with the engine features this set-up is about (until-found and Web Locks on, or off in webkit-fallbacks)', async () => {
    const page = await session.page();
    await page.open('/?site=DE', 375);
    const features = await page.evaluate(() => ({ beforematch: 'onbeforematch' in HTMLElement.prototype, locks: 'locks' in navigator }));
    const on = session.name !== 'webkit-fallbacks';
    expect(features).toEqual({ beforematch: on, locks: on });
    expect(await page.errors()).toEqual([]);
  });

  describe.each([FLOW_SITE[session.name]])('on %s at phone width', (site) => {
    const { panel: panelName, nextPanel, hiddenLink } = SITES[site];

    it('the accordion opens and closes by pointer', async () => {
      const page = await session.page();
      await page.open(`/?site=${site}`, 375);
      await liveFooter(page);
      await page.waitForSelector('#shop-footer footer[data-sp-platform="MATCH"]');
      const button = await page.byName(BUTTONS, panelName);
      const panel = await panelOf(page, button);
      expect(await page.attribute(button, 'aria-expanded')).toBe('false');
      expect(await page.visible(panel)).toBe(false);
      await page.click(button);
      await page.waitFor('the panel open', (css: string) => document.querySelector(css)?.getAttribute('aria-expanded') === 'true', button);
      await expectEventually(() => page.visible(panel), true);
      expect(await page.visible(await page.byName('a', hiddenLink, panel))).toBe(true);
      await page.click(button);
      await page.waitFor('the panel closed', (css: string) => document.querySelector(css)?.getAttribute('aria-expanded') === 'false', button);
      await expectEventually(() => page.visible(panel), false);
      expect(await page.errors()).toEqual([]);
    });

    it('the accordion opens and closes by keys: Enter opens, Tab enters the panel, Shift+Tab returns, Space closes', async () => {
      const page = await session.page();
      await page.open(`/?site=${site}`, 375);
      await liveFooter(page);
      await page.waitForSelector('#shop-footer footer[data-sp-platform="MATCH"]');
      // From the footer's start, as a skip link would put it, so the walk does not depend on the page above.
      await page.focusStart('#shop-footer footer');
      await page.tabTo(BUTTONS);
      const button = await page.byName(BUTTONS, panelName);
      expect(await page.focusedMatches(button)).toBe(true);
      const panel = await panelOf(page, button);
      await page.press('Enter');
      await page.waitFor('the panel open', (css: string) => document.querySelector(css)?.getAttribute('aria-expanded') === 'true', button);
      await expectEventually(() => page.visible(panel), true);
      await page.press('Tab');
      await expectEventually(() => page.evaluate((css: string) => document.activeElement?.closest(css) !== null, panel), true);
      await page.press('Shift+Tab');
      await expectEventually(() => page.focusedMatches(button), true);
      await page.press('Space');
      await page.waitFor('the panel closed', (css: string) => document.querySelector(css)?.getAttribute('aria-expanded') === 'false', button);
      await expectEventually(() => page.visible(panel), false);
      expect(await page.errors()).toEqual([]);
    });

    it('taps on two panels before the footer is live both count once it is', async () => {
      const page = await session.page();
      // The footer's code arrives only after the taps (a slow phone network).
      const releaseCode = session.hold(/footerIsland/);
      let first: string;
      let second: string;
      try {
        // MATCH: the server renders the accordion, as it does for a phone's user agent.
        await page.open(`/?site=${site}&platform=MATCH`, 375);
        first = await page.byName(BUTTONS, panelName);
        second = await page.byName(BUTTONS, nextPanel);
        await page.click(first);
        await page.click(second);
        expect(await page.count('#shop-footer[data-hydrated]')).toBe(0);
        expect([await page.attribute(first, 'aria-expanded'), await page.attribute(second, 'aria-expanded')]).toEqual(['false', 'false']);
      } finally {
        releaseCode();
      }
      await page.waitForSelector('#shop-footer[data-hydrated]');
      await page.waitFor(
        'both panels open',
        (a: string, b: string) => [a, b].every((css) => document.querySelector(css)?.getAttribute('aria-expanded') === 'true'),
        first,
        second,
      );
      const [firstPanel, secondPanel] = [await panelOf(page, first), await panelOf(page, second)];
      await expectEventually(async () => [await page.visible(firstPanel), await page.visible(secondPanel)], [true, true]);
      expect(await page.errors()).toEqual([]);
    });
  });

  describe.each(SITE_LIST)('text search on %s at phone width', (site) => {
    const { panel: panelName, hiddenLink } = SITES[site];

    it('a #:~:text= link on a fresh load reaches the text in a closed panel', async () => {
      const page = await session.page();
      // MATCH: the server renders the accordion, as it does for a phone's user agent.
      await page.open(`/?site=${site}&platform=MATCH#:~:text=${encodeURIComponent(hiddenLink)}`, 375);
      const button = await page.byName(BUTTONS, panelName);
      const panel = await panelOf(page, button);
      if (session.name === 'webkit-fallbacks') {
        // Without HiddenUntilFound a closed panel is display:none and no search reaches into it:
        // the link stays in the page, the panel stays closed, and its header says so.
        await liveFooter(page);
        expect(await page.count(`${panel} a`)).toBeGreaterThan(0);
        expect(await page.attribute(button, 'aria-expanded')).toBe('false');
        expect(await page.visible(panel)).toBe(false);
      } else {
        // The browser reveals the match (before hydration or after, beforematch or not) and the
        // header follows once the footer is live: open through the store, link on screen.
        await page.waitFor('the panel opened by the link', (css: string) => document.querySelector(css)?.getAttribute('aria-expanded') === 'true', button);
        const link = await page.byName('a', hiddenLink, panel);
        await expectEventually(() => page.visible(link), true);
      }
      await expectEventually(() => headerMatchesPanel(page, button), true);
      expect(await page.errors()).toEqual([]);
    });

    it('window.find on a live page leaves every header saying what its panel shows', async () => {
      const page = await session.page();
      await page.open(`/?site=${site}&platform=MATCH`, 375);
      await liveFooter(page);
      const button = await page.byName(BUTTONS, panelName);
      await page.waitFor('the closed panel until-found', (css: string) => document.querySelector(css)?.hasAttribute('hidden') ?? false, await panelOf(page, button));
      // window.find is non-standard. Firefox reveals an until-found match (firing beforematch);
      // Chromium and WebKit find the text but do not reveal it (their find bar and text fragments
      // do), and in webkit-fallbacks a closed panel is display:none. Whatever the engine does, the
      // header must agree with the panel.
      await page.evaluate((text: string) => {
        (window as Window & { find?: (query: string) => boolean }).find?.(text);
      }, hiddenLink);
      if (session.name === 'firefox') {
        await page.waitFor('the panel opened by find', (css: string) => document.querySelector(css)?.getAttribute('aria-expanded') === 'true', button);
      }
      await expectEventually(() => headerMatchesPanel(page, button), true);
      expect(await page.errors()).toEqual([]);
    });
  });

  // The country selector uses neither feature webkit-fallbacks turns off.
  if (ENGINES_WITH_EVERY_FEATURE.includes(session.name)) describe.each([FLOW_SITE[session.name]])('the country selector on %s at 1280 px', (site) => {
    it('opens by pointer, marks the current country, closes with Escape, and goes to CZ by keys', async () => {
      const page = await session.page();
      await page.open(`/?site=${site}`, 1280);
      await liveFooter(page);
      const button = await page.byName('.sp-country__button', SITES[site].countryButton);
      await page.click(button);
      await page.waitFor('the list open', (css: string) => document.querySelector(css)?.getAttribute('aria-expanded') === 'true', button);
      const list = `[id="${(await page.attribute(button, 'aria-controls')) ?? ''}"]`;
      await page.waitForVisible(list);
      expect(await page.count(`${list} a`)).toBe(9);
      expect(await page.count(`${list} [aria-current="true"]`)).toBe(1);
      expect(await page.text(`${list} [aria-current="true"]`)).toContain(SITES[site].country);
      await page.press('Escape');
      await page.waitFor('the list closed', (css: string) => document.querySelector(css)?.getAttribute('aria-expanded') === 'false', button);
      await expectEventually(() => page.focusedMatches(button), true);
      // A disclosure of links (no listbox): Tab, not the arrow keys, moves through the countries.
      await page.press('Enter');
      await page.waitForVisible(list);
      await page.tabTo(`${list} a[href="/?site=CZ"]`, 12);
      await page.press('Enter');
      await page.waitFor('the CZ page', () => location.search === '?site=CZ' && document.documentElement.lang === 'cs-CZ');
      await page.waitForSelector('[data-testid="parts-status"]');
      expect(await page.errors()).toEqual([]);
    });
  });
});
