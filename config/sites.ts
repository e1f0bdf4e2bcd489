/**
 * The country sites and the UI languages (docs/behaviour.md, "Sites and languages"); it imports
 * nothing, so every layer may read it. A site's entry holds what the parts know of it everywhere
 * (its language, its name, its flag, its home page): the country selector, the site codes and the
 * locale lookup derive from it.
 * What only one part needs of a site (its footer content's loader, its newsletter rules and links,
 * the fakes' promotion, the demo's currency) sits in that part's table keyed by SiteCode, and tsc
 * names each table a site is missing from (CONTRIBUTING.md, "Your first day", has the steps).
 */
/** The 12 UI languages; de-DE is the source the others are translated from. */
export const UI_LOCALES = [
  'de-DE', 'de-AT', 'de-CH', 'fr-CH', 'pl-PL', 'sk-SK', 'cs-CZ', 'hu-HU', 'tr-TR', 'da-DK', 'sv-SE', 'en',
] as const;
/** A UI language the catalogues hold. */
export type UiLocale = (typeof UI_LOCALES)[number];

/** What the parts know of a site. */
interface SiteEntry {
  /** The UI language of the site's pages. */
  locale: UiLocale;
  /** The country as the site's own language names it (the country selector). */
  label: string;
  /** Its flag in the country selector (a FlagName of the footer: countries.ts checks it). */
  flag: string;
  /** The site's home page, the country selector's link unless the host passes its own. */
  homeUrl: string;
}

/**
 * A country site's code. Written out rather than derived from SITES: it is public, and a type
 * derived from SITES would read `keyof typeof SITES` in etc/*.api.md, naming an internal value.
 * SITES' `satisfies Record<SiteCode, SiteEntry>` checks both ways: tsc names a code without its
 * entry (a missing property) and an entry without its code (an unknown property).
 */
export type SiteCode = 'DE' | 'AT' | 'CH' | 'CH_FR' | 'CZ' | 'HU' | 'SK' | 'TR' | 'PL';

/** Every site, in the order the country selector lists them. */
export const SITES = {
  DE: { locale: 'de-DE', label: 'Deutschland', flag: 'germany', homeUrl: 'https://www.bean-and-home.de/' },
  AT: { locale: 'de-AT', label: 'Österreich', flag: 'austria', homeUrl: 'https://www.bean-and-home.at/' },
  CH: { locale: 'de-CH', label: 'Schweiz (Deutsch)', flag: 'switzerland', homeUrl: 'https://www.bean-and-home.ch/' },
  CH_FR: { locale: 'fr-CH', label: 'Suisse (français)', flag: 'switzerland', homeUrl: 'https://www.bean-and-home.ch/fr/' },
  CZ: { locale: 'cs-CZ', label: 'Česká republika', flag: 'czechRepublic', homeUrl: 'https://www.bean-and-home.cz/' },
  HU: { locale: 'hu-HU', label: 'Magyarország', flag: 'hungary', homeUrl: 'https://www.bean-and-home.hu/' },
  SK: { locale: 'sk-SK', label: 'Slovensko', flag: 'slovakia', homeUrl: 'https://www.bean-and-home.sk/' },
  TR: { locale: 'tr-TR', label: 'Türkiye', flag: 'turkey', homeUrl: 'https://www.bean-and-home.com.tr/' },
  PL: { locale: 'pl-PL', label: 'Polska', flag: 'poland', homeUrl: 'https://www.bean-and-home.pl/' },
} as const satisfies Record<SiteCode, SiteEntry>;

/** The site codes, in the country selector's order. */
export const SITE_CODES = Object.keys(SITES) as readonly SiteCode[];

/** A known site code (a host's or a URL's value, checked before use). */
export function isSiteCode(value: unknown): value is SiteCode {
  return typeof value === 'string' && Object.hasOwn(SITES, value);
}

/** One of the 12 UI languages. */
export function isUiLocale(value: unknown): value is UiLocale {
  return typeof value === 'string' && (UI_LOCALES as readonly string[]).includes(value);
}

/** The site's UI language; any string that is no site gets de-DE (the spec's rule). */
export function localeForSite(site: string): UiLocale {
  return isSiteCode(site) ? SITES[site].locale : 'de-DE';
}
