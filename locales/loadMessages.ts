import type { MessageFormatElement } from 'react-intl';
import type { Messages, UiLocale } from '../config';
import { loadCatalogue, type CatalogueLoaders } from './loadCatalogue';

// The texts a shopper's page shows: the footer's, the newsletter form's and the widgets'. The
// staff panel brings its own (features/preview/components/PanelMessages.tsx), the dial-code
// select's country names are loaded by a host that shows it (loadDialCodeSelectMessages.ts).
const footerCatalogues: CatalogueLoaders = {
  'de-DE': () => import('./catalogues/footer/de-DE.json'),
  'de-AT': () => import('./catalogues/footer/de-AT.json'),
  'de-CH': () => import('./catalogues/footer/de-CH.json'),
  'fr-CH': () => import('./catalogues/footer/fr-CH.json'),
  'pl-PL': () => import('./catalogues/footer/pl-PL.json'),
  'sk-SK': () => import('./catalogues/footer/sk-SK.json'),
  'cs-CZ': () => import('./catalogues/footer/cs-CZ.json'),
  'hu-HU': () => import('./catalogues/footer/hu-HU.json'),
  'tr-TR': () => import('./catalogues/footer/tr-TR.json'),
  'da-DK': () => import('./catalogues/footer/da-DK.json'),
  'sv-SE': () => import('./catalogues/footer/sv-SE.json'),
  en: () => import('./catalogues/footer/en.json'),
};

const newsletterCatalogues: CatalogueLoaders = {
  'de-DE': () => import('./catalogues/newsletter/de-DE.json'),
  'de-AT': () => import('./catalogues/newsletter/de-AT.json'),
  'de-CH': () => import('./catalogues/newsletter/de-CH.json'),
  'fr-CH': () => import('./catalogues/newsletter/fr-CH.json'),
  'pl-PL': () => import('./catalogues/newsletter/pl-PL.json'),
  'sk-SK': () => import('./catalogues/newsletter/sk-SK.json'),
  'cs-CZ': () => import('./catalogues/newsletter/cs-CZ.json'),
  'hu-HU': () => import('./catalogues/newsletter/hu-HU.json'),
  'tr-TR': () => import('./catalogues/newsletter/tr-TR.json'),
  'da-DK': () => import('./catalogues/newsletter/da-DK.json'),
  'sv-SE': () => import('./catalogues/newsletter/sv-SE.json'),
  en: () => import('./catalogues/newsletter/en.json'),
};

const widgetCatalogues: CatalogueLoaders = {
  'de-DE': () => import('./catalogues/widgets/de-DE.json'),
  'de-AT': () => import('./catalogues/widgets/de-AT.json'),
  'de-CH': () => import('./catalogues/widgets/de-CH.json'),
  'fr-CH': () => import('./catalogues/widgets/fr-CH.json'),
  'pl-PL': () => import('./catalogues/widgets/pl-PL.json'),
  'sk-SK': () => import('./catalogues/widgets/sk-SK.json'),
  'cs-CZ': () => import('./catalogues/widgets/cs-CZ.json'),
  'hu-HU': () => import('./catalogues/widgets/hu-HU.json'),
  'tr-TR': () => import('./catalogues/widgets/tr-TR.json'),
  'da-DK': () => import('./catalogues/widgets/da-DK.json'),
  'sv-SE': () => import('./catalogues/widgets/sv-SE.json'),
  en: () => import('./catalogues/widgets/en.json'),
};

/**
 * The texts of the parts a shopper sees (footer, newsletter form, widgets) in `locale`, with the
 * host's overrides merged over them. Every catalogue is complete (a test checks each part against
 * the German source), so the fallback chain is short: the page's catalogue, then the German source
 * text built into each message. A part that fails to load or overrides that cannot be merged are
 * reported with console.error; the page then shows the German source texts (or the unmerged
 * catalogue) instead of failing.
 */
export async function loadMessages(locale: UiLocale, overrides?: unknown): Promise<Messages> {
  const parts = await Promise.all([
    loadCatalogue(footerCatalogues, locale, 'footer'),
    loadCatalogue(newsletterCatalogues, locale, 'newsletter'),
    loadCatalogue(widgetCatalogues, locale, 'widgets'),
  ]);
  return mergeMessages(Object.assign({}, ...parts), overrides);
}

/**
 * The host's overrides over a catalogue: strings, or messages precompiled by `formatjs compile
 * --ast` (arrays). Other values and non-object overrides are a failed merge.
 */
export function mergeMessages(catalogue: Messages, overrides: unknown): Messages {
  if (overrides === undefined || overrides === null) return catalogue;
  if (typeof overrides !== 'object' || Array.isArray(overrides)) {
    console.error('[shop-parts] message overrides must be an object of messages (strings or precompiled); they were not merged.', overrides);
    return catalogue;
  }
  const merged: Messages = { ...catalogue };
  const rejected: string[] = [];
  for (const [id, text] of Object.entries(overrides as Record<string, unknown>)) {
    if (typeof text === 'string' || Array.isArray(text)) merged[id] = text as string | MessageFormatElement[];
    else rejected.push(id);
  }
  if (rejected.length > 0) {
    console.error(`[shop-parts] message overrides for ${rejected.join(', ')} are neither strings nor precompiled messages; those keys were not merged.`);
  }
  return merged;
}
