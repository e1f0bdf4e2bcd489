import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SITE_CODES, SITES, UI_LOCALES, type SiteCode } from '../../../config';

/**
 * The docs list the sites, their languages and the UI languages in prose; these lists must say
 * what config/sites.ts says, so a site added or removed there fails here until the docs follow.
 * A run of codes (`DE, AT, CH (German), …` or `TR tr-TR, CZ cs-CZ, …`) naming more than half of
 * the sites is a site list: it names every site and nothing else, and a site's language beside
 * it is that site's. A run naming more than half of the UI languages names them all. A count
 * ("nine country sites", "12 UI languages") is the registry's. Dated records (docs/decisions,
 * CHANGELOG.md) say what held then and are not read.
 */
const root = join(__dirname, '../../..');
const mdIn = (dir: string) => readdirSync(join(root, dir)).filter((file) => file.endsWith('.md')).map((file) => join(dir, file));
const DOCS = ['README.md', 'CONTRIBUTING.md', ...mdIn('docs'), ...mdIn('docs/guides')];

const CODE = '`?([A-Z]{2}(?:_[A-Z]{2})?)`?';
const LOCALE = '`?([a-z]{2}-[A-Z]{2}|en)`?';
const SEPARATOR = '(?:\\s*,\\s*(?:and\\s+|or\\s+)?|\\s+(?:and|or)\\s+)';
/** A site code, a note in brackets after it, and the site's language. */
const SITE_ITEM = `${CODE}(?:\\s+\\([^()]*\\))?(?:\\s+${LOCALE})?`;
const SITE_RUN = new RegExp(`(?<![\\w-])${SITE_ITEM}(?:${SEPARATOR}${SITE_ITEM})+(?![\\w-])`, 'g');
const LOCALE_RUN = new RegExp(`(?<![\\w-])${LOCALE}(?:${SEPARATOR}${LOCALE})+(?![\\w-])`, 'g');

const NUMBERS: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19, twenty: 20,
};
const NUMBER = `(\\d+|${Object.keys(NUMBERS).join('|')})`;
// Counts of them all ("all nine sites", "the nine country shops", "12 UI languages"), not of some ("on five sites").
const SITE_COUNT = new RegExp(`\\b(?:(?:all|the)\\s+${NUMBER}\\s+(?:country\\s+)?|${NUMBER}\\s+country\\s+)(?:sites|shops)\\b`, 'gi');
const LANGUAGE_COUNT = new RegExp(`\\b(?:(?:all|in)\\s+${NUMBER}\\s+(?:UI\\s+)?|${NUMBER}\\s+UI\\s+)languages\\b`, 'gi');
const valueOf = (word: string) => NUMBERS[word.toLowerCase()] ?? Number(word);

const isSite = (code: string): code is SiteCode => (SITE_CODES as readonly string[]).includes(code);
const uiLocales: readonly string[] = UI_LOCALES;

interface Found {
  /** file:line, for the message. */
  at: string;
  problem: string;
}

/** Each site list, language list and count of `file`, with what it gets wrong ('' when nothing). */
function listsOf(file: string): Found[] {
  // Line breaks as spaces, so a list may wrap; same length, so an index is still a line.
  const raw = readFileSync(join(root, file), 'utf8');
  const text = raw.replace(/\n/g, ' ');
  const at = (index: number) => `${file}:${raw.slice(0, index).split('\n').length}`;
  const found: Found[] = [];

  for (const match of text.matchAll(SITE_RUN)) {
    const items = [...match[0].matchAll(new RegExp(SITE_ITEM, 'g'))].map((item) => ({ code: item[1] ?? '', locale: item[2] }));
    if (items.filter((item) => isSite(item.code)).length * 2 <= SITE_CODES.length) continue;
    const codes = items.map((item) => item.code);
    const problems = [
      ...SITE_CODES.filter((site) => !codes.includes(site)).map((site) => `lacks ${site}`),
      ...codes.filter((code) => !isSite(code)).map((code) => `names ${code}, which is no site`),
      ...items.filter(({ code, locale }) => locale !== undefined && isSite(code) && SITES[code].locale !== locale)
        .map(({ code, locale }) => `gives ${code} ${locale}, not ${isSite(code) ? SITES[code].locale : ''}`),
    ];
    found.push({ at: at(match.index), problem: problems.join('; ') });
  }

  for (const match of text.matchAll(LOCALE_RUN)) {
    const locales = [...match[0].matchAll(new RegExp(LOCALE, 'g'))].map((item) => item[1] ?? '');
    if (locales.filter((locale) => uiLocales.includes(locale)).length * 2 <= UI_LOCALES.length) continue;
    const problems = [
      ...UI_LOCALES.filter((locale) => !locales.includes(locale)).map((locale) => `lacks ${locale}`),
      ...locales.filter((locale) => !uiLocales.includes(locale)).map((locale) => `names ${locale}, which is no UI language`),
    ];
    found.push({ at: at(match.index), problem: problems.join('; ') });
  }

  for (const [pattern, count, what] of [[SITE_COUNT, SITE_CODES.length, 'sites'], [LANGUAGE_COUNT, UI_LOCALES.length, 'UI languages']] as const) {
    for (const match of text.matchAll(pattern)) {
      const said = valueOf(match[1] ?? match[2] ?? '');
      found.push({ at: at(match.index), problem: said === count ? '' : `says ${match[0]}: there are ${count} ${what}` });
    }
  }
  return found;
}

describe('the docs\' site and language lists', () => {
  const found = DOCS.flatMap(listsOf);

  it('say what config/sites.ts says', () => {
    expect(found.filter(({ problem }) => problem !== '').map(({ at, problem }) => `${at}: ${problem}`)).toEqual([]);
  });

  // So that a change in how the docs write a list cannot make this test read nothing.
  it('are found where the docs keep them', () => {
    const files = new Set(found.map(({ at }) => at.replace(/:\d+$/, '')));
    expect([...files]).toEqual(expect.arrayContaining(['README.md', 'docs/behaviour.md']));
    expect(found.length).toBeGreaterThanOrEqual(5);
  });
});
