/**
 * One address per page per site: where the newsletter form and the footer link the same page, they
 * use the same href; CH_FR's site-relative footer links carry its home page's `/fr/` prefix.
 */
import { SITE_CODES, SITES, type SiteCode } from '../../../../config';
import { loadFooterContent } from '../../../../features/footer/content/loadFooterContent';
import type { FooterContent } from '../../../../features/footer/content/types';
import { linksFor } from '../../../../features/newsletter/content/links';
import { allLinks } from './contentChecks';

const contents = {} as Record<SiteCode, FooterContent>;
beforeAll(async () => {
  for (const site of SITE_CODES) contents[site] = await loadFooterContent(site);
});

/** The spec's common link targets (SPEC.md, "Footer"): the same path on every site, so CH_FR's too has no `/fr/`. */
const SPEC_COMMON_TARGETS = ['/service/storefinder/', '/contact', '/registerfreebeancard', '/subscribenewsletter'];

describe.each(SITE_CODES)('%s: the form and the footer link a page by one address', (site) => {
  it('links the privacy page at the footer legal row’s address', () => {
    expect(contents[site].legalLinks.map((link) => link.url)).toContain(linksFor(site).privacy);
  });

  it('links the contact page at the footer’s address', () => {
    expect(allLinks(contents[site]).map((link) => link.url)).toContain(linksFor(site).contact);
  });

  it('links the terms (where the form has them) at the footer legal row’s address', () => {
    const { terms } = linksFor(site);
    if (terms !== undefined) expect(contents[site].legalLinks.map((link) => link.url)).toContain(terms);
  });
});

describe('CH_FR: the site-relative links carry the home page’s /fr/ prefix', () => {
  it('has the home page under /fr/', () => {
    expect(new URL(SITES.CH_FR.homeUrl).pathname).toBe('/fr/');
  });

  it('prefixes every site-relative footer link with /fr/, except the spec’s common targets', () => {
    const unprefixed = allLinks(contents.CH_FR)
      .map((link) => link.url)
      .filter((url) => url.startsWith('/') && !url.startsWith('/fr/') && !SPEC_COMMON_TARGETS.includes(url));
    expect(unprefixed).toEqual([]);
  });

  it('prefixes every site-relative form link with /fr/, except the spec’s common targets', () => {
    const { voucherConditions, privacy, contact, sampleNewsletter, usage, newsletterHint, terms } = linksFor('CH_FR');
    const urls = [voucherConditions, privacy, contact, sampleNewsletter, usage, newsletterHint, terms].filter((url) => url !== undefined);
    const unprefixed = urls.filter(
      (url) => url.startsWith('/') && !url.startsWith('/fr/') && !SPEC_COMMON_TARGETS.includes(url),
    );
    expect(unprefixed).toEqual([]);
  });
});
