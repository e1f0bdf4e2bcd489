import { detectPlatform, isAppPlatform, type Platform } from '../../../config/platform';

/**
 * The page's conditions the footer follows, as pure functions of the cookie string and the html
 * attributes. No React and no `document` here: a host's server (a Next.js server component, an
 * SSR handler) decides from the request exactly what the browser decides from the page, so the
 * server HTML is already right and hydration changes nothing (docs/behaviour.md, "Footer"). The
 * footer's rules live here; `appPlatform` is the session's rule (config/platform.ts, which the
 * login renewal reads too), gathered here so a server asks one function.
 */

/** A cookie containing affiliateNumber or xc-app=new turns the reduced footer on. */
export function isReducedByCookie(cookieString: string): boolean {
  return cookieString.includes('affiliateNumber') || cookieString.includes('xc-app=new');
}

const HIDING_STATUSES = ['WAITING_FOR_DOI', 'SUBSCRIBED'];

/** Hidden by the html attribute, or for a customer already subscribed or waiting for the double opt-in. */
export function isNewsletterHidden(hiddenAttribute: string | null | undefined, newsletterStatus: string | null): boolean {
  return hiddenAttribute?.trim().toLowerCase() === 'true' || (newsletterStatus !== null && HIDING_STATUSES.includes(newsletterStatus));
}

/** What a server knows of the page: the request's Cookie header and the html attributes it is about to write. */
export interface PageConditionsInput {
  /** The request's `Cookie` header as sent (e.g. `(await cookies()).toString()` in Next.js). */
  cookieHeader?: string | null;
  /** The attributes the host sets on `<html>`; only `data-platform` and `data-newsletter-form-hidden` are read. */
  htmlAttributes?: Readonly<Record<string, string | null | undefined>>;
}

export interface PageConditions {
  /** Pass to `ShopFooter`'s `reduced` prop. */
  reduced: boolean;
  /** Pass to `ShopFooter`'s `platform` prop: data-platform when valid, else CLASSIC (the server knows no width). */
  platform: Platform;
  /** The html attribute hides the newsletter form (the subscriber check needs the browser). */
  newsletterHidden: boolean;
  /** The page runs inside the shop's app: the parts leave login-token renewal to it. */
  appPlatform: boolean;
}

export function pageConditions({ cookieHeader, htmlAttributes = {} }: PageConditionsInput = {}): PageConditions {
  const platform = detectPlatform(htmlAttributes['data-platform']);
  return {
    reduced: isReducedByCookie(cookieHeader ?? ''),
    platform,
    newsletterHidden: isNewsletterHidden(htmlAttributes['data-newsletter-form-hidden'], null),
    appPlatform: isAppPlatform(platform),
  };
}
