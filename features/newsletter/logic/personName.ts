import tlds from 'tlds';

/** Longest first or last name (docs/behaviour.md, "Constants and limits"). */
export const NAME_MAX_LENGTH = 40;

/**
 * Letters (with combining marks, so decomposed accents pass), digits, whitespace and
 * + & ' ` ´ , ( ) / . - (docs/behaviour.md, "Newsletter"). Emoji, angle brackets, @, : and control or bidi
 * override characters fall outside it.
 */
const NAME_CHARACTERS = /^[\p{L}\p{M}\p{Nd}\s+&'`´,()/.-]*$/u;

/**
 * The top-level domains IANA knows (the `tlds` package, bundled into our newsletter chunk as data
 * at build time, so hosts install nothing for it). A name is refused as a domain only when a dot
 * is followed by one of these, not by any two letters: "Dr.Meier" and "St.Pierre" are names.
 */
const TOP_LEVEL_DOMAINS: ReadonlySet<string> = new Set(tlds);

// A scheme's ://, a www. prefix, a dotted IPv4 address. Each runs in linear time on 10,000
// characters (a scheme pattern such as [a-z][a-z0-9]*:// would be quadratic on a run of letters).
const URL_MARKERS = [/:\/\//, /(?:^|[^\p{L}\p{N}])www\./iu, /\d{1,3}(?:\.\d{1,3}){3}/];

/** A letter, digit or hyphen, a dot, then the whole word after it (a decomposed accent stays part of the word). */
const DOTTED_WORD = /(?<=[\p{L}\p{N}-])\.(\p{L}[\p{L}\p{M}]*)/gu;

/**
 * Written as a name, not as a domain: "A.Schmidt" and "Ing.Kim" pass although .schmidt and .kim
 * are top-level domains. Domains are typed in lower case ("meier.de") or all capitals ("SHOP.COM").
 */
const CAPITALISED_WORD = /^\p{Lu}[\p{Ll}\p{M}]+$/u;

function hasTopLevelDomain(value: string): boolean {
  for (const match of value.matchAll(DOTTED_WORD)) {
    const word = match[1] ?? '';
    if (TOP_LEVEL_DOMAINS.has(word.toLowerCase()) && !CAPITALISED_WORD.test(word)) return true;
  }
  return false;
}

export function hasOnlyNameCharacters(value: string): boolean {
  return NAME_CHARACTERS.test(value);
}

/** Looks like a URL or domain: a scheme, `www.`, an IPv4 address, or a label followed by a real top-level domain. */
export function looksLikeUrl(value: string): boolean {
  return URL_MARKERS.some((pattern) => pattern.test(value)) || hasTopLevelDomain(value);
}
