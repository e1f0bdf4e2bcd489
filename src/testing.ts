/**
 * The public entry for a host's own tests and demos: the stateful service fakes (msw 2 and 3
 * handlers, also alone in `@shop/shop-parts/fakes`) and the test kit (a ready host store and its provider for rendering, the tab and the visitor, the flows' intervals).
 * Kept apart from the main entry so msw never reaches a shop page's bundle.
 * README, "Testing your shop with the parts".
 */
export {
  createServiceHandlers,
  createFakeDb,
  fakePromotionContent,
  FAKE_CUSTOMER,
  FAKE_AB_TESTS,
  FAKE_PROMOTION_CONTENT,
  encodeFakeToken,
  type FakeDb,
  type FakeCustomer,
  type FakeSubscriber,
  type FakePreviewSettings,
  type ServiceFakesOptions,
  type TokenClaims,
} from './fakes';
// The types the kit's signatures use (the shop's parts, its store's state), also in the main entry.
export type {
  ShopParts,
  ShopPartsState,
  ShopPartsDispatch,
  ShopPartsReducers,
  InjectOptions,
  InjectedShopParts,
} from '../store';
export { SITE_CODES, UI_LOCALES, type ShopPartsConfig, type ShopPartsSettings, type ShopPartsServices, type CsrfSettings, type AnalyticsEvent, type SiteCode, type UiLocale, type PageState, type Platform } from '../config';
export type {
  ShopPartsApiState,
  ShopPartsEndpoints,
  ShopPartsTagType,
  ServiceBaseQuery,
  ServiceRequest,
  ServiceMeta,
  ServiceError,
  AbTest,
  AbTestGroup,
  ConsentValue,
  CustomerBaseData,
  CustomerFrontendData,
  InterestCategory,
  LoginRequest,
  LoginResult,
  NewsletterFields,
  NewsletterSignUp,
  NewsletterStatus,
  PreviewAuth,
  PreviewRenewalResult,
  PreviewSettingsRequest,
  PreviewStatus,
  PromotionContent,
  PromotionLink,
  Salutation,
  SubmitResult,
  Subscriber,
  SubscriberDetails,
  SubscriberOrigin,
  TokenRenewalOutcome,
  UpdateSubscriberRequest,
} from '../api';
export type { FooterState } from '../features/footer';
export type { NewsletterState } from '../features/newsletter/state/newsletterSlice';
export type { PreviewState, PreviewApplyStatus } from '../features/preview';
export type { SessionState, LoginRenewalState, LoginRenewalStatus, PauseReason, PreviewSessionState, PreviewSessionStatus } from '../features/session';
export type { Messages } from '../config/hostConfig';
export type { TestShopStore } from './testKit/testShopStore';
export { REQUEST_TIMEOUT_MS } from '../api/baseQuery';
// The parts' service api, to call an endpoint against the fakes (README, "Testing your shop with the parts").
export { shopPartsApi, type ShopPartsApi } from '../api';
export { NEAR_EXPIRY_SECONDS } from '../api/tokens';
export { LOGIN_CHECK_INTERVAL_MS, LOGIN_TOKEN_POLL_MS, INACTIVITY_LIMIT_MS, loginRenewalFlow } from '../sagas/loginRenewal';
export { PREVIEW_RENEWAL_INTERVAL_MS, previewRenewalFlow } from '../sagas/previewRenewal';
export { ACTIVITY_THROTTLE_MS } from '../sagas/pageEvents';
export { createTestShop, stopTestShops, type TestShop, type TestShopOptions, type RecordedAction } from './testKit/testShop';
export { TestShopProvider, type TestShopProviderProps } from './testKit/TestShopProvider';
export { LATE_TIMER_GRACE_MS } from './testKit/clockGuard';
export { hideTab, showTab, makeVisitorActive, resetShopPartsTab, setTestCookie, signInCustomer, signInStaff } from './testKit/tab';
