import { paths } from '../../../api';

/**
 * Every logo source of docs/behaviour.md, "Footer". Spelled out, not `keyof typeof LOGO_FILES`:
 * footer content (a public type) names it, and a public type names no value. tsc checks that
 * LOGO_FILES lists each.
 */
export type LogoSource =
  | 'atGuetezeichen2023'
  | 'anthrazit'
  | 'bevh'
  | 'chFRVersand'
  | 'chFrPost'
  | 'chPost'
  | 'chVersand'
  | 'czDpd'
  | 'dhl'
  | 'euTrustmark'
  | 'express'
  | 'gptw'
  | 'green'
  | 'gutGemacht'
  | 'hepsijet'
  | 'hermes'
  | 'horoz'
  | 'hvAustria'
  | 'kolaygelsin'
  | 'mastercard'
  | 'mngKargo'
  | 'paypal'
  | 'pfdc'
  | 'pfef'
  | 'postAT'
  | 'qualitaet'
  | 'rhenusAT'
  | 'sps'
  | 'trAmex'
  | 'trBkm'
  | 'trustEcoEu'
  | 'visa'
  | 'yurticikargo';

/** Each logo's image file under /service/footer-images/logos/. */
export const LOGO_FILES: Record<LogoSource, string> = {
  atGuetezeichen2023: 'at-guetezeichen-2023.svg',
  anthrazit: 'anthrazit.svg',
  bevh: 'bevh.svg',
  chFRVersand: 'ch-fr-versand.svg',
  chFrPost: 'ch-fr-post.svg',
  chPost: 'ch-post.svg',
  chVersand: 'ch-versand.svg',
  czDpd: 'cz-dpd.svg',
  dhl: 'dhl.svg',
  euTrustmark: 'eu-trustmark.svg',
  express: 'express.svg',
  gptw: 'gptw.svg',
  green: 'green-eshop.svg',
  gutGemacht: 'gut-gemacht.svg',
  hepsijet: 'hepsijet.svg',
  hermes: 'hermes.svg',
  horoz: 'horoz.svg',
  hvAustria: 'hv-austria.svg',
  kolaygelsin: 'kolaygelsin.svg',
  mastercard: 'mastercard.svg',
  mngKargo: 'mng-kargo.svg',
  paypal: 'paypal.svg',
  pfdc: 'pfdc.svg',
  pfef: 'pfef.svg',
  postAT: 'post-at.svg',
  qualitaet: 'qualitaet.svg',
  rhenusAT: 'rhenus-at.svg',
  sps: 'sps.svg',
  trAmex: 'tr-amex.svg',
  trBkm: 'tr-bkm.svg',
  trustEcoEu: 'trust-eco-eu.svg',
  visa: 'visa.svg',
  yurticikargo: 'yurticikargo.svg',
};
export const LOGO_SOURCES = Object.keys(LOGO_FILES) as LogoSource[];

/** The service path of a logo's image, or null (and a console error) for a source that is not known. */
export function logoPath(source: string): string | null {
  if (!Object.prototype.hasOwnProperty.call(LOGO_FILES, source)) {
    console.error(`[shop-parts] unknown footer logo source "${source}"; no image is shown.`);
    return null;
  }
  return paths.footerLogo(LOGO_FILES[source as LogoSource]);
}
