export { createServiceHandlers, type ServiceFakesOptions } from './handlers';
export { createFakeDb, fakePromotionContent, FAKE_CUSTOMER, FAKE_AB_TESTS, FAKE_PROMOTION_CONTENT, type FakeDb, type FakeCustomer, type FakeSubscriber, type FakePreviewSettings } from './fakeDb';
