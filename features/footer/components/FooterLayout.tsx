import { useCallback, useDeferredValue, useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import { pageSelectors, useHydrated } from '../../../config';
import { CategoryLinks, CATEGORIES_PANEL_ID } from './CategoryLinks';
import { CountrySelector } from './CountrySelector';
import { IconLinks } from './IconLinks';
import { LegalRow } from './LegalRow';
import { QualityLogos } from './QualityLogos';
import { TeaserAccordion, TeaserColumns } from './TeaserGroups';
import type { FooterContent } from '../content/types';
import { footerActions, selectFooterReduced, selectNewsletterVisible } from '../state/footerSlice';
import { footerMessages } from '../messages';
import { isAccordionLayout, type Platform } from '../../../config/platform';
import { FooterPromotion } from './FooterPromotion';

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
  /**
   * Leave the newsletter form out, on the server too: pass `pageConditions(…).newsletterHidden`,
   * so a page with `data-newsletter-form-hidden="true"` sends no placeholder for it. In the browser
   * the attribute and a customer's newsletter status hide it as well.
   */
  newsletterHidden?: boolean;
  /** Rendered on the preview route (the staff preview panel slot). */
  preview?: ReactNode;
}

/** The site footer (docs/behaviour.md, "Footer"): groups as columns on desktop, as accordion panels on smartphone and tablet. */
export function FooterLayout({ content, reduced: reducedProp = false, teasersInReducedMode = false, platform: serverPlatform, newsletter, newsletterHidden = false, preview }: FooterProps) {
  const intl = useIntl();
  const dispatch = useDispatch();
  // What the page says comes from the store (config/pageSlice.ts): the footer reads it and
  // dispatches nothing of its own, so a remount or a Redux DevTools jump changes nothing. On the
  // server and while hydrating, the footer renders what the server did (the `platform`, `reduced`
  // and `newsletterHidden` props, the form's slot); the page's values follow right after. The
  // platform swap (a phone gets the accordion instead of the columns) is deferred: it renders in
  // slices in the background instead of one blocking task (docs/performance.md).
  const hydrated = useHydrated();
  const observedPlatform = useSelector(pageSelectors.selectObservedPlatform);
  const platform = useDeferredValue((hydrated ? observedPlatform : null) ?? serverPlatform ?? 'CLASSIC');
  const reducedByCookie = useSelector(selectFooterReduced);
  const reduced = reducedProp || (hydrated && reducedByCookie);
  const newsletterVisibleByPage = useSelector(selectNewsletterVisible);
  // The prop is the host's own, like `reduced`: it hides the form whatever the store says.
  const newsletterVisible = !newsletterHidden && (newsletterVisibleByPage || !hydrated);
  const accordion = isAccordionLayout(platform);

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
