import tlds from 'tlds';
import { warmUpPattern } from './warmUpPattern';

interface NamePatterns {
  /**
   * Letters (with combining marks, so decomposed accents pass), digits, whitespace and
   * + & ' ` ´ , ( ) / . - (docs/behaviour.md, "Newsletter"). Emoji, angle brackets, @, : and control or bidi
   * override characters fall outside it.
   */
  nameCharacters: RegExp;
  /**
   * The top-level domains IANA knows (the `tlds` package, bundled into our newsletter chunk as data
   * at build time, so hosts install nothing for it). A name is refused as a domain only when a dot
   * is followed by one of these, not by any two letters: "Dr.Meier" and "St.Pierre" are names.
   */
  topLevelDomains: ReadonlySet<string>;
  /**
   * A scheme's ://, a www. prefix, a dotted IPv4 address. Each runs in linear time on 10,000
   * characters (a scheme pattern such as [a-z][a-z0-9]*:// would be quadratic on a run of letters).
   */
  urlMarkers: RegExp[];
  /** A letter, digit or hyphen, a dot, then the whole word after it (a decomposed accent stays part of the word). */
  dottedWord: RegExp;
  /**
   * Written as a name, not as a domain: "A.Schmidt" and "Ing.Kim" pass although .schmidt and .kim
   * are top-level domains. Domains are typed in lower case ("meier.de") or all capitals ("SHOP.COM").
   */
  capitalisedWord: RegExp;
}

let patterns: NamePatterns | undefined;

/**
 * Built on first use, not when the form's chunk loads: Unicode property patterns take
 * milliseconds to build on a slow phone, and the chunk loads while the footer hydrates
 * (docs/performance.md, "The throttled visit"). The form warms them up in idle time.
 */
function namePatterns(): NamePatterns {
  patterns ??= {
    nameCharacters: /^[\p{L}\p{M}\p{Nd}\s+&'`´,()/.-]*$/u,
    topLevelDomains: new Set(tlds),
    urlMarkers: [/:\/\//, /(?:^|[^\p{L}\p{N}])www\./iu, /\d{1,3}(?:\.\d{1,3}){3}/],
    dottedWord: /(?<=[\p{L}\p{N}-])\.(\p{L}[\p{L}\p{M}]*)/gu,
    capitalisedWord: /^\p{Lu}[\p{Ll}\p{M}]+$/u,
  };
  return patterns;
}

/**
 * One step per pattern for the idle warm-up (warmUpValidation.ts); the Unicode ones are the costly
 * ones. The patterns are built in the first step, not when the steps are made.
 */
export function namePatternWarmUps(): (() => void)[] {
  return [
    () => warmUpPattern(namePatterns().nameCharacters),
    () => namePatterns().urlMarkers.forEach(warmUpPattern),
    () => warmUpPattern(namePatterns().dottedWord),
    () => warmUpPattern(namePatterns().capitalisedWord),
  ];
}

function hasTopLevelDomain(value: string): boolean {
  const { dottedWord, topLevelDomains, capitalisedWord } = namePatterns();
  for (const match of value.matchAll(dottedWord)) {
    const word = match[1] ?? '';
    if (topLevelDomains.has(word.toLowerCase()) && !capitalisedWord.test(word)) return true;
  }
  return false;
}

export function hasOnlyNameCharacters(value: string): boolean {
  return namePatterns().nameCharacters.test(value);
}

/** Looks like a URL or domain: a scheme, `www.`, an IPv4 address, or a label followed by a real top-level domain. */
export function looksLikeUrl(value: string): boolean {
  return namePatterns().urlMarkers.some((pattern) => pattern.test(value)) || hasTopLevelDomain(value);
}
