import type { SiteCode } from '../server';

/**
 * Each site's currency and a rough exchange rate, only so that the demo's prices look plausible per
 * country. Data only: a new site adds its line (tsc names this table until it does).
 */
export const CURRENCIES: Record<SiteCode, { currency: string; rate: number }> = {
  DE: { currency: 'EUR', rate: 1 },
  AT: { currency: 'EUR', rate: 1 },
  SK: { currency: 'EUR', rate: 1 },
  CH: { currency: 'CHF', rate: 1 },
  CH_FR: { currency: 'CHF', rate: 1 },
  CZ: { currency: 'CZK', rate: 25 },
  HU: { currency: 'HUF', rate: 400 },
  TR: { currency: 'TRY', rate: 40 },
  PL: { currency: 'PLN', rate: 4.3 },
};
