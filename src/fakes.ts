/**
 * The service fakes alone (msw 2 handlers and the fake backend they share), for a host's
 * development build, its browser tests and a server route that answers the service paths. Imports
 * no React and no Redux, so a Next.js route handler (a React server environment) can load it;
 * `@shop/shop-parts/testing` re-exports it with the test kit.
 */
export { createServiceHandlers, createFakeDb, fakePromotionContent, FAKE_CUSTOMER, FAKE_AB_TESTS, FAKE_PROMOTION_CONTENT, type FakeDb, type ServiceFakesOptions } from '../api/fakes';
export { encodeFakeToken, type TokenClaims } from '../api/tokens';
