import type { MessageFormatElement } from 'react-intl';
import type { UiLocale } from '../config';

/**
 * Message id → ICU message: a string, or the message precompiled into its syntax tree (the
 * package's built catalogues ship that way, scripts/buildPackage.ts; so may a host's overrides).
 */
export type Messages = Record<string, string | MessageFormatElement[]>;

/**
 * One dynamic import per UI language, so a page downloads only its own catalogue.
 * Every catalogue is complete (a test checks it against the German source), so the fallback
 * chain is short: the page's catalogue, then the German source text built into each message.
 */
const catalogueLoaders: Record<UiLocale, () => Promise<{ default: Messages }>> = {
  'de-DE': () => import('./catalogues/de-DE'),
  'de-AT': () => import('./catalogues/de-AT'),
  'de-CH': () => import('./catalogues/de-CH'),
  'fr-CH': () => import('./catalogues/fr-CH'),
  'pl-PL': () => import('./catalogues/pl-PL'),
  'sk-SK': () => import('./catalogues/sk-SK'),
  'cs-CZ': () => import('./catalogues/cs-CZ'),
  'hu-HU': () => import('./catalogues/hu-HU'),
  'tr-TR': () => import('./catalogues/tr-TR'),
  'da-DK': () => import('./catalogues/da-DK'),
  'sv-SE': () => import('./catalogues/sv-SE'),
  en: () => import('./catalogues/en'),
};

/**
 * The catalogue of `locale` with the host's overrides merged over it. A catalogue that fails to
 * load or overrides that cannot be merged are reported with console.error; the page then shows
 * the German source texts (or the unmerged catalogue) instead of failing.
 */
export async function loadMessages(locale: UiLocale, overrides?: unknown): Promise<Messages> {
  let catalogue: Messages = {};
  try {
    const loader = catalogueLoaders[locale];
    if (!loader) throw new Error(`no catalogue for ${String(locale)}`);
    catalogue = (await loader()).default;
  } catch (error) {
    console.error(`[shop-parts] could not load the ${String(locale)} messages; showing the German source texts.`, error);
  }
  return mergeMessages(catalogue, overrides);
}

/**
 * The host's overrides over a catalogue: strings, or messages precompiled by `formatjs compile
 * --ast` (arrays). Other values and non-object overrides are a failed merge.
 */
export function mergeMessages(catalogue: Messages, overrides: unknown): Messages {
  if (overrides === undefined || overrides === null) return catalogue;
  if (typeof overrides !== 'object' || Array.isArray(overrides)) {
    console.error('[shop-parts] message overrides must be an object of strings; they were not merged.', overrides);
    return catalogue;
  }
  const merged: Messages = { ...catalogue };
  const rejected: string[] = [];
  for (const [id, text] of Object.entries(overrides as Record<string, unknown>)) {
    if (typeof text === 'string' || Array.isArray(text)) merged[id] = text as string | MessageFormatElement[];
    else rejected.push(id);
  }
  if (rejected.length > 0) {
    console.error(`[shop-parts] message overrides for ${rejected.join(', ')} are not strings; those keys were not merged.`);
  }
  return merged;
}

export const SUPPORTED_LOCALES = Object.keys(catalogueLoaders) as UiLocale[];
