import { localeForSite, type SiteCode } from '../../config/sites';
import type { SubscriberDetails } from '../newsletterFields';
import type { AbTest, ConsentValue, CustomerBaseData, NewsletterStatus } from '../types';

/** The in-memory state behind the service fakes. Each test (and the demo server) gets its own. */
export interface FakeCustomer extends CustomerBaseData {
  loginId: string;
  password: string;
}

/** A stored subscriber: the details are the optional sent fields (api/newsletterFields.ts). */
export type FakeSubscriber = SubscriberDetails & {
  subscriberToken: string;
  email: string;
  status: NewsletterStatus;
  consents: ConsentValue[];
  origin: string;
  originAddition: string;
};

export interface FakePreviewSettings {
  dateTime: string | null;
  abTestName: string | null;
  abTestGroup: string | null;
}

export interface FakeDb {
  customers: FakeCustomer[];
  subscribers: Map<string, FakeSubscriber>;
  /** The SHOP_FOOTER promotion's contentJSON; null answers 404. */
  footerPromotionJson: string | null;
  preview: FakePreviewSettings;
  /** The A/B tests a current or future date has; past dates have none. */
  abTests: AbTest[];
  /** Every call the fakes answered, in order: handy for asserting "no request went out". */
  calls: string[];
}

export const FAKE_CUSTOMER: FakeCustomer = {
  loginId: 'C-1001',
  password: 'Kaffee123',
  email: 'anna.schmidt@example.test',
  salutation: 'MRS',
  firstName: 'Anna',
  lastName: 'Schmidt',
  consents: ['DNE'],
};

/** The promotion each site's backend answers, in the site's language (its `lang` is the site's UI locale). */
const PROMOTION_TEXTS: Record<SiteCode, { headline: string; text: string; url: string; linkText: string }> = {
  DE: { headline: 'Gratis Versand ab 30 €', text: 'Nur diese Woche: versandkostenfrei bestellen.', url: '/aktionen/gratis-versand', linkText: 'Zur Aktion' },
  AT: { headline: 'Gratis Versand ab 30 €', text: 'Nur diese Woche: versandkostenfrei bestellen.', url: '/aktionen/gratis-versand', linkText: 'Zur Aktion' },
  CH: { headline: 'Gratis Versand ab 50 CHF', text: 'Nur diese Woche: versandkostenfrei bestellen.', url: '/aktionen/gratis-versand', linkText: 'Zur Aktion' },
  CH_FR: { headline: 'Livraison gratuite dès 50 CHF', text: 'Cette semaine seulement : commandez sans frais de port.', url: '/actions/livraison-gratuite', linkText: 'Voir l’offre' },
  CZ: { headline: 'Doprava zdarma od 800 Kč', text: 'Pouze tento týden: objednávejte bez poštovného.', url: '/akce/doprava-zdarma', linkText: 'Zobrazit akci' },
  HU: { headline: 'Ingyenes szállítás 10 000 Ft felett', text: 'Csak ezen a héten: rendeljen szállítási díj nélkül.', url: '/akciok/ingyenes-szallitas', linkText: 'Tovább az akcióhoz' },
  SK: { headline: 'Doprava zdarma od 30 €', text: 'Iba tento týždeň: objednávajte bez poštovného.', url: '/akcie/doprava-zdarma', linkText: 'Zobraziť akciu' },
  TR: { headline: '300 TL üzeri ücretsiz kargo', text: 'Sadece bu hafta: kargo ücreti ödemeden sipariş verin.', url: '/kampanyalar/ucretsiz-kargo', linkText: 'Kampanyaya git' },
  PL: { headline: 'Darmowa dostawa od 150 zł', text: 'Tylko w tym tygodniu: zamawiaj bez kosztów wysyłki.', url: '/promocje/darmowa-dostawa', linkText: 'Zobacz promocję' },
};

/** The fake SHOP_FOOTER promotion of a site (an unknown site gets DE's). */
export function fakePromotionContent(site: SiteCode = 'DE') {
  const texts = PROMOTION_TEXTS[site] ?? PROMOTION_TEXTS.DE;
  return { lang: localeForSite(site), headline: texts.headline, text: texts.text, link: { url: texts.url, text: texts.linkText } };
}

/** DE's promotion, the default of `createFakeDb()`. */
export const FAKE_PROMOTION_CONTENT = fakePromotionContent('DE');

export const FAKE_AB_TESTS: AbTest[] = [
  { name: 'footer-teaser-order', groups: [{ name: 'A' }, { name: 'B' }] },
  { name: 'newsletter-banner', groups: [{ name: 'control' }, { name: 'voucher-first' }, { name: 'image-left' }] },
];

/** A fresh fake backend; `site` picks the language of its promotion. */
export function createFakeDb(overrides: Partial<FakeDb> = {}, site: SiteCode = 'DE'): FakeDb {
  return {
    customers: [{ ...FAKE_CUSTOMER, consents: [...FAKE_CUSTOMER.consents] }],
    subscribers: new Map(),
    footerPromotionJson: JSON.stringify(fakePromotionContent(site)),
    preview: { dateTime: null, abTestName: null, abTestGroup: null },
    abTests: FAKE_AB_TESTS,
    calls: [],
    ...overrides,
  };
}
