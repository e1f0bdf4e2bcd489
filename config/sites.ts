/** The nine country sites and the UI languages (docs/behaviour.md, "Sites and languages"). Pure data, no imports. */
export const SITE_CODES = ['DE', 'AT', 'CH', 'CH_FR', 'CZ', 'HU', 'SK', 'TR', 'PL'] as const;
export type SiteCode = (typeof SITE_CODES)[number];

export const UI_LOCALES = [
  'de-DE', 'de-AT', 'de-CH', 'fr-CH', 'pl-PL', 'sk-SK', 'cs-CZ', 'hu-HU', 'tr-TR', 'da-DK', 'sv-SE', 'en',
] as const;
export type UiLocale = (typeof UI_LOCALES)[number];

const SITE_LOCALES: Partial<Record<SiteCode, UiLocale>> = {
  TR: 'tr-TR',
  CZ: 'cs-CZ',
  CH: 'de-CH',
  CH_FR: 'fr-CH',
  HU: 'hu-HU',
  AT: 'de-AT',
  SK: 'sk-SK',
  PL: 'pl-PL',
};

export function isSiteCode(value: unknown): value is SiteCode {
  return typeof value === 'string' && (SITE_CODES as readonly string[]).includes(value);
}

export function isUiLocale(value: unknown): value is UiLocale {
  return typeof value === 'string' && (UI_LOCALES as readonly string[]).includes(value);
}

/** The spec's rule: TR tr-TR, CZ cs-CZ, CH de-CH, CH_FR fr-CH, HU hu-HU, AT de-AT, SK sk-SK, PL pl-PL, any other de-DE. */
export function localeForSite(site: string): UiLocale {
  return (isSiteCode(site) && SITE_LOCALES[site]) || 'de-DE';
}
