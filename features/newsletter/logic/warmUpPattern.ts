/** Plain ASCII, and the same with a character above U+00FF: V8 holds one as a one-byte string, the other as two-byte. */
const SAMPLES_OF_BOTH_WIDTHS = ['Ab.1', 'Ab.1\u0100'];

/**
 * Compiles a pattern for both kinds of subject string. V8 compiles a regular expression once per
 * string width, and the value a script reads from an input is a two-byte string even when it is
 * plain ASCII: warming up with literal samples alone left the first blur to compile the patterns
 * again (docs/performance.md, "The throttled visit"). Two rounds, because the second run of a
 * pattern compiles it to native code. A global pattern's lastIndex is left at 0.
 */
export function warmUpPattern(pattern: RegExp): void {
  for (let round = 0; round < 2; round += 1) {
    for (const sample of SAMPLES_OF_BOTH_WIDTHS) {
      pattern.lastIndex = 0;
      pattern.test(sample);
    }
  }
  pattern.lastIndex = 0;
}
