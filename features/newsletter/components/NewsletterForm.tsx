import { useId, useLayoutEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { shopPartsApi } from '../../../api';
import { configSelectors, pageSelectors, selectShopPartsSettings } from '../../../config';
import { Notification } from '../../../widgets';
import { linksFor } from '../content';
import { errorBarMessages } from '../messages';
import { selectConfirmedEmail, selectDoiErrorDismissed } from '../state/newsletterSlice';
import { resultOfSignUp, useSignUpRequest } from '../state/signUpRequest';
import { useNewsletterSelector } from '../state/reduxHooks';
import { NewsletterBanner } from './NewsletterBanner';
import { NewsletterImage } from './NewsletterImage';
import { SignUpForm } from './SignUpForm';
import { SignUpSuccess } from './SignUpSuccess';
import { VoucherFootnote } from './VoucherFootnote';

export interface NewsletterFormProps {
  /** The visitor came from an expired double-opt-in link: the bar shows until the e-mail field is focused. */
  doiLinkInvalid?: boolean;
  /** The voucher-conditions footnote; default true. */
  showVoucherFootnote?: boolean;
  /** Scroll the success text into view; default true. */
  scrollToSuccess?: boolean;
  /** Sent as the sign-up's origin; default 'onsite'. */
  origin?: string;
  /** Sent as the sign-up's origin addition; default 'subsite'. */
  originAddition?: string;
  /** The success event: called after every successful submit. */
  onSuccess?: () => void;
}

/**
 * The newsletter sign-up (docs/behaviour.md, "Newsletter"). The site comes from the store; a visitor with a
 * LoginToken cookie gets the form prefilled from the customer base data (RTK Query's cache entry).
 * After a successful submit the thank-you replaces the form; a form shown again (the parts reset) starts afresh.
 */
export function NewsletterForm({ doiLinkInvalid = false, showVoucherFootnote = true, scrollToSuccess = true, origin, originAddition, onSuccess }: NewsletterFormProps) {
  const intl = useIntl();
  const headingId = useId();
  const site = useNewsletterSelector(configSelectors.selectSite);
  const apiBaseUrl = useNewsletterSelector((state) => selectShopPartsSettings(state).apiBaseUrl);
  const [, signUpRequest] = useSignUpRequest();
  const result = resultOfSignUp(signUpRequest);
  const confirmedEmail = useNewsletterSelector(selectConfirmedEmail);
  // The host says the visitor came from an expired link; the store says whether the visitor dismissed the bar.
  const doiErrorDismissed = useNewsletterSelector(selectDoiErrorDismissed);
  const doiErrorShown = doiLinkInvalid && !doiErrorDismissed;

  // The flows ask for the customer base data of a logged-in customer (sagas/serviceQueries.ts);
  // the form only reads the cache entry, so mounting it sends nothing.
  const hasLoginToken = useNewsletterSelector(pageSelectors.selectLoginCookie);
  const baseData = shopPartsApi.endpoints.getCustomerBaseData.useQueryState();
  // A failed answer is no customer: the form stays empty, as for an anonymous visitor.
  const customer = hasLoginToken && baseData.isSuccess ? baseData.data : null;

  const succeeded = result === 'SUCCESS';
  const links = linksFor(site);

  // The thank-you is shorter than the form it replaces: the body keeps the form's height, so the
  // page below does not jump up on submit (no layout shift). Observed, not measured on each render:
  // reading the height in a layout effect forced a layout in every render of the form
  // (docs/performance.md, "The throttled visit"). A layout effect, so the observer stops and the
  // height is set in the commit that swaps the form for the thank-you, before the browser lays it out.
  const bodyRef = useRef<HTMLDivElement>(null);
  const formHeight = useRef(0);
  useLayoutEffect(() => {
    const body = bodyRef.current;
    if (!body) return undefined;
    if (succeeded) {
      if (formHeight.current > 0) body.style.minHeight = `${formHeight.current}px`;
      return undefined;
    }
    body.style.minHeight = '';
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(([entry]) => {
      const height = entry?.borderBoxSize?.[0]?.blockSize;
      if (height !== undefined) formHeight.current = height;
    });
    observer.observe(body);
    return () => observer.disconnect();
  }, [succeeded]);

  return (
    <section className="sp-newsletter" aria-labelledby={headingId} data-testid="newsletter-form">
      <div className="sp-newsletter__media">
        <NewsletterImage apiBaseUrl={apiBaseUrl} />
      </div>
      <div ref={bodyRef} className="sp-newsletter__body">
        <NewsletterBanner headingId={headingId} footnote={showVoucherFootnote} />
        {doiErrorShown && !succeeded && (
          <Notification variant="error" closable={false} pictogram className="sp-newsletter__bar">
            {intl.formatMessage(errorBarMessages.doiLinkInvalid)}
          </Notification>
        )}
        {/* Present from the start, so the success text is announced when it appears. */}
        <div role="status" className="sp-newsletter__status">
          {succeeded && <SignUpSuccess email={confirmedEmail ?? ''} scrollIntoView={scrollToSuccess} />}
        </div>
        {!succeeded && (
          <SignUpForm
            site={site}
            customer={customer}
            doiErrorShown={doiErrorShown}
            labelledBy={headingId}
            origin={origin}
            originAddition={originAddition}
            onSuccess={onSuccess}
          />
        )}
        {showVoucherFootnote && <VoucherFootnote links={links} />}
      </div>
    </section>
  );
}
