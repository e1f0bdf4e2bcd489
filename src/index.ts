/**
 * The package's public entry: what a host needs and nothing else.
 * Nothing here runs at import time (no window, document or cookie reads).
 */
export * from '../store';
export {
  shopPartsApi,
  SHOP_PARTS_API_PATH,
  cookieNames,
  decodeTokenClaims,
  encodeFakeToken,
  type TokenClaims,
  REQUEST_TIMEOUT_MS,
  type ShopPartsApi,
  type SubmitResult,
  type NewsletterSignUp,
  type CustomerBaseData,
  type PromotionContent,
  type PreviewAuth,
  type PreviewRenewalResult,
  type PreviewStatus,
  type AbTest,
  type LoginRequest,
  type LoginResult,
  type TokenRenewalOutcome,
  type Salutation,
  type ServiceError,
} from '../api';
export {
  SITE_CODES,
  UI_LOCALES,
  localeForSite,
  configSlice,
  pageSlice,
  pageActions,
  routeChanged,
  pageSelectors,
  type PageState,
  type SiteCode,
  type UiLocale,
  type ShopPartsConfig,
  type ShopPartsSettings,
  type AnalyticsEvent,
} from '../config';
export * from '../widgets';
export { ShopFooter, type ShopFooterProps } from './components/ShopFooter';
export {
  Footer,
  loadFooterContent,
  footerSlice,
  footerActions,
  selectFooterPlatform,
  selectFooterReduced,
  selectOpenPanels,
  selectNewsletterVisible,
  detectPlatform,
  PLATFORMS,
  pageConditions,
  type PageConditions,
  type PageConditionsInput,
  type FooterProps,
  type FooterContent,
  type FooterState,
  type Platform,
} from '../features/footer';
// From the slice's own module, not the feature's index: that one also names the form's modules,
// which a bundler without tree-shaking (a dev server) would then load with the page.
export { newsletterSlice, newsletterActions, type NewsletterState } from '../features/newsletter/state/newsletterSlice';
export { selectNewsletterResult, selectSubmitting, SIGN_UP_REQUEST_KEY } from '../features/newsletter/state/signUpRequest';
export type { NewsletterFormProps } from '../features/newsletter';
export { NewsletterForm } from './components/NewsletterFormOnDemand';
export { PreviewSlot, previewSlice, previewActions, selectPanelShown, selectStaffPreviewPage, type PreviewState } from '../features/preview';
export { sessionSlice, sessionActions, selectLoginRenewal, selectPreviewSession, type SessionState } from '../features/session';
export { loadMessages, loadShopPartsMessages, mergeMessages, SUPPORTED_LOCALES, ShopPartsIntlProvider, type Messages, type MessageSource } from '../locales';
