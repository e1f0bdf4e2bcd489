import { defineMessages, type MessageDescriptor } from 'react-intl';

/** A country in the dial-code list: ISO 3166 code and international dialling code. */
export interface DialCode {
  country: string;
  dialCode: string;
}

/** The value of the "other country" entry (no dialling code). */
export const OTHER_DIAL_CODE = 'other';

/** About 30 European countries: the shop countries first, then their neighbours and the rest of Europe. */
export const DIAL_CODES: readonly DialCode[] = [
  { country: 'DE', dialCode: '+49' },
  { country: 'AT', dialCode: '+43' },
  { country: 'CH', dialCode: '+41' },
  { country: 'FR', dialCode: '+33' },
  { country: 'CZ', dialCode: '+420' },
  { country: 'SK', dialCode: '+421' },
  { country: 'HU', dialCode: '+36' },
  { country: 'PL', dialCode: '+48' },
  { country: 'TR', dialCode: '+90' },
  { country: 'SI', dialCode: '+386' },
  { country: 'IT', dialCode: '+39' },
  { country: 'ES', dialCode: '+34' },
  { country: 'PT', dialCode: '+351' },
  { country: 'NL', dialCode: '+31' },
  { country: 'BE', dialCode: '+32' },
  { country: 'LU', dialCode: '+352' },
  { country: 'LI', dialCode: '+423' },
  { country: 'DK', dialCode: '+45' },
  { country: 'SE', dialCode: '+46' },
  { country: 'NO', dialCode: '+47' },
  { country: 'FI', dialCode: '+358' },
  { country: 'GB', dialCode: '+44' },
  { country: 'IE', dialCode: '+353' },
  { country: 'HR', dialCode: '+385' },
  { country: 'RO', dialCode: '+40' },
  { country: 'BG', dialCode: '+359' },
  { country: 'GR', dialCode: '+30' },
  { country: 'EE', dialCode: '+372' },
  { country: 'LV', dialCode: '+371' },
  { country: 'LT', dialCode: '+370' },
  { country: 'RS', dialCode: '+381' },
];

/** Country names, translated in every catalogue (German source text here). */
export const countryMessages: Record<string, MessageDescriptor> = defineMessages({
  DE: { id: 'widgets.dialCodeSelect.countryDE', defaultMessage: 'Deutschland' },
  AT: { id: 'widgets.dialCodeSelect.countryAT', defaultMessage: 'Österreich' },
  CH: { id: 'widgets.dialCodeSelect.countryCH', defaultMessage: 'Schweiz' },
  FR: { id: 'widgets.dialCodeSelect.countryFR', defaultMessage: 'Frankreich' },
  CZ: { id: 'widgets.dialCodeSelect.countryCZ', defaultMessage: 'Tschechien' },
  SK: { id: 'widgets.dialCodeSelect.countrySK', defaultMessage: 'Slowakei' },
  HU: { id: 'widgets.dialCodeSelect.countryHU', defaultMessage: 'Ungarn' },
  PL: { id: 'widgets.dialCodeSelect.countryPL', defaultMessage: 'Polen' },
  TR: { id: 'widgets.dialCodeSelect.countryTR', defaultMessage: 'Türkei' },
  SI: { id: 'widgets.dialCodeSelect.countrySI', defaultMessage: 'Slowenien' },
  IT: { id: 'widgets.dialCodeSelect.countryIT', defaultMessage: 'Italien' },
  ES: { id: 'widgets.dialCodeSelect.countryES', defaultMessage: 'Spanien' },
  PT: { id: 'widgets.dialCodeSelect.countryPT', defaultMessage: 'Portugal' },
  NL: { id: 'widgets.dialCodeSelect.countryNL', defaultMessage: 'Niederlande' },
  BE: { id: 'widgets.dialCodeSelect.countryBE', defaultMessage: 'Belgien' },
  LU: { id: 'widgets.dialCodeSelect.countryLU', defaultMessage: 'Luxemburg' },
  LI: { id: 'widgets.dialCodeSelect.countryLI', defaultMessage: 'Liechtenstein' },
  DK: { id: 'widgets.dialCodeSelect.countryDK', defaultMessage: 'Dänemark' },
  SE: { id: 'widgets.dialCodeSelect.countrySE', defaultMessage: 'Schweden' },
  NO: { id: 'widgets.dialCodeSelect.countryNO', defaultMessage: 'Norwegen' },
  FI: { id: 'widgets.dialCodeSelect.countryFI', defaultMessage: 'Finnland' },
  GB: { id: 'widgets.dialCodeSelect.countryGB', defaultMessage: 'Vereinigtes Königreich' },
  IE: { id: 'widgets.dialCodeSelect.countryIE', defaultMessage: 'Irland' },
  HR: { id: 'widgets.dialCodeSelect.countryHR', defaultMessage: 'Kroatien' },
  RO: { id: 'widgets.dialCodeSelect.countryRO', defaultMessage: 'Rumänien' },
  BG: { id: 'widgets.dialCodeSelect.countryBG', defaultMessage: 'Bulgarien' },
  GR: { id: 'widgets.dialCodeSelect.countryGR', defaultMessage: 'Griechenland' },
  EE: { id: 'widgets.dialCodeSelect.countryEE', defaultMessage: 'Estland' },
  LV: { id: 'widgets.dialCodeSelect.countryLV', defaultMessage: 'Lettland' },
  LT: { id: 'widgets.dialCodeSelect.countryLT', defaultMessage: 'Litauen' },
  RS: { id: 'widgets.dialCodeSelect.countryRS', defaultMessage: 'Serbien' },
});

export const otherCountryMessage = defineMessages({
  other: { id: 'widgets.dialCodeSelect.other', defaultMessage: 'Anderes Land' },
}).other;
