import { localeForSite, type SiteCode } from '../../../config';
import { SITE_RULES } from '../../../features/newsletter/content/siteRules';
import type { EnginePage } from '../support/engines/enginePage';
import { ENGINES_WITH_EVERY_FEATURE } from '../support/engines/driver';
import { forEachEngine } from '../support/engines/session';
import { eventually } from '../support/eventually';
import { wholeCatalogue } from '../../support/catalogues';

// The newsletter sign-up in every engine, with real pointer clicks on the submit button (the
// double-submit guard and the blur that moves the button are what other engines treat differently).
jest.setTimeout(120000);

/**
 * One site per set of fields the sign-up asks for (features/newsletter/content/siteRules.ts): DE the
 * e-mail alone, HU a salutation select and the names (family name first), TR the names and a
 * consent check box. PL asks what DE asks; every site's texts are newsletter.test.ts's (Chromium).
 */
const SITES: SiteCode[] = ['DE', 'HU', 'TR'];
/** The invalid-link bar is the same on every site but for its text (newsletter.test.ts reads it on each). */
const BAR_SITE: SiteCode = 'DE';
const FORM = '[data-testid="newsletter-form"]';
const EMAIL = `${FORM} input[name="email"]`;
const SUBMIT = `${FORM} button[type="submit"]`;

function catalogue(site: SiteCode): Record<string, string> {
  return wholeCatalogue(localeForSite(site));
}

/** The form near the viewport (it loads there) and live. */
async function openForm(page: EnginePage, site: SiteCode, query = ''): Promise<void> {
  await page.open(`/?site=${site}${query}`, 1280);
  await page.scrollIntoView('#shop-footer');
  await page.waitForSelector('#shop-footer[data-hydrated]');
  await page.waitForSelector(EMAIL);
}

/** Clicks a field and types into it, replacing what it held. */
async function typeInto(page: EnginePage, selector: string, text: string): Promise<void> {
  await page.click(selector);
  await page.evaluate((css: string) => document.querySelector<HTMLInputElement>(css)?.select(), selector);
  await page.type(text);
}

/** The text of the element that describes a field (its error). */
function errorOf(page: EnginePage, field: string): Promise<string> {
  return page.evaluate((css: string) => {
    const ids = document.querySelector(css)?.getAttribute('aria-describedby') ?? '';
    return ids.split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
  }, field);
}

forEachEngine((session) => {
  describe.each(SITES)('on %s', (site) => {
    const texts = catalogue(site);
    const rules = SITE_RULES[site];

    it('an empty submit marks the address, a wrong one says how it should look, and a real click on submit signs up', async () => {
      const page = await session.page();
      await openForm(page, site);
      await page.click(SUBMIT);
      await page.waitFor('the e-mail marked invalid', (css: string) => document.querySelector(css)?.getAttribute('aria-invalid') === 'true', EMAIL);
      await page.waitFor('focus on the e-mail field', () => document.activeElement?.getAttribute('name') === 'email');
      await eventually(async () => expect(await errorOf(page, EMAIL)).toContain(texts['newsletter.validation.emailRequired']));

      await typeInto(page, EMAIL, 'lena.example.test');
      await page.click(SUBMIT);
      await page.waitFor('the invalid-address error', (css: string, text: string) => {
        const ids = document.querySelector(css)?.getAttribute('aria-describedby') ?? '';
        return ids.split(' ').some((id) => document.getElementById(id)?.textContent?.includes(text));
      }, EMAIL, texts['newsletter.validation.emailInvalid'] ?? '');
      // The spec's sentence, then the example address beside it.
      await eventually(async () => expect(await errorOf(page, EMAIL)).toContain(`${texts['newsletter.validation.emailInvalid']} ${texts['newsletter.errorHint.emailInvalid']}`));

      await typeInto(page, EMAIL, 'lena@example.test');
      await typeInto(page, `${FORM} input[name="firstName"]`, 'Lena');
      await typeInto(page, `${FORM} input[name="lastName"]`, 'Berg');
      if (rules.salutationRequired) await page.choose(`${FORM} select[name="salutation"]`, 'MRS');
      if (rules.newsletterConsent) await page.click(`${FORM} input[name="legals"]`);
      // The pointer leaves the last field for the button: its blur may remove an error and move
      // the button (issue 33 saw WebKit lose this click under load).
      await page.click(SUBMIT);
      await page.waitForSelector(`${FORM} [data-testid="newsletter-success"]`);
      await eventually(async () => {
        const success = (await page.text(`${FORM} [data-testid="newsletter-success"]`)) ?? '';
        expect(success).toContain(texts['newsletter.success.title']);
        expect(success).toContain('lena@example.test');
        expect(await page.count(EMAIL)).toBe(0);
      });
      expect(await page.errors()).toEqual([]);
    });

    if (site === BAR_SITE) it('shows the invalid-link bar for doi=invalid until the e-mail field is clicked', async () => {
      const page = await session.page();
      await openForm(page, site, '&doi=invalid');
      const bar = `${FORM} [role="alert"]`;
      await page.waitForSelector(bar);
      await eventually(async () => expect(await page.text(bar)).toContain(texts['newsletter.errorBar.doiLinkInvalid']));
      await page.click(EMAIL);
      await page.waitForGone(bar);
      expect(await page.errors()).toEqual([]);
    });
  });
}, ENGINES_WITH_EVERY_FEATURE);
