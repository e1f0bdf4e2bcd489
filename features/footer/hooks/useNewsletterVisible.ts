import { useSyncExternalStore } from 'react';
import { cookieNames, shopPartsApi } from '../../../api';
import { htmlAttribute, readCookie } from '../../../config';
import { isNewsletterHidden } from '../logic/pageConditions';

const noSubscription = () => () => undefined;
const HIDDEN_ATTRIBUTE = 'data-newsletter-form-hidden';

/** A single-page host may set or clear the attribute after the footer is shown. */
function subscribeToHiddenAttribute(onChange: () => void): () => void {
  if (typeof MutationObserver === 'undefined') return () => undefined;
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: [HIDDEN_ATTRIBUTE] });
  return () => observer.disconnect();
}

/**
 * Whether the footer shows the newsletter form. psdata is asked only for a logged-in customer
 * (an anonymous visitor has no newsletter status), and the form waits for its answer so it does
 * not appear and vanish again.
 */
export function useNewsletterVisible(): boolean {
  const hiddenAttribute = useSyncExternalStore(subscribeToHiddenAttribute, () => htmlAttribute(HIDDEN_ATTRIBUTE), () => null);
  const loggedIn = useSyncExternalStore(noSubscription, () => readCookie(cookieNames.loginToken) !== undefined, () => false);
  const { data, isLoading } = shopPartsApi.useGetCustomerFrontendDataQuery(undefined, { skip: !loggedIn });
  if (loggedIn && isLoading) return false;
  return !isNewsletterHidden(hiddenAttribute, data?.newsletterStatus ?? null);
}
