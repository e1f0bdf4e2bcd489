import type { Messages, UiLocale } from '../config';
import { jsonData } from '../config/jsonModules';

/**
 * One part's catalogue per UI language, catalogues/<part>/<locale>.json: one literal import each,
 * so a bundler makes one chunk per part and language and a page downloads only its own.
 */
export type CatalogueLoaders = Record<UiLocale, () => Promise<unknown>>;

/**
 * One part's catalogue of `locale`. One that fails to load is reported with console.error and
 * gives no texts: the page then shows the German source texts built into each message.
 */
export async function loadCatalogue(loaders: CatalogueLoaders, locale: UiLocale, part: string): Promise<Messages> {
  try {
    const loader = loaders[locale];
    if (!loader) throw new Error(`no catalogue for ${String(locale)}`);
    // The package build ships each catalogue precompiled (scripts/buildPackage.ts), hence Messages, not strings.
    return jsonData(await loader()) as Messages;
  } catch (error) {
    console.error(`[shop-parts] could not load the ${String(locale)} messages (${part}); showing the German source texts.`, error);
    return {};
  }
}
