/**
 * The package's public entry: what a host needs and nothing else. That is what the README's and
 * the guides' samples use (docs/guides), and the types their signatures name; the slices, their
 * actions and selectors stay inside unless a sample needs one. The widgets have their own entry
 * (src/widgets.ts), as have the server loaders (src/server.ts) and the test kit (src/testing.ts).
 * Nothing here runs at import time (no window, document or cookie reads). Every name is listed
 * (no `export *`): etc/shop-parts.api.md is the reviewed surface, and `npm run api` updates it.
 */
export {
  createShopParts,
  ShopPartsProvider,
  useShopPartsSelector,
  selectShopPartsSettings,
  type ShopParts,
  type InjectOptions,
  type InjectedShopParts,
  type ShopPartsReducers,
  type ShopPartsState,
} from '../store';
// The api's state type, which the store's state names. The api itself is the parts' own (the test
// kit exports it for a host's tests of the service fakes).
export type { ShopPartsApiState, TokenRenewalOutcome } from '../api';
// The configuration; `routeChanged` for a client-routed host that reports its path itself.
export {
  routeChanged,
  UI_LOCALES,
  type SiteCode,
  type UiLocale,
  type ShopPartsConfig,
  type ShopPartsSettings,
  type ShopPartsServices,
  type CsrfSettings,
  type AnalyticsEvent,
  type Messages,
  type PageState,
} from '../config';
// What a page loads before its first render (also in `/server`).
export { loadShopPartsMessages, type MessageSource } from '../locales/loadShopPartsMessages';
export { loadFooterContent, type FooterContent, type FooterState, type Platform } from '../features/footer';
export type { FooterLink, LegalLink, QualityLogo, SalesTaxNote, SeoBlock, IconLink, CountryOption, TeaserGroup, TeaserGroupId, TeaserLink, TeaserImage } from '../features/footer/content/types';
export type { FlagName } from '../features/footer/logic/flagNames';
export type { LogoSource } from '../features/footer/logic/logoSources';
// The parts a host renders.
export { ShopFooter, type ShopFooterProps } from './components/ShopFooter';
export { Footer } from './components/ShopFooter';
export { preloadFooter } from './components/LoadedFooter';
export type { FooterProps } from '../features/footer';
export { NewsletterForm } from './components/NewsletterFormOnDemand';
export type { NewsletterFormProps, NewsletterState } from '../features/newsletter';
export { PreviewSlot } from './components/ScopedPreviewSlot';
// What the testing guide's samples read, and the slices' state types the store's state names.
export { selectPanelShown, type PreviewState, type PreviewApplyStatus } from '../features/preview';
export {
  selectLoginRenewal,
  selectPreviewSession,
  type SessionState,
  type LoginRenewalState,
  type LoginRenewalStatus,
  type PauseReason,
  type PreviewSessionState,
  type PreviewSessionStatus,
} from '../features/session';
