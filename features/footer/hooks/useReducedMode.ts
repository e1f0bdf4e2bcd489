import { useSyncExternalStore } from 'react';
import { rawCookieString, subscribeToNothing } from '../../../config';
import { isReducedByCookie } from '../logic/pageConditions';

/** Reduced mode from the prop or the cookies. Cookies are unknown on the server: there only the prop counts. */
export function useReducedMode(reducedProp: boolean): boolean {
  const byCookie = useSyncExternalStore(subscribeToNothing, () => isReducedByCookie(rawCookieString()), () => false);
  return reducedProp || byCookie;
}
