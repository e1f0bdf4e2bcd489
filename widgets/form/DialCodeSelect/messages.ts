import { defineMessages, type MessageDescriptor } from 'react-intl';

export const dialCodeSelectMessages = defineMessages({
  label: { id: 'widgets.dialCodeSelect.label', defaultMessage: 'Ländervorwahl' },
});

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
