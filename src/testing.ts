/**
 * The second public entry, for a host's own tests and demos: the stateful service fakes (msw 2
 * handlers) and a builder for JWT-like test tokens. Never imported by the parts themselves.
 */
export { createServiceHandlers, createFakeDb, FAKE_CUSTOMER, FAKE_AB_TESTS, FAKE_PROMOTION_CONTENT, type FakeDb, type ServiceFakesOptions } from '../api/fakes';
export { encodeFakeToken, decodeTokenClaims, nowInSeconds, type TokenClaims } from '../api/tokens';
