import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { UI_LOCALES, type UiLocale } from '../../../../config';
import { widgetMessages, type Descriptor } from '../widgetMessages';
import { wholeCatalogue } from '../../../support/catalogues';

let descriptors: Descriptor[] = [];
beforeAll(async () => {
  descriptors = await widgetMessages('display');
});

// Arguments and ICU syntax of every message in every language: tests/unit/locales/catalogues.test.ts.

/** The locale's texts of the display widgets (their ids: widgets.<component>.<name>, components found on disk). */
function catalogue(locale: UiLocale): Record<string, string> {
  const all = wholeCatalogue(locale);
  const ids = new Set(descriptors.map(({ id }) => id));
  return Object.fromEntries(Object.entries(all).filter(([id]) => ids.has(id)));
}

describe('display widget messages', () => {
  it('are found for every display widget that has a messages.ts', () => {
    const components = new Set(descriptors.map(({ id }) => id.split('.')[1]));
    expect(components.size).toBe(readdirSync(join(__dirname, '../../../../widgets/display')).filter((name) => existsSync(join(__dirname, '../../../../widgets/display', name, 'messages.ts'))).length);
  });

  it('use ids widgets.<component>.<name>, each once', () => {
    const ids = descriptors.map(({ id }) => id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^widgets\.[a-z][A-Za-z]+\.[a-z][A-Za-z]+$/);
  });

  it('have the German source text as the de-DE catalogue entry', () => {
    const german = catalogue('de-DE');
    expect(Object.fromEntries(descriptors.map(({ id, defaultMessage }) => [id, defaultMessage]))).toEqual(german);
  });

  it('spell de-CH without ß', () => {
    expect(Object.values(catalogue('de-CH')).filter((text) => text.includes('ß'))).toEqual([]);
  });

  it.each(UI_LOCALES.filter((locale) => !locale.startsWith('de-')))('are really translated in %s', (locale) => {
    const german = catalogue('de-DE');
    const texts = catalogue(locale);
    expect(Object.keys(german).filter((id) => texts[id] === german[id])).toEqual([]);
  });
});
