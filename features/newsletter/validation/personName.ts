/** Longest first or last name (SPEC section 9). */
export const NAME_MAX_LENGTH = 40;

/**
 * Letters (with combining marks, so decomposed accents pass), digits, whitespace and
 * + & ' ` ´ , ( ) / . - (SPEC section 5). Emoji, angle brackets, @, : and control or bidi
 * override characters fall outside it.
 */
const NAME_CHARACTERS = /^[\p{L}\p{M}\p{Nd}\s+&'`´,()/.-]*$/u;

// "Looks like a URL or domain" (Shopware's no-URL rule for names): a scheme's ://, a www. prefix, a
// dotted IPv4 address, or a label followed by a dot and a top-level domain of two or more ASCII
// letters ("shop.de", "evil.example.com/x"). "Dr. Meier" and "J. R." pass: the dot is followed by a
// space or a single letter. Every pattern runs in linear time on 10,000 characters (a scheme
// pattern such as [a-z][a-z0-9]*:// would be quadratic on a long run of letters).
const URL_LIKE = [
  /:\/\//,
  /(?:^|[^\p{L}\p{N}])www\./iu,
  /\d{1,3}(?:\.\d{1,3}){3}/,
  /[\p{L}\p{N}-]\.[a-z]{2,}(?![\p{L}\p{M}])/iu,
];

export function hasOnlyNameCharacters(value: string): boolean {
  return NAME_CHARACTERS.test(value);
}

export function looksLikeUrl(value: string): boolean {
  return URL_LIKE.some((pattern) => pattern.test(value));
}
