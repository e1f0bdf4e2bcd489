import { useCallback, useDeferredValue, useEffect, useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useDispatch, useStore } from 'react-redux';
import { CategoryLinks, CATEGORIES_PANEL_ID } from './CategoryLinks';
import { CountrySelector } from './CountrySelector';
import { IconLinks } from './IconLinks';
import { LegalRow } from './LegalRow';
import { QualityLogos } from './QualityLogos';
import { TeaserAccordion, TeaserColumns } from './TeaserGroups';
import type { FooterContent } from '../content/types';
import { footerActions, selectFooterPlatform, selectFooterReduced, selectNewsletterVisible, type FooterRootState } from '../state/footerSlice';
import { footerMessages } from '../messages';
import { useNewsletterVisible } from '../hooks/useNewsletterVisible';
import { isAccordionLayout, type Platform } from '../logic/platform';
import { usePlatform } from '../hooks/usePlatform';
import { FooterPromotion } from './FooterPromotion';
import { useReducedMode } from '../hooks/useReducedMode';

export interface FooterProps {
  /** The site's content, from `loadFooterContent(site)`. */
  content: FooterContent;
  /** Reduced footer (e.g. checkout): only the legal row. A cookie with affiliateNumber or xc-app=new also turns it on. */
  reduced?: boolean;
  /** In reduced mode, still show the teaser groups not flagged hideGroupInCheckout (payment, delivery, returns …). */
  teasersInReducedMode?: boolean;
  /** The platform for server rendering and hydration; the browser follows data-platform and the width after that. */
  platform?: Platform;
  /** Rendered where the newsletter form goes, when it is visible (docs/behaviour.md, "Footer"). */
  newsletter?: ReactNode;
  /** Rendered on the preview route (the staff preview panel slot). */
  preview?: ReactNode;
}

/** The site footer (docs/behaviour.md, "Footer"): groups as columns on desktop, as accordion panels on smartphone and tablet. */
export function Footer({ content, reduced: reducedProp = false, teasersInReducedMode = false, platform: serverPlatform, newsletter, preview }: FooterProps) {
  const intl = useIntl();
  const dispatch = useDispatch();
  const store = useStore<FooterRootState>();
  // After hydration the browser's platform replaces the server's (a phone gets the accordion
  // instead of the columns). Deferred, that swap renders in slices in the background instead of in
  // one blocking task as the external-store update would (docs/performance.md).
  const platform = useDeferredValue(usePlatform(serverPlatform));
  const reduced = useReducedMode(reducedProp);
  const newsletterVisible = useNewsletterVisible();
  const accordion = isAccordionLayout(platform);

  // The store mirrors what the footer shows, for Redux DevTools and host selectors. Only a value
  // the store does not hold yet is dispatched, read from the store when the effect runs: StrictMode's
  // second run, a remount and a DevTools jump dispatch nothing (docs/behaviour.md, "DevTools").
  useEffect(() => {
    if (selectFooterPlatform(store.getState()) !== platform) dispatch(footerActions.platformChanged(platform));
  }, [dispatch, store, platform]);
  useEffect(() => {
    if (selectFooterReduced(store.getState()) !== reduced) dispatch(footerActions.reducedModeChanged(reduced));
  }, [dispatch, store, reduced]);
  useEffect(() => {
    const visible = newsletterVisible && !reduced;
    if (selectNewsletterVisible(store.getState()) !== visible) dispatch(footerActions.newsletterVisibilityChanged(visible));
  }, [dispatch, store, newsletterVisible, reduced]);

  // Stable callbacks and props: the memoised parts re-render only when their own data changes.
  const togglePanel = useCallback((id: string) => dispatch(footerActions.panelToggled(id)), [dispatch]);
  const toggleCategories = useCallback(() => togglePanel(CATEGORIES_PANEL_ID), [togglePanel]);
  const groups = useMemo(
    () => (reduced ? content.teaser.groups.filter((group) => !group.hideGroupInCheckout) : content.teaser.groups),
    [reduced, content.teaser.groups],
  );
  const showTeasers = !reduced || teasersInReducedMode;

  return (
    <footer className={`sp-footer${reduced ? ' sp-footer--reduced' : ''}`} data-sp-platform={platform} aria-label={intl.formatMessage(footerMessages.footerLabel)}>
      {preview}
      {!reduced && newsletterVisible && newsletter && <div className="sp-footer__newsletter">{newsletter}</div>}
      {showTeasers && groups.length > 0 && (
        <section className="sp-footer__teasers" aria-labelledby="sp-footer-headline">
          <h2 className="sp-footer__headline" id="sp-footer-headline">{content.headline}</h2>
          {accordion ? <TeaserAccordion groups={groups} onToggle={togglePanel} /> : <TeaserColumns groups={groups} />}
        </section>
      )}
      {!reduced && (
        <>
          <FooterPromotion />
          <CategoryLinks seo={content.seo} accordion={accordion} onToggle={toggleCategories} />
          <div className="sp-footer__connect">
            <IconLinks className="sp-footer__social" heading={intl.formatMessage(footerMessages.socialHeading)} links={content.socialMedia} />
            <IconLinks className="sp-footer__apps" heading={intl.formatMessage(footerMessages.appsHeading)} links={content.appReferences} />
            {content.qualityLogos && <QualityLogos logos={content.qualityLogos} />}
            {platform === 'CLASSIC' && <CountrySelector options={content.viewChanger} />}
          </div>
        </>
      )}
      <LegalRow links={content.legalLinks} salesTax={content.salesTax} />
    </footer>
  );
}
