import type { AbTest, ConsentValue, CustomerBaseData, NewsletterStatus, Salutation } from '../types';

/** The in-memory state behind the service fakes. Each test (and the demo server) gets its own. */
export interface FakeCustomer extends CustomerBaseData {
  loginId: string;
  password: string;
}

export interface FakeSubscriber {
  subscriberToken: string;
  email: string;
  status: NewsletterStatus;
  salutation?: Salutation;
  firstName?: string;
  lastName?: string;
  consents: ConsentValue[];
  origin: string;
  originAddition: string;
}

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

export const FAKE_PROMOTION_CONTENT = {
  lang: 'de-DE',
  headline: 'Gratis Versand ab 30 €',
  text: 'Nur diese Woche: versandkostenfrei bestellen.',
  link: { url: '/aktionen/gratis-versand', text: 'Zur Aktion' },
};

export const FAKE_AB_TESTS: AbTest[] = [
  { name: 'footer-teaser-order', groups: [{ name: 'A' }, { name: 'B' }] },
  { name: 'newsletter-banner', groups: [{ name: 'control' }, { name: 'voucher-first' }, { name: 'image-left' }] },
];

export function createFakeDb(overrides: Partial<FakeDb> = {}): FakeDb {
  return {
    customers: [{ ...FAKE_CUSTOMER, consents: [...FAKE_CUSTOMER.consents] }],
    subscribers: new Map(),
    footerPromotionJson: JSON.stringify(FAKE_PROMOTION_CONTENT),
    preview: { dateTime: null, abTestName: null, abTestGroup: null },
    abTests: FAKE_AB_TESTS,
    calls: [],
    ...overrides,
  };
}
