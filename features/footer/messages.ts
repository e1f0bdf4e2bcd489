import { defineMessages, type MessageValue, type NoMessageValues } from 'react-intl';

/** The footer's own UI texts; the content itself comes from the per-site modules. */
export const footerMessages = defineMessages<{
  socialHeading: NoMessageValues;
  appsHeading: NoMessageValues;
  legalLabel: NoMessageValues;
  qualityHeading: NoMessageValues;
  logoAlt: { label: string };
  /** MessageValue, not string: the country's name may come as an element marked with its own language. */
  countryButton: { country: MessageValue };
  countryListLabel: NoMessageValues;
  currentCountry: NoMessageValues;
  promotionLabel: NoMessageValues;
  footerLabel: NoMessageValues;
}>({
  socialHeading: { id: 'footer.social.heading', defaultMessage: 'Folgen Sie uns' },
  appsHeading: { id: 'footer.apps.heading', defaultMessage: 'Unsere App' },
  legalLabel: { id: 'footer.legal.label', defaultMessage: 'Rechtliche Hinweise' },
  qualityHeading: { id: 'footer.quality.heading', defaultMessage: 'Geprüfte Qualität' },
  logoAlt: { id: 'footer.logo.alt', defaultMessage: 'Logo: {label}' },
  countryButton: { id: 'footer.country.button', defaultMessage: 'Land: {country}' },
  countryListLabel: { id: 'footer.country.list', defaultMessage: 'Land wählen' },
  currentCountry: { id: 'footer.country.current', defaultMessage: '(aktuelles Land)' },
  promotionLabel: { id: 'footer.promotion.label', defaultMessage: 'Aktion' },
  footerLabel: { id: 'footer.label', defaultMessage: 'Fußzeile' },
});
