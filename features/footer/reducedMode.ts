import { useSyncExternalStore } from 'react';
import { rawCookieString } from '../../config';

/** SPEC section 4: a cookie containing affiliateNumber or xc-app=new turns the reduced footer on. */
export function isReducedByCookie(cookieString: string): boolean {
  return cookieString.includes('affiliateNumber') || cookieString.includes('xc-app=new');
}

const noSubscription = () => () => undefined;

/** Reduced mode from the prop or the cookies. Cookies are unknown on the server: there only the prop counts. */
export function useReducedMode(reducedProp: boolean): boolean {
  const byCookie = useSyncExternalStore(noSubscription, () => isReducedByCookie(rawCookieString()), () => false);
  return reducedProp || byCookie;
}
