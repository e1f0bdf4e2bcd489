import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { UiLocale } from '../../config';

/** Where the translators' files are: locales/catalogues/<part>/<locale>.json. */
export const CATALOGUES_DIR = join(__dirname, '../../locales/catalogues');

/**
 * The parts, each a folder: a key's prefix decides its part (footer.*, newsletter.*, preview.*,
 * widgets.dialCodeSelect.* in dialCodeSelect, the other widgets.* in widgets). The staff panel's
 * preview part is English in every shop: one file, en.json.
 */
export const CATALOGUE_PARTS = ['footer', 'newsletter', 'widgets', 'dialCodeSelect', 'preview'] as const;
export type CataloguePart = (typeof CATALOGUE_PARTS)[number];

/** The part a message id belongs in, by its prefix. */
export function partOf(id: string): CataloguePart | undefined {
  if (id.startsWith('widgets.dialCodeSelect.')) return 'dialCodeSelect';
  return CATALOGUE_PARTS.find((part) => part !== 'dialCodeSelect' && id.startsWith(`${part}.`));
}

/** The locales a part has a file for. */
export function partLocales(part: CataloguePart): string[] {
  return readdirSync(join(CATALOGUES_DIR, part)).map((file) => file.replace(/\.json$/, ''));
}

/** One part's catalogue in one language, as the translators write it (ICU strings). */
export function partCatalogue(part: CataloguePart, locale: string): Record<string, string> {
  return JSON.parse(readFileSync(join(CATALOGUES_DIR, part, `${locale}.json`), 'utf8')) as Record<string, string>;
}

/** Every text of a language, all parts together (the staff panel's in English). */
export function wholeCatalogue(locale: UiLocale): Record<string, string> {
  return Object.assign({}, ...CATALOGUE_PARTS.map((part) => partCatalogue(part, part === 'preview' ? 'en' : locale))) as Record<string, string>;
}
