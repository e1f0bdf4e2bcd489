export { createServiceHandlers, type ServiceFakesOptions } from './handlers';
export { createFakeDb, fakePromotionContent, FAKE_CUSTOMER, FAKE_AB_TESTS, FAKE_PROMOTION_CONTENT, type FakeDb } from './fakeDb';
