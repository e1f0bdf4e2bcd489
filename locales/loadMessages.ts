import type { MessageFormatElement } from 'react-intl';
import type { Messages, UiLocale } from '../config';
import { loadCatalogue, type CatalogueLoaders } from './loadCatalogue';

// The texts a shopper's page shows: the footer's, the newsletter form's and the widgets', one
// module per language (shopper/<locale>.ts) that puts the three parts together, so a bundler makes
// one chunk per language and a host's main chunk holds twelve imports, not thirty-six. The staff
// panel brings its own (features/preview/components/PanelMessages.tsx), the dial-code select's
// country names are loaded by a host that shows it (loadDialCodeSelectMessages.ts).
const shopperCatalogues: CatalogueLoaders = {
  'de-DE': () => import('./shopper/de-DE'),
  'de-AT': () => import('./shopper/de-AT'),
  'de-CH': () => import('./shopper/de-CH'),
  'fr-CH': () => import('./shopper/fr-CH'),
  'pl-PL': () => import('./shopper/pl-PL'),
  'sk-SK': () => import('./shopper/sk-SK'),
  'cs-CZ': () => import('./shopper/cs-CZ'),
  'hu-HU': () => import('./shopper/hu-HU'),
  'tr-TR': () => import('./shopper/tr-TR'),
  'da-DK': () => import('./shopper/da-DK'),
  'sv-SE': () => import('./shopper/sv-SE'),
  en: () => import('./shopper/en'),
};

/**
 * The texts of the parts a shopper sees (footer, newsletter form, widgets) in `locale`, with the
 * host's overrides merged over them. Every catalogue is complete (each part has every key of
 * the German source), so the fallback chain is short: the page's catalogue, then the German source
 * text built into each message. A part that fails to load or overrides that cannot be merged are
 * reported with console.error; the page then shows the German source texts (or the unmerged
 * catalogue) instead of failing.
 */
export async function loadMessages(locale: UiLocale, overrides?: unknown): Promise<Messages> {
  return mergeMessages(await loadCatalogue(shopperCatalogues, locale, 'footer, newsletter and widgets'), overrides);
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
