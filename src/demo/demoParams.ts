import { PLATFORMS, SITE_CODES, type Platform, type SiteCode } from '../server';

export { PLATFORMS, type Platform };

/** What the demo reads from its URL: `?site=TR&platform=SMARTPHONE&reduced=1&doi=invalid&hydrate=page&toolbar=1`. */
export interface DemoParams {
  site: SiteCode;
  /** null: no data-platform attribute, the parts measure the window width. */
  platform: Platform | null;
  /** Reduced footer mode, handed to the footer once it exists. */
  reduced: boolean;
  /** The visitor came from an invalid double-opt-in link, handed to the newsletter form once it exists. */
  doiInvalid: boolean;
  /**
   * `hydrate=page`: the footer hydrates with the page at start-up, as in a host that renders the
   * whole page as one React root (README "At store setup"); the bench compares it with the island.
   */
  wholePage: boolean;
  /**
   * `toolbar=1`: the staff preview panel in a toolbar island of its own near the top, a third
   * React root on the same store, as an islands host places it (docs/guides/islands.md).
   */
  toolbar: boolean;
}

export const DEFAULT_SITE: SiteCode = 'DE';

function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;
}

/** Reads the demo's URL parameters; anything unknown falls back to the default. */
export function parseDemoParams(search: string): DemoParams {
  const query = new URLSearchParams(search);
  return {
    site: oneOf(SITE_CODES, query.get('site')) ?? DEFAULT_SITE,
    platform: oneOf(PLATFORMS, query.get('platform')),
    reduced: query.get('reduced') === '1',
    doiInvalid: query.get('doi') === 'invalid',
    wholePage: query.get('hydrate') === 'page',
    toolbar: query.get('toolbar') === '1',
  };
}

/** The query string for a set of parameters, leaving out the defaults so URLs stay short. */
export function demoSearch(params: DemoParams): string {
  const query = new URLSearchParams();
  if (params.site !== DEFAULT_SITE) query.set('site', params.site);
  if (params.platform) query.set('platform', params.platform);
  if (params.reduced) query.set('reduced', '1');
  if (params.doiInvalid) query.set('doi', 'invalid');
  if (params.wholePage) query.set('hydrate', 'page');
  if (params.toolbar) query.set('toolbar', '1');
  const text = query.toString();
  return text ? `?${text}` : '';
}
