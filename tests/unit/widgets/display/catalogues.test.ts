import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { UI_LOCALES } from '../../../../config';
import { backToTopMessages } from '../../../../widgets/display/BackToTop/messages';
import { copyCodeMessages } from '../../../../widgets/display/CopyCode/messages';
import { energyLabelMessages } from '../../../../widgets/display/EnergyLabel/messages';
import { expansionBlockMessages } from '../../../../widgets/display/ExpansionBlock/messages';
import { fileUploadRemovalMessages } from '../../../../widgets/display/FileUploadRemoval/messages';
import { modalMessages } from '../../../../widgets/display/Modal/messages';
import { notificationMessages } from '../../../../widgets/display/Notification/messages';
import { paginationMessages } from '../../../../widgets/display/Pagination/messages';
import { priceTextMessages } from '../../../../widgets/display/PriceText/messages';
import { searchSuggestionsMessages } from '../../../../widgets/display/SearchSuggestions/messages';
import { skipLinkMessages } from '../../../../widgets/display/SkipLink/messages';
import { sliderMessages } from '../../../../widgets/display/Slider/messages';

const descriptors = [
  backToTopMessages, copyCodeMessages, energyLabelMessages, expansionBlockMessages, fileUploadRemovalMessages, modalMessages,
  notificationMessages, paginationMessages, priceTextMessages, searchSuggestionsMessages, skipLinkMessages, sliderMessages,
].flatMap((group) => Object.values(group) as { id: string; defaultMessage: string }[]);

function catalogue(locale: string): Record<string, string> {
  return JSON.parse(readFileSync(join(__dirname, '../../../../locales/catalogues', locale, 'displayWidgets.json'), 'utf8')) as Record<string, string>;
}

/**
 * The argument names a message uses: `{name}` and `{name, plural, ...}`. (Plural branches in these
 * catalogues start with '#' or a word followed by a space, so they are not taken for arguments.)
 */
function argumentsOf(message: string): string[] {
  return [...new Set([...message.matchAll(/\{\s*([A-Za-z]\w*)\s*[,}]/g)].map((match) => match[1] ?? ''))].sort();
}

describe('display widget messages', () => {
  it('find the arguments of a message', () => {
    expect(argumentsOf('{count, plural, one {# Vorschlag} other {# Vorschläge}} für {term}')).toEqual(['count', 'term']);
  });

  it('use ids widgets.<component>.<name>, each once', () => {
    const ids = descriptors.map(({ id }) => id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^widgets\.[a-z][A-Za-z]+\.[a-z][A-Za-z]+$/);
  });

  it('have the German source text as the de-DE catalogue entry, and nothing else there', () => {
    const german = catalogue('de-DE');
    expect(Object.fromEntries(descriptors.map(({ id, defaultMessage }) => [id, defaultMessage]))).toEqual(german);
  });

  describe.each(UI_LOCALES)('%s', (locale) => {
    it('translates every message with the same arguments', () => {
      const texts = catalogue(locale);
      for (const { id, defaultMessage } of descriptors) {
        const text = texts[id];
        expect(typeof text).toBe('string');
        expect(argumentsOf(text ?? '')).toEqual(argumentsOf(defaultMessage));
      }
    });
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
