/**
 * The service fakes alone (msw 2 and 3 handlers and the fake backend they share), for a host's
 * development build, its browser tests and a server route that answers the service paths. Imports
 * no React and no Redux, so a Next.js route handler (a React server environment) can load it;
 * `@shop/shop-parts/testing` re-exports it with the test kit.
 */
export {
  createServiceHandlers,
  createFakeDb,
  fakePromotionContent,
  FAKE_CUSTOMER,
  FAKE_AB_TESTS,
  FAKE_PROMOTION_CONTENT,
  type FakeDb,
  type FakeCustomer,
  type FakeSubscriber,
  type FakePreviewSettings,
  type ServiceFakesOptions,
} from '../api/fakes';
// The service types the fake backend's records use (also in the main entry).
export type { AbTest, AbTestGroup, CustomerBaseData, NewsletterStatus } from '../api/types';
export type { ConsentValue, NewsletterFields, Salutation, SubscriberDetails } from '../api/newsletterFields';
export { SITE_CODES, type SiteCode } from '../config/sites';
export { encodeFakeToken, type TokenClaims } from '../api/tokens';
