import { isSiteCode, type SiteCode } from '../server';

/**
 * The demo site a call to the service fakes comes from. One server answers all nine sites; the page's
 * `?site=` is in the call's Referer (same origin, so the browser sends the whole URL). Undefined for
 * DE's page (no `?site=`) and for calls without a Referer: the fakes then answer as DE.
 */
export function demoSiteOfRequest(request: Request): SiteCode | undefined {
  const referer = request.headers.get('referer');
  if (!referer) return undefined;
  let site: string | null;
  try {
    site = new URL(referer).searchParams.get('site');
  } catch {
    return undefined; // not a URL: no site to read
  }
  return isSiteCode(site) ? site : undefined;
}
