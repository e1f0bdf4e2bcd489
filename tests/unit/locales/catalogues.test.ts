import { readdirSync } from 'node:fs';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { UI_LOCALES } from '../../../config';
import { CATALOGUE_PARTS, CATALOGUES_DIR, partCatalogue, partLocales, partOf, wholeCatalogue } from '../../support/catalogues';

const KINDS: Partial<Record<TYPE, string>> = {
  [TYPE.argument]: 'argument',
  [TYPE.number]: 'number',
  [TYPE.date]: 'date',
  [TYPE.time]: 'time',
  [TYPE.plural]: 'plural',
  [TYPE.select]: 'select',
  [TYPE.tag]: 'tag',
};

/**
 * What a translation must keep of a message: each argument by name with its type (count → plural,
 * name → argument, b → tag), from every branch. A select also keeps its cases (a case a language
 * lacks would show 'other'); plural categories differ by language and are not compared.
 */
function placeholdersOf(elements: MessageFormatElement[], found = new Map<string, string>()): Map<string, string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    const kind = element.type === TYPE.plural && element.pluralType === 'ordinal' ? 'selectordinal' : (KINDS[element.type] ?? 'unknown');
    found.set(element.value, element.type === TYPE.select ? `${kind} (${Object.keys(element.options).sort().join(', ')})` : kind);
    if (element.type === TYPE.tag) placeholdersOf(element.children, found);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) placeholdersOf(option.value, found);
    }
  }
  return found;
}

/** The placeholders of an ICU message (name → type); a message that does not parse throws with its id. */
function placeholders(id: string, message: string): Map<string, string> {
  try {
    return placeholdersOf(parse(message));
  } catch (error) {
    throw new Error(`${id} is no valid ICU message: ${String(error)}`);
  }
}

/**
 * How a translation's placeholders differ from the source's ([] when they match). A plural may be
 * a plain argument in a language whose words do not change with the number ("{months} hónap",
 * "{years} år", "{months} mois"); every other type must stay.
 */
function differences(source: Map<string, string>, translation: Map<string, string>): string[] {
  const names = [...new Set([...source.keys(), ...translation.keys()])].sort();
  return names
    .filter((name) => {
      const [expected, actual] = [source.get(name), translation.get(name)];
      return expected !== actual && !(expected === 'plural' && actual === 'argument');
    })
    .map((name) => `${name}: ${source.get(name) ?? 'not in the source'} → ${translation.get(name) ?? 'missing'}`);
}

/**
 * How often each rich-text tag renders at most in one formatting of a message: a plural's or a
 * select's branches are alternatives, so the branch with the most counts.
 */
function tagCounts(elements: MessageFormatElement[]): Map<string, number> {
  const counts = new Map<string, number>();
  const add = (more: Map<string, number>) => {
    for (const [tag, count] of more) counts.set(tag, (counts.get(tag) ?? 0) + count);
  };
  for (const element of elements) {
    if (element.type === TYPE.tag) {
      add(new Map([[element.value, 1]]));
      add(tagCounts(element.children));
    }
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      const most = new Map<string, number>();
      for (const option of Object.values(element.options)) {
        for (const [tag, count] of tagCounts(option.value)) most.set(tag, Math.max(most.get(tag) ?? 0, count));
      }
      add(most);
    }
  }
  return counts;
}

const german = wholeCatalogue('de-DE');
// The parts translated into every UI language; the staff panel's is English in every shop (tests/unit/preview/catalogues.test.ts).
const TRANSLATED_PARTS = CATALOGUE_PARTS.filter((part) => part !== 'preview');

describe('message catalogues', () => {
  it('are one folder per part, each with one file per UI language', () => {
    expect(readdirSync(CATALOGUES_DIR).sort()).toEqual([...CATALOGUE_PARTS].sort());
    for (const part of TRANSLATED_PARTS) expect([part, partLocales(part).sort()]).toEqual([part, [...UI_LOCALES].sort()]);
    expect(partLocales('preview')).toEqual(['en']);
  });

  it('hold each text in the part its id\'s prefix names', () => {
    const misplaced = CATALOGUE_PARTS.flatMap((part) =>
      partLocales(part).flatMap((locale) => Object.keys(partCatalogue(part, locale)).filter((id) => partOf(id) !== part).map((id) => `${part}/${locale}.json: ${id}`)),
    );
    expect(misplaced).toEqual([]);
  });

  it('read each placeholder of a message with its type, in every branch', () => {
    const message = '{count, plural, one {# Artikel für <b>{name}</b>} other {# Artikel am {day, date, short}}} {kind, select, a {A} other {B}} {total, number}';
    expect(Object.fromEntries(placeholders('example', message))).toEqual({
      b: 'tag', count: 'plural', day: 'date', kind: 'select (a, other)', name: 'argument', total: 'number',
    });
  });

  it('find a renamed placeholder, a changed type and a missing select case, and let a plural be a plain number', () => {
    const source = placeholders('source', '{count, plural, one {# Vorschlag} other {# Vorschläge}} für {term} {kind, select, a {A} other {B}}');
    const compare = (message: string) => differences(source, placeholders('translation', message));
    expect(compare('{count, plural, one {# öneri} other {# öneri}} {query} için {kind, select, a {A} other {B}}')).toEqual([
      'query: not in the source → argument', 'term: argument → missing',
    ]);
    expect(compare('{count, number} für {term} {kind, select, a {A} other {B}}')).toEqual(['count: plural → number']);
    expect(compare('{count} für {term} {kind, select, other {B}}')).toEqual(['kind: select (a, other) → select (other)']);
  });

  it('have German source messages that are valid ICU messages', () => {
    for (const [id, message] of Object.entries(german)) expect(() => placeholders(id, message)).not.toThrow();
  });

  // An inline link's React key is its tag's name (features/newsletter/components/links.tsx): a tag
  // twice in one message would give two of the message's parts one key.
  it('use each rich-text tag at most once in a message, in every language', () => {
    expect(Object.fromEntries(tagCounts(parse('<a>x</a> {n, plural, one {<a>y <a>z</a></a>} other {<b>z</b>}}')))).toEqual({ a: 3, b: 1 });
    const repeated = CATALOGUE_PARTS.flatMap((part) =>
      partLocales(part).flatMap((locale) =>
        Object.entries(partCatalogue(part, locale))
          .filter(([, message]) => [...tagCounts(parse(message)).values()].some((count) => count > 1))
          .map(([id]) => `${part}/${locale}.json: ${id}`),
      ),
    );
    expect(repeated).toEqual([]);
  });

  describe.each(UI_LOCALES.filter((locale) => locale !== 'de-DE').flatMap((locale) => TRANSLATED_PARTS.map((part) => [locale, part] as const)))('%s, %s', (locale, part) => {
    const germanPart = partCatalogue(part, 'de-DE');
    const texts: Record<string, unknown> = partCatalogue(part, locale);

    it('has every key of the German source and no other, none of them empty', () => {
      expect(Object.keys(germanPart).filter((id) => !(id in texts))).toEqual([]);
      expect(Object.keys(texts).filter((id) => !(id in germanPart))).toEqual([]);
      expect(Object.entries(texts).filter(([, text]) => typeof text !== 'string' || text.trim() === '').map(([id]) => id)).toEqual([]);
    });

    it('keeps every placeholder of the German source, with its type', () => {
      const changed = Object.entries(germanPart)
        .filter(([id]) => typeof texts[id] === 'string')
        .map(([id, source]) => ({ id, differences: differences(placeholders(id, source), placeholders(id, texts[id] as string)) }))
        .filter((message) => message.differences.length > 0);
      expect(changed).toEqual([]);
    });
  });
});
