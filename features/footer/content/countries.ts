// config/sites, not the config barrel: the server entry loads this, and the barrel brings React's context.
import { SITE_CODES, SITES, type SiteCode } from '../../../config/sites';
import type { FlagName } from '../logic/flagNames';
import type { CountryOption } from './types';

/**
 * The country selector's options (each site in its own language, from config/sites.ts) with the
 * current site marked. `homeUrls` are the host's, over each site's default home URL (they are
 * loadFooterContent's second argument).
 */
export function countryOptions(current: SiteCode, homeUrls: Partial<Record<SiteCode, string>> = {}): CountryOption[] {
  return SITE_CODES.map((code) => {
    // A registry flag the footer has no icon for fails to compile here.
    const flag: FlagName = SITES[code].flag;
    return { code, label: SITES[code].label, flag, href: homeUrls[code] ?? SITES[code].homeUrl, selected: code === current };
  });
}
