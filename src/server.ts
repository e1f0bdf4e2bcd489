/**
 * The server entry, `@shop/shop-parts/server`: what a host's server code calls before it renders,
 * including a Next.js server component. Nothing in this entry's module graph imports React or
 * touches `document`, so it runs in React's server-components environment; the components come
 * from the main entry, which is a client-component module ('use client').
 */
export { SITE_CODES, UI_LOCALES, localeForSite, isSiteCode, isUiLocale, type SiteCode, type UiLocale } from '../config/sites';
export { resolveConfig, type ShopPartsConfig, type ShopPartsSettings, type ShopPartsServices, type CsrfSettings, type AnalyticsEvent, type Messages } from '../config/hostConfig';
export { loadFooterContent } from '../features/footer/content/loadFooterContent';
export type {
  FooterContent,
  FooterLink,
  LegalLink,
  QualityLogo,
  SalesTaxNote,
  SeoBlock,
  IconLink,
  CountryOption,
  TeaserGroup,
  TeaserGroupId,
  TeaserLink,
  TeaserImage,
} from '../features/footer/content/types';
export type { FlagName } from '../features/footer/logic/flagNames';
export type { LogoSource } from '../features/footer/logic/logoSources';
export { detectPlatform, isAppPlatform, PLATFORMS, type Platform } from '../config/platform';
export { pageConditions, isReducedByCookie, type PageConditions, type PageConditionsInput } from '../features/footer/logic/pageConditions';
export { loadShopPartsMessages, type MessageSource } from '../locales/loadShopPartsMessages';
export { loadMessages, mergeMessages } from '../locales/loadMessages';
export { loadDialCodeSelectMessages } from '../locales/loadDialCodeSelectMessages';
