import { useSyncExternalStore } from 'react';
import { rawCookieString } from '../../../config';
import { isReducedByCookie } from '../logic/pageConditions';

const noSubscription = () => () => undefined;

/** Reduced mode from the prop or the cookies. Cookies are unknown on the server: there only the prop counts. */
export function useReducedMode(reducedProp: boolean): boolean {
  const byCookie = useSyncExternalStore(noSubscription, () => isReducedByCookie(rawCookieString()), () => false);
  return reducedProp || byCookie;
}
