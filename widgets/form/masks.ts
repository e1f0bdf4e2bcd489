/**
 * Input masks as pure functions. Each takes ANY string (typed or pasted text, emoji,
 * right-to-left text, very long text) and returns a valid masked value; none of them throws.
 * They are idempotent: masking a masked value changes nothing.
 *
 * Only ASCII letters A-Z and digits 0-9 count as letters and digits here: an IBAN and a date are
 * written with those, and filtering first keeps uppercasing safe (no 'ß' turning into 'SS').
 */

/** The longest IBAN (ISO 13616): 34 letters and digits. */
export const IBAN_MAX_LENGTH = 34;
/** IBANs are written in groups of four. */
export const IBAN_GROUP_SIZE = 4;
/** A masked date is at most ten characters: dd.mm.yyyy or yyyy.mm.dd. */
export const DATE_MAX_LENGTH = 10;

export type IbanMaskVariant =
  /** Letters and digits in any order (the form widget). */
  | 'standard'
  /** The footer-side variant: leading letters, then only digits. */
  | 'lettersThenDigits';

export interface IbanMaskOptions {
  variant?: IbanMaskVariant;
}

function toText(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/**
 * IBAN: keeps letters and digits (uppercased), capped at 34 of them, grouped in blocks of 4
 * separated by single spaces. 'de89 3704-0044' → 'DE89 3704 0044'.
 * With `variant: 'lettersThenDigits'` only the leading letters are kept; after the first digit
 * only digits follow ('DE12AB34' → 'DE12 34').
 */
export function maskIban(value: string, options: IbanMaskOptions = {}): string {
  let kept = toText(value).replace(/[^A-Za-z0-9]/g, '').toUpperCase();
  if (options.variant === 'lettersThenDigits') {
    const leadingLetters = /^[A-Z]*/.exec(kept)?.[0] ?? '';
    kept = leadingLetters + kept.slice(leadingLetters.length).replace(/[^0-9]/g, '');
  }
  kept = kept.slice(0, IBAN_MAX_LENGTH);
  const groups: string[] = [];
  for (let start = 0; start < kept.length; start += IBAN_GROUP_SIZE) groups.push(kept.slice(start, start + IBAN_GROUP_SIZE));
  return groups.join(' ');
}

export type DateOrder =
  /** day.month.year: dots after the 2nd and 5th character (dd.mm.yyyy). */
  | 'dmy'
  /** year.month.day: dots after the 4th and 7th character (yyyy.mm.dd). */
  | 'ymd';

/** Digits per part, in order. */
const DATE_PARTS: Record<DateOrder, readonly number[]> = { dmy: [2, 2, 4], ymd: [4, 2, 2] };

/**
 * A date: digits only, dots inserted between the parts, at most 10 characters.
 * A dot is only written once a digit follows it, so deleting backwards never gets stuck on a dot:
 * '1' → '1', '123' → '12.3', '15012024' → '15.01.2024' (dmy), '20240115' → '2024.01.15' (ymd).
 * The mask shapes the text; whether the day exists is the form's validation.
 */
export function maskDate(value: string, order: DateOrder = 'dmy'): string {
  const parts = DATE_PARTS[order] ?? DATE_PARTS.dmy;
  let digits = toText(value).replace(/[^0-9]/g, '');
  const written: string[] = [];
  for (const size of parts) {
    if (digits.length === 0) break;
    written.push(digits.slice(0, size));
    digits = digits.slice(size);
  }
  return written.join('.');
}

export interface NumberMaskOptions {
  /** The decimal separator written in the result; default ','. Either ',' or '.' is accepted as input. */
  decimalSeparator?: ',' | '.';
  /** Allow a decimal part at all; default true. */
  allowDecimal?: boolean;
  /** The longest result in characters (separator included), like the input's maxlength. */
  maxLength?: number;
}

/**
 * A number: digits with one optional decimal separator. The first ',' or '.' becomes the
 * separator, later ones are dropped, anything else is removed, then the result is cut to
 * `maxLength`. '12,5.3' → '12,53'; 'abc' → ''.
 */
export function maskNumber(value: string, options: NumberMaskOptions = {}): string {
  const separator = options.decimalSeparator === '.' ? '.' : ',';
  const allowDecimal = options.allowDecimal !== false;
  let result = '';
  let hasSeparator = false;
  for (const character of toText(value)) {
    if (character >= '0' && character <= '9') result += character;
    else if (allowDecimal && !hasSeparator && (character === ',' || character === '.')) {
      result += separator;
      hasSeparator = true;
    }
  }
  const maxLength = options.maxLength;
  if (maxLength !== undefined && Number.isFinite(maxLength) && maxLength >= 0) result = result.slice(0, Math.floor(maxLength));
  return result;
}

/** Characters a mask keeps from the visitor's input (as opposed to those it writes itself). */
function isKeptCharacter(character: string): boolean {
  return /[A-Za-z0-9]/.test(character);
}

/**
 * Where the caret belongs after masking: behind as many letters and digits as stood before it
 * in the raw text. Keeps the caret in place while spaces or dots appear and disappear.
 */
export function caretAfterMask(raw: string, caret: number, masked: string): number {
  const wanted = [...raw.slice(0, Math.max(0, caret))].filter(isKeptCharacter).length;
  if (wanted === 0) return 0;
  let seen = 0;
  for (let index = 0; index < masked.length; index += 1) {
    if (isKeptCharacter(masked.charAt(index))) seen += 1;
    if (seen === wanted) {
      // A separator the visitor just typed (number mask) stays before the caret.
      const next = masked.charAt(index + 1);
      const typed = raw.charAt(caret - 1);
      return (next === ',' || next === '.') && (typed === ',' || typed === '.') ? index + 2 : index + 1;
    }
  }
  return masked.length;
}
