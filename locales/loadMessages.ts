import type { MessageFormatElement } from 'react-intl';
import type { Messages, UiLocale } from '../config';
import { jsonData } from '../config/jsonModules';

/**
 * One catalogue per UI language, catalogues/<locale>.json (message ids keep each part's texts
 * together: footer.*, newsletter.*, preview.*, widgets.*). One literal import each, so a bundler
 * makes one chunk per language and a page downloads only its own. Every catalogue is complete (a
 * test checks it against the German source), so the fallback chain is short: the page's catalogue,
 * then the German source text built into each message.
 */
const catalogueLoaders: Record<UiLocale, () => Promise<unknown>> = {
  'de-DE': () => import('./catalogues/de-DE.json'),
  'de-AT': () => import('./catalogues/de-AT.json'),
  'de-CH': () => import('./catalogues/de-CH.json'),
  'fr-CH': () => import('./catalogues/fr-CH.json'),
  'pl-PL': () => import('./catalogues/pl-PL.json'),
  'sk-SK': () => import('./catalogues/sk-SK.json'),
  'cs-CZ': () => import('./catalogues/cs-CZ.json'),
  'hu-HU': () => import('./catalogues/hu-HU.json'),
  'tr-TR': () => import('./catalogues/tr-TR.json'),
  'da-DK': () => import('./catalogues/da-DK.json'),
  'sv-SE': () => import('./catalogues/sv-SE.json'),
  en: () => import('./catalogues/en.json'),
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
    // The package build ships each catalogue precompiled (scripts/buildPackage.ts), hence Messages, not strings.
    catalogue = jsonData(await loader()) as Messages;
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
