export { Footer, type FooterProps } from './Footer';
export { footerSlice, footerActions, selectFooterPlatform, selectFooterReduced, selectOpenPanels, selectNewsletterVisible, type FooterState } from './footerSlice';
export { loadFooterContent } from './content/loadFooterContent';
export type { FooterContent, TeaserGroup, FooterLink, CountryOption } from './content/types';
export { detectPlatform, isAccordionLayout, isMobileLayout, PLATFORMS, type Platform } from './platform/platform';
export { isReducedByCookie, isNewsletterHidden, isAppPlatform, pageConditions, type PageConditions, type PageConditionsInput } from './pageConditions';
export { sanitizePromotion } from './promotion/sanitizePromotion';
export { LOGO_SOURCES, logoPath, type LogoSource } from './logos/logoSources';
