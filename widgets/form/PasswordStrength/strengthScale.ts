/**
 * Password strength as a pure function. A password is scored from three checks (a lowercase
 * letter, an uppercase letter, a digit) once it has at least 8 characters; shorter ones get no
 * score. The two component sets show the score on different scales, chosen explicitly.
 */

/** No score below this many characters. */
export const PASSWORD_MIN_LENGTH = 8;
/**
 * The footer-side scale has four levels from three checks: a password that passes all three
 * checks is 'very strong' from this length on, 'strong' below it.
 */
export const PASSWORD_VERY_STRONG_LENGTH = 12;

/** The form widget's scale. 'none' shows nothing. */
export type FormStrength = 'none' | 'weak' | 'moderate' | 'strong';
/** The footer-side scale. */
export type FooterStrength = 'weak' | 'ok' | 'strong' | 'very strong';
export type StrengthScale = 'form' | 'footer';

export const FORM_STRENGTHS: readonly FormStrength[] = ['none', 'weak', 'moderate', 'strong'];
export const FOOTER_STRENGTHS: readonly FooterStrength[] = ['weak', 'ok', 'strong', 'very strong'];

/** The number of checks passed (0 to 3), or null below 8 characters. Length counts code points. */
export function scorePassword(password: string): number | null {
  const text = typeof password === 'string' ? password : '';
  if ([...text].length < PASSWORD_MIN_LENGTH) return null;
  return [/[a-z]/, /[A-Z]/, /[0-9]/].filter((check) => check.test(text)).length;
}

/** Form scale: under 8 characters 'none'; 0 or 1 checks 'weak'; 2 'moderate'; 3 'strong'. */
export function formStrength(password: string): FormStrength {
  const score = scorePassword(password);
  if (score === null) return 'none';
  if (score >= 3) return 'strong';
  return score === 2 ? 'moderate' : 'weak';
}

/**
 * Footer-side scale: under 8 characters null (nothing shown); 0 or 1 checks 'weak'; 2 'ok';
 * 3 'strong', or 'very strong' from 12 characters on.
 */
export function footerStrength(password: string): FooterStrength | null {
  const score = scorePassword(password);
  if (score === null) return null;
  if (score >= 3) return [...password].length >= PASSWORD_VERY_STRONG_LENGTH ? 'very strong' : 'strong';
  return score === 2 ? 'ok' : 'weak';
}
