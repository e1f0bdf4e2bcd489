import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { SITES, UI_LOCALES, type UiLocale } from '../../../config';
import { wholeCatalogue } from '../../support/catalogues';

/**
 * How each language is written, checked over the catalogues and the footer content: the findings
 * of the native speakers' review stay fixed (docs/glossary.md holds the terms and conventions).
 */
const root = join(__dirname, '../../..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const catalogue = (locale: UiLocale) => wholeCatalogue(locale);

/** Every text of a footer content file (links, headings, labels), not its URLs or identifiers. */
function contentTexts(path: string): string[] {
  const texts: string[] = [];
  const walk = (value: unknown, key: string) => {
    if (typeof value === 'string') {
      if (!['url', 'source', 'iconName', 'id', 'href'].includes(key) && !/^(\/|https?:)/.test(value)) texts.push(value);
    } else if (Array.isArray(value)) value.forEach((item) => walk(item, key));
    else if (typeof value === 'object' && value !== null) for (const [child, item] of Object.entries(value)) walk(item, child);
  };
  walk(JSON.parse(read(path)), '');
  return texts;
}

/** The plural (cardinal or ordinal) arguments of a message with the categories each gives, `=n` cases left out. */
function plurals(elements: MessageFormatElement[], found: { name: string; type: 'cardinal' | 'ordinal'; categories: string[] }[] = []) {
  for (const element of elements) {
    if (element.type === TYPE.plural) {
      found.push({ name: element.value, type: element.pluralType ?? 'cardinal', categories: Object.keys(element.options).filter((key) => !key.startsWith('=')).sort() });
    }
    if (element.type === TYPE.plural || element.type === TYPE.select) for (const option of Object.values(element.options)) plurals(option.value, found);
    if (element.type === TYPE.tag) plurals(element.children, found);
  }
  return found;
}

describe.each(UI_LOCALES)('%s', (locale) => {
  const texts = catalogue(locale);

  it("gives every plural exactly the categories of the language's CLDR plural rules", () => {
    const wrong = Object.entries(texts).flatMap(([id, text]) =>
      plurals(parse(text))
        .map((plural) => ({ id, ...plural, expected: [...new Intl.PluralRules(locale, { type: plural.type }).resolvedOptions().pluralCategories].sort() }))
        .filter((plural) => plural.categories.join() !== plural.expected.join()),
    );
    expect(wrong).toEqual([]);
  });

  it('writes no space before an ellipsis', () => {
    expect(Object.entries(texts).filter(([, text]) => /\s…/.test(text))).toEqual([]);
  });

  it('asks to try again later without an exclamation mark', () => {
    expect(texts['newsletter.errorBar.technical']).not.toMatch(/!/);
  });

  it('has one text for a link that opens a new window', () => {
    const german = catalogue('de-DE');
    const ids = Object.keys(german).filter((id) => /Fenster/.test(german[id] ?? ''));
    expect(ids).toEqual(['widgets.textLink.newWindow']);
    expect(Object.keys(texts).filter((id) => id.endsWith('.newWindow'))).toEqual(ids);
  });

  it('quotes the submit button by its own name in the privacy hint', () => {
    expect(texts['newsletter.privacyHint.text']).toContain(texts['newsletter.form.submit']);
  });
});

describe('the German source', () => {
  it.each(['de-DE', 'de-AT', 'de-CH'] as const)('%s: the corrected spellings', (locale) => {
    const texts = catalogue(locale);
    expect(texts['newsletter.success.title']).toBe('Vielen Dank für Ihre Newsletter-Anmeldung');
    expect(texts['newsletter.errorBar.technical']).toMatch(/Bitte versuchen Sie es später erneut\.$/);
    expect(Object.values(texts).filter((text) => /Newsletter [A-ZÄÖÜ]/.test(text))).toEqual([]);
  });

  it('the DE footer writes Entkalkungstipps as one word', () => {
    expect(contentTexts('features/footer/content/sites/DE.json').filter((text) => /-Tipps/.test(text))).toEqual([]);
  });
});

describe('hu-HU', () => {
  const texts = catalogue('hu-HU');
  const footer = contentTexts('features/footer/content/sites/HU.json');

  it('has no "a(z)" template article: the sentences are built so any value fits', () => {
    expect([...Object.values(texts), ...footer].filter((text) => /\ba\(z\)/i.test(text))).toEqual([]);
  });

  it('names the discount, a percentage, as a discount ("kedvezmény"), not as a value ("értékű")', () => {
    expect(Object.entries(texts).filter(([, text]) => text.includes('{discount}') && text.includes('értékű'))).toEqual([]);
  });

  it('the footer: "Feliratkozás a hírlevélre" and "Férfidivat"', () => {
    expect(footer).toEqual(expect.arrayContaining(['Feliratkozás a hírlevélre', 'Férfidivat']));
    expect(footer).not.toContain('Feliratkozás hírlevélre');
    expect(footer).not.toContain('Férfi divat');
  });
});

describe('fr-CH', () => {
  // The staff panel's texts are English in every catalogue (preview.*): not French.
  const texts = Object.entries(catalogue('fr-CH')).filter(([id]) => !id.startsWith('preview.')).map(([, text]) => text);
  const footer = contentTexts('features/footer/content/sites/CH_FR.json');
  // The characters a name may hold are quoted as they are typed, the straight apostrophe among them.
  const prose = [...texts, ...footer].map((text) => text.replace("+ & ' ` ´ , ( ) / . -", ''));

  it('one spacing rule: a narrow no-break space before : ; ! ? and inside « »', () => {
    expect(prose.filter((text) => /(?:[^\u202f][:;!?](?=\s|$|<|\{)|«[^\u202f]|[^\u202f]»)/.test(text))).toEqual([]);
  });

  it('one apostrophe, the curly ’, in the catalogue and the footer content', () => {
    expect(prose.filter((text) => text.includes("'"))).toEqual([]);
  });

  it('a French salutation for "Divers", and the confirmation keeps "only then"', () => {
    const all = catalogue('fr-CH');
    expect(all['newsletter.fields.salutationDivers']).toBe('Autre');
    expect(all['newsletter.success.confirmation']).toContain('ce n’est qu’ensuite que');
  });
});

describe('the other review findings', () => {
  it('cs-CZ and sk-SK: the submit button subscribes, it does not log in', () => {
    expect(catalogue('cs-CZ')['newsletter.form.submit']).toBe('Přihlásit k odběru');
    expect(catalogue('sk-SK')['newsletter.form.submit']).toBe('Prihlásiť sa na odber');
  });

  it('tr-TR: clearing a field is "Alanı temizle" (not a log-in\'s "Giriş")', () => {
    expect(catalogue('tr-TR')['widgets.input.clear']).toBe('Alanı temizle');
  });

  it('en: a salutation, not the German "Diverse"', () => {
    expect(catalogue('en')['newsletter.fields.salutationDivers']).toBe('Mx');
  });
});

describe('docs/glossary.md', () => {
  /** The glossary's rows: locale → its cells (newsletter, voucher, sign-up button, privacy page, not used). */
  const rows = new Map(
    read('docs/glossary.md')
      .split('\n')
      .filter((line) => /^\| [a-z]{2}(-[A-Z]{2})? \|/.test(line))
      .map((line) => line.split('|').slice(1, -1).map((cell) => cell.trim()))
      .map(([locale = '', ...cells]) => [locale, cells] as const),
  );
  /** Every text of a language: its catalogue and the footer content of each site that speaks it. */
  const textsOf = (locale: UiLocale) => [
    ...Object.entries(catalogue(locale)).filter(([id]) => !id.startsWith('preview.')).map(([, text]) => text),
    ...Object.entries(SITES).filter(([, site]) => site.locale === locale).flatMap(([code]) => contentTexts(`features/footer/content/sites/${code}.json`)),
  ];
  /** A term as a pattern: a word with its varying ending in brackets ("hírlev(él)", "polityk(a) prywatności") matches every ending. */
  const pattern = (term: string) =>
    new RegExp(term.split(' ').map((word) => word.replace(/[.*+?^${}|[\]\\]/g, '\\$&').replace(/\(.*?\)$/, '\\S*')).join('\\s+'), 'i');

  it('has a row for every UI language', () => {
    expect([...rows.keys()].sort()).toEqual([...UI_LOCALES].sort());
  });

  it.each(UI_LOCALES)('%s: the catalogue and the footer use its terms and none it refuses', (locale) => {
    const [newsletter = '', voucher = '', submit = '', privacy = '', refused = ''] = rows.get(locale) ?? [];
    const texts = textsOf(locale);
    const own = catalogue(locale);
    expect(own['newsletter.banner.heading']).toMatch(pattern(newsletter));
    expect(own['newsletter.voucherFootnote.text']).toMatch(pattern(voucher));
    expect(own['newsletter.form.submit']).toBe(submit);
    expect(texts.join('\n')).toMatch(pattern(privacy));
    const refusedTerms = refused.split(', ').filter((term) => term !== '');
    expect(refusedTerms.filter((term) => texts.some((text) => text.toLowerCase().includes(term.toLowerCase())))).toEqual([]);
  });
});
