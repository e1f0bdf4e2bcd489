import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { UI_LOCALES } from '../../../config';

const root = join(__dirname, '../../../locales/catalogues');
const areas = readdirSync(join(root, 'de-DE')).filter((file) => file.endsWith('.json'));

function catalogue(locale: string, area: string): Record<string, unknown> {
  return JSON.parse(readFileSync(join(root, locale, area), 'utf8')) as Record<string, unknown>;
}

describe('message catalogues', () => {
  it('exist for all 12 UI languages', () => {
    expect(readdirSync(root).sort()).toEqual([...UI_LOCALES].sort());
  });

  describe.each(UI_LOCALES.filter((locale) => locale !== 'de-DE'))('%s', (locale) => {
    it.each(areas)('has every key of the German source in %s', (area) => {
      const source = Object.keys(catalogue('de-DE', area));
      const missing = source.filter((key) => !(key in catalogue(locale, area)));
      expect(missing).toEqual([]);
    });

    it.each(areas)('has no key the source lacks, and no empty text, in %s', (area) => {
      const source = catalogue('de-DE', area);
      const entries = Object.entries(catalogue(locale, area));
      expect(entries.filter(([key]) => !(key in source)).map(([key]) => key)).toEqual([]);
      expect(entries.filter(([, text]) => typeof text !== 'string' || text.trim() === '').map(([key]) => key)).toEqual([]);
    });
  });
});
