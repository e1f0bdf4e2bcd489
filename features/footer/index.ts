export { FooterLayout, type FooterProps } from './components/FooterLayout';
export { footerSlice, footerActions, selectFooterPlatform, selectFooterReduced, selectOpenPanels, selectNewsletterVisible, type FooterState } from './state/footerSlice';
export { loadFooterContent } from './content/loadFooterContent';
export type { FooterContent } from './content/types';
export { detectPlatform, isAccordionLayout, type Platform } from '../../config/platform';
export { useFooterClicksUntilLive } from './hooks/useFooterClicksUntilLive';
export { isReducedByCookie, isNewsletterHidden, pageConditions } from './logic/pageConditions';
