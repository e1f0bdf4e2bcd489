import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { UI_LOCALES } from '../../../config';
import { allPreviewMessages } from '../../../features/preview/messages';

const root = join(__dirname, '../../../locales/catalogues');
const descriptors = allPreviewMessages;

describe('the preview panel’s messages', () => {
  it('use ids preview.<component>.<name>, each once', () => {
    const ids = descriptors.map((descriptor) => descriptor.id);
    expect(ids.filter((id) => !/^preview\.[a-zA-Z]+\.[a-zA-Z]+$/.test(id))).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  // The staff tool is English in every shop: every catalogue holds the English text.
  it.each([...UI_LOCALES])('are in the %s catalogue with the English text, and no other preview text is', (locale) => {
    const catalogue = JSON.parse(readFileSync(join(root, `${locale}.json`), 'utf8')) as Record<string, string>;
    expect(Object.fromEntries(Object.entries(catalogue).filter(([id]) => id.startsWith('preview.')))).toEqual(Object.fromEntries(descriptors.map((descriptor) => [descriptor.id, descriptor.defaultMessage])));
  });
});
