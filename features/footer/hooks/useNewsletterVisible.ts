import { useSyncExternalStore } from 'react';
import { cookieNames, shopPartsApi } from '../../../api';
import { htmlAttribute, readTokenCookie, subscribeToHtmlAttribute, subscribeToNothing } from '../../../config';
import { isNewsletterHidden } from '../logic/pageConditions';

const HIDDEN_ATTRIBUTE = 'data-newsletter-form-hidden';

/** A single-page host may set or clear the attribute after the footer is shown. */
const subscribeToHidden = (onChange: () => void) => subscribeToHtmlAttribute(HIDDEN_ATTRIBUTE, onChange);

/**
 * Whether the footer shows the newsletter form. psdata is asked only for a logged-in customer
 * (an anonymous visitor has no newsletter status), and the form waits for its answer so it does
 * not appear and vanish again.
 */
export function useNewsletterVisible(): boolean {
  const hiddenAttribute = useSyncExternalStore(subscribeToHidden, () => htmlAttribute(HIDDEN_ATTRIBUTE), () => null);
  const loggedIn = useSyncExternalStore(subscribeToNothing, () => readTokenCookie(cookieNames.loginToken) !== undefined, () => false);
  const { data, isLoading } = shopPartsApi.useGetCustomerFrontendDataQuery(undefined, { skip: !loggedIn });
  if (loggedIn && isLoading) return false;
  return !isNewsletterHidden(hiddenAttribute, data?.newsletterStatus ?? null);
}
