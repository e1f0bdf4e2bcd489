import type { Messages, UiLocale } from '../config';
import { loadCatalogue, type CatalogueLoaders } from './loadCatalogue';

// No part a shopper sees shows the dial-code select, so its texts (its label and some thirty
// country names) are no part of loadMessages: a host that shows the widget loads them.
const dialCodeSelectCatalogues: CatalogueLoaders = {
  'de-DE': () => import('./catalogues/dialCodeSelect/de-DE.json'),
  'de-AT': () => import('./catalogues/dialCodeSelect/de-AT.json'),
  'de-CH': () => import('./catalogues/dialCodeSelect/de-CH.json'),
  'fr-CH': () => import('./catalogues/dialCodeSelect/fr-CH.json'),
  'pl-PL': () => import('./catalogues/dialCodeSelect/pl-PL.json'),
  'sk-SK': () => import('./catalogues/dialCodeSelect/sk-SK.json'),
  'cs-CZ': () => import('./catalogues/dialCodeSelect/cs-CZ.json'),
  'hu-HU': () => import('./catalogues/dialCodeSelect/hu-HU.json'),
  'tr-TR': () => import('./catalogues/dialCodeSelect/tr-TR.json'),
  'da-DK': () => import('./catalogues/dialCodeSelect/da-DK.json'),
  'sv-SE': () => import('./catalogues/dialCodeSelect/sv-SE.json'),
  en: () => import('./catalogues/dialCodeSelect/en.json'),
};

/**
 * The DialCodeSelect widget's texts in `locale` (its label and the country names), to merge next to
 * loadMessages' for a page that shows the widget. One that fails to load is reported with
 * console.error; the widget then shows the German source texts.
 */
export function loadDialCodeSelectMessages(locale: UiLocale): Promise<Messages> {
  return loadCatalogue(dialCodeSelectCatalogues, locale, 'dialCodeSelect');
}
