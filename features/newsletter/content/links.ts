import type { SiteCode } from '../../../config';

/**
 * The pages the sign-up form links to, per country site (docs/behaviour.md, "Newsletter"). Paths are relative to the
 * host shop's origin. TR adds its usage and newsletter-hint pages, PL its terms.
 */
export interface NewsletterLinks {
  voucherConditions: string;
  privacy: string;
  contact: string;
  sampleNewsletter: string;
  /** TR: terms of use of the commercial e-mails. */
  usage?: string;
  /** TR: the information text on commercial electronic messages. */
  newsletterHint?: string;
  /** PL: the shop's terms. */
  terms?: string;
}

export const NEWSLETTER_LINKS: Record<SiteCode, NewsletterLinks> = {
  DE: {
    voucherConditions: '/newsletter/gutscheinbedingungen',
    privacy: '/datenschutz',
    contact: '/contact',
    sampleNewsletter: '/newsletter/beispiel',
  },
  AT: {
    voucherConditions: '/newsletter/gutscheinbedingungen',
    privacy: '/datenschutz',
    contact: '/contact',
    sampleNewsletter: '/newsletter/beispiel',
  },
  CH: {
    voucherConditions: '/newsletter/gutscheinbedingungen',
    privacy: '/datenschutz',
    contact: '/contact',
    sampleNewsletter: '/newsletter/beispiel',
  },
  CH_FR: {
    voucherConditions: '/fr/newsletter/conditions-bon',
    privacy: '/fr/protection-des-donnees',
    contact: '/contact',
    sampleNewsletter: '/fr/newsletter/exemple',
  },
  CZ: {
    voucherConditions: '/newsletter/podminky-poukazu',
    privacy: '/ochrana-osobnich-udaju',
    contact: '/contact',
    sampleNewsletter: '/newsletter/ukazka',
  },
  SK: {
    voucherConditions: '/newsletter/podmienky-poukazu',
    privacy: '/ochrana-osobnych-udajov',
    contact: '/contact',
    sampleNewsletter: '/newsletter/ukazka',
  },
  HU: {
    voucherConditions: '/hirlevel/kupon-feltetelek',
    privacy: '/adatvedelem',
    contact: '/contact',
    sampleNewsletter: '/hirlevel/minta',
  },
  TR: {
    voucherConditions: '/e-bulten/kupon-kosullari',
    privacy: '/gizlilik-politikasi',
    contact: '/contact',
    sampleNewsletter: '/e-bulten/ornek',
    usage: '/e-bulten/kullanim-kosullari',
    newsletterHint: '/e-bulten/ticari-elektronik-ileti-aydinlatma-metni',
  },
  PL: {
    voucherConditions: '/newsletter/warunki-kuponu',
    privacy: '/polityka-prywatnosci',
    contact: '/contact',
    sampleNewsletter: '/newsletter/przyklad',
    terms: '/regulamin',
  },
};

export function linksFor(site: SiteCode): NewsletterLinks {
  return NEWSLETTER_LINKS[site] ?? NEWSLETTER_LINKS.DE;
}
