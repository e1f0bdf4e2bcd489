/**
 * The second public entry, for a host's own tests and demos: the stateful service fakes (msw 2
 * handlers). Kept apart from the main entry so msw never reaches a shop page's bundle.
 */
export { createServiceHandlers, createFakeDb, fakePromotionContent, FAKE_CUSTOMER, FAKE_AB_TESTS, FAKE_PROMOTION_CONTENT, type FakeDb, type ServiceFakesOptions } from '../api/fakes';
