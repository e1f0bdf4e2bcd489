import { localeForSite, type SiteCode } from '../../config/sites';
import type { SubscriberDetails } from '../newsletterFields';
import { PROMOTION_TEXTS } from './promotionTexts';
import type { ConsentValue } from '../newsletterFields';
import type { AbTest, CustomerBaseData, NewsletterStatus } from '../types';

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
  /** The preview settings checkauth answers for a staff login that has applied none (or has logged out). */
  preview: FakePreviewSettings;
  /**
   * What each staff login applied, by its token (the staff cookie's value), as the preview service
   * keeps them: two staff members on one backend (the demo, parallel browser tests) do not see or
   * reset each other's settings. A logout forgets its login's entry.
   */
  previewByStaffToken: Map<string, FakePreviewSettings>;
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
    previewByStaffToken: new Map(),
    abTests: FAKE_AB_TESTS,
    calls: [],
    ...overrides,
  };
}
