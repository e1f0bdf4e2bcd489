/**
 * Checks that apply to the footer content of every site (docs/behaviour.md, "Footer"). A site's test calls `describeCommonContentChecks(content, { site, pages })` and
 * adds its own facts (return period, thresholds, notes …) with the lookup helpers below.
 */
import { screen } from '@testing-library/react';
import { createElement } from 'react';
import { SITE_CODES, type SiteCode } from '../../../../config';
import { loadFooterContent } from '../../../../features/footer/content/loadFooterContent';
import type { FooterContent, FooterLink, TeaserGroup, TeaserGroupId } from '../../../../features/footer/content/types';
import { LOGO_SOURCES } from '../../../../features/footer/logic/logoSources';
import { isIconName } from '../../../../widgets/base/iconPaths';
import { Footer } from '../../../../src/components/ShopFooter';
import { useFakeServices } from '../../../support/fakeServices';
import { renderWithShop } from '../../../support/renderWithShop';
import { setWindowWidth } from '../../../support/windowWidth';

/** The pages every country has (docs/behaviour.md, "Footer"). A site's test maps each to the URL its content uses. */
export const PAGE_KINDS = [
  'help',
  'payment',
  'delivery',
  'returns',
  'loyaltyCard',
  'giftCard',
  'manuals',
  'disposal',
  'company',
  'career',
] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

/** The German-language sites' page URLs (AT and CH; DE differs only in its returns page). */
export const GERMAN_LANGUAGE_PAGES: Record<PageKind, string> = {
  help: '/service/hilfe',
  payment: '/service/zahlung',
  delivery: '/service/lieferung',
  returns: '/service/rueckgabe',
  loyaltyCard: '/registerfreebeancard',
  giftCard: '/service/geschenkkarte',
  manuals: '/service/bedienungsanleitungen',
  disposal: '/service/entsorgung',
  company: '/unternehmen',
  career: '/karriere',
};

/** Link targets every site has (docs/behaviour.md, "Footer"; the loyalty card is the "Bean Card"). */
export const COMMON_LINK_TARGETS = ['/service/storefinder/', '/contact', '/registerfreebeancard', '/subscribenewsletter'] as const;

/** Groups that the reduced (checkout) footer hides, as in the DE reference content. */
export const GROUPS_HIDDEN_IN_CHECKOUT: readonly TeaserGroupId[] = ['storePickup', 'clickAndCollect', 'loyaltyCard', 'productServices', 'company'];

/** The heading link and all links of a teaser group. */
export function groupLinks(group: TeaserGroup): FooterLink[] {
  return [group.heading.link, ...group.links.map((entry) => entry.link)];
}

/** The heading link and all links of all teaser groups. */
export function teaserLinks(content: FooterContent): FooterLink[] {
  return content.teaser.groups.flatMap(groupLinks);
}

/** Every link of the content: teasers, categories, social, apps, legal, sales-tax note, quality logos, country options. */
export function allLinks(content: FooterContent): FooterLink[] {
  return [
    ...teaserLinks(content),
    ...content.seo.columns.flatMap((column) => column.links),
    ...content.socialMedia.map((icon) => icon.link),
    ...content.appReferences.map((icon) => icon.link),
    ...content.legalLinks,
    ...(content.salesTax ? [content.salesTax.link] : []),
    ...(content.qualityLogos ?? []).map((logo) => logo.link),
    ...content.viewChanger.map((option) => ({ url: option.href, text: option.label })),
  ];
}

/** The group with this id; throws (failing the test) when the content has none. */
export function groupById(content: FooterContent, id: TeaserGroupId): TeaserGroup {
  const group = content.teaser.groups.find((candidate) => candidate.id === id);
  if (!group) throw new Error(`no teaser group "${id}" in the ${content.site} footer content`);
  return group;
}

/** All visible text of a teaser group: heading, introductory text, link texts and image labels. */
export function groupText(group: TeaserGroup): string {
  return [
    group.heading.link.text,
    group.introductoryText,
    ...group.links.map((entry) => entry.link.text),
    ...group.images.map((image) => image.label),
  ].join('\n');
}

/** All visible text of the content (for language checks such as "no ß in Swiss German"). */
export function allText(content: FooterContent): string {
  return [
    content.headline,
    ...content.teaser.groups.map(groupText),
    content.seo.heading,
    ...allLinks(content).map((link) => link.text),
    ...(content.salesTax ? [content.salesTax.textBeforeLink, content.salesTax.textAfterLink] : []),
    ...(content.qualityLogos ?? []).map((logo) => logo.image.label),
  ].join('\n');
}

/** Every icon name the content uses: group headings, social and app icons. */
export function allIconNames(content: FooterContent): string[] {
  return [
    ...content.teaser.groups.map((group) => group.heading.iconName),
    ...content.socialMedia.map((icon) => icon.iconName),
    ...content.appReferences.map((icon) => icon.iconName),
  ];
}

/** Every logo source the content uses: teaser images and quality logos. */
export function allLogoSources(content: FooterContent): string[] {
  return [
    ...content.teaser.groups.flatMap((group) => group.images.map((image) => image.source)),
    ...(content.qualityLogos ?? []).map((logo) => logo.image.source),
  ];
}

const isBlank = (text: string): boolean => text.trim() === '';

/**
 * The site's content as loadFooterContent gives it (the shopper's content). The object is filled
 * before the first test of the file or describe block that calls this, so tests read it as usual.
 */
export function loadedContent(site: SiteCode): FooterContent {
  const content = {} as FooterContent;
  beforeAll(async () => {
    Object.assign(content, await loadFooterContent(site));
  });
  return content;
}

export interface CommonCheckExpectations {
  site: SiteCode;
  /** The URL each page kind has in this site's content; each must be a teaser link (heading or list entry). */
  pages: Record<PageKind, string>;
}

/** Registers the checks that hold for every site's footer content. Call it inside the site's describe block. */
export function describeCommonContentChecks(content: FooterContent, { site, pages }: CommonCheckExpectations): void {
  describe('checks common to all sites', () => {
    useFakeServices();

    it('shows every page kind on desktop (CLASSIC) as a link assistive tech finds', async () => {
      setWindowWidth(1400);
      const { unmount } = await renderWithShop(createElement(Footer, { content }), { site });
      // Unmount here: this describe's afterEach (useFakeServices stopping the shop) runs before Testing Library's clean-up.
      try {
        await screen.findByRole('complementary'); // the service fake's promotion has arrived: the footer is complete
        // getAllByRole leaves out what is hidden from assistive tech (display: none, aria-hidden, hidden).
        const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
        for (const kind of PAGE_KINDS) {
          expect({ kind, shown: hrefs.includes(pages[kind]) }).toEqual({ kind, shown: true });
        }
      } finally {
        unmount();
      }
    });

    it('is the content of its own site', () => {
      expect(content.site).toBe(site);
    });

    it('has a headline', () => {
      expect(isBlank(content.headline)).toBe(false);
    });

    it('has 7 or 8 teaser groups with distinct ids', () => {
      const ids = content.teaser.groups.map((group) => group.id);
      expect(ids.length).toBeGreaterThanOrEqual(7);
      expect(ids.length).toBeLessThanOrEqual(8);
      expect(new Set(ids).size).toBe(ids.length);
    });

    it('hides exactly the store pickup, click & collect, loyalty card, product services and company groups in checkout', () => {
      for (const group of content.teaser.groups) {
        expect({ id: group.id, hidden: group.hideGroupInCheckout }).toEqual({
          id: group.id,
          hidden: GROUPS_HIDDEN_IN_CHECKOUT.includes(group.id),
        });
      }
    });

    it('gives every group a heading link, an introductory text and at least one link, all with text', () => {
      for (const group of content.teaser.groups) {
        expect(isBlank(group.introductoryText)).toBe(false);
        expect(group.links.length).toBeGreaterThan(0);
        for (const link of groupLinks(group)) {
          expect(isBlank(link.text)).toBe(false);
          expect(isBlank(link.url)).toBe(false);
        }
        for (const entry of group.links) expect(typeof entry.hideInClassic).toBe('boolean');
      }
    });

    it('shows payment and delivery logos', () => {
      expect(groupById(content, 'payment').images.length).toBeGreaterThan(0);
      expect(groupById(content, 'delivery').images.length).toBeGreaterThan(0);
    });

    it('uses only known logo sources, each with a label', () => {
      const sources = allLogoSources(content);
      expect(sources.length).toBeGreaterThan(0);
      for (const source of sources) expect(LOGO_SOURCES).toContain(source);
      for (const group of content.teaser.groups) {
        for (const image of group.images) expect(isBlank(image.label)).toBe(false);
      }
      for (const logo of content.qualityLogos ?? []) {
        expect(isBlank(logo.image.label)).toBe(false);
        expect(logo.image.width).toBeGreaterThan(0);
        expect(logo.image.height).toBeGreaterThan(0);
      }
    });

    it('uses only known icon names', () => {
      const unknown = allIconNames(content).filter((name) => !isIconName(name));
      expect(unknown).toEqual([]);
    });

    it('links the common targets: store finder, contact, loyalty card sign-up, newsletter', () => {
      const urls = allLinks(content).map((link) => link.url);
      for (const target of COMMON_LINK_TARGETS) expect(urls).toContain(target);
    });

    it('links every page kind from the teaser groups', () => {
      const urls = teaserLinks(content).map((link) => link.url);
      for (const kind of PAGE_KINDS) {
        expect({ kind, linked: urls.includes(pages[kind]) }).toEqual({ kind, linked: true });
      }
    });

    it('uses a distinct URL for each page kind', () => {
      const urls = PAGE_KINDS.map((kind) => pages[kind]);
      expect(new Set(urls).size).toBe(urls.length);
    });

    it('uses relative or https URLs only, each link with a text', () => {
      for (const link of allLinks(content)) {
        expect(link.url).toMatch(/^(\/|https:\/\/)/);
        expect(isBlank(link.text)).toBe(false);
      }
    });

    it('has a popular-categories block with 3 columns of category links', () => {
      expect(isBlank(content.seo.heading)).toBe(false);
      expect(content.seo.columns).toHaveLength(3);
      for (const column of content.seo.columns) expect(column.links.length).toBeGreaterThan(0);
    });

    it('has 3 or 4 social links, each with a distinct accessible name', () => {
      expect(content.socialMedia.length).toBeGreaterThanOrEqual(3);
      expect(content.socialMedia.length).toBeLessThanOrEqual(4);
      const texts = content.socialMedia.map((icon) => icon.link.text);
      for (const text of texts) expect(isBlank(text)).toBe(false);
      expect(new Set(texts).size).toBe(texts.length);
      for (const icon of content.socialMedia) expect(icon.link.url).toMatch(/^https:\/\//);
    });

    it('has an iOS and an Android app link, each with an accessible name', () => {
      expect(content.appReferences.map((icon) => icon.iconName).sort()).toEqual(['android', 'apple']);
      for (const icon of content.appReferences) {
        expect(isBlank(icon.link.text)).toBe(false);
        expect(icon.link.url).toMatch(/^https:\/\//);
      }
    });

    it('has legal links with exactly one consent-management link', () => {
      expect(content.legalLinks.length).toBeGreaterThanOrEqual(4);
      expect(content.legalLinks.filter((link) => link.consentManagement === true)).toHaveLength(1);
    });

    it('offers all nine sites in the country selector with only its own site selected', () => {
      expect(content.viewChanger.map((option) => option.code).sort()).toEqual([...SITE_CODES].sort());
      expect(content.viewChanger.filter((option) => option.selected).map((option) => option.code)).toEqual([site]);
    });
  });
}
