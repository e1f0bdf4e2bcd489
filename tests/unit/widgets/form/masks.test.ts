import fc from 'fast-check';
import { caretAfterMask, DATE_MAX_LENGTH, IBAN_MAX_LENGTH, maskDate, maskIban, maskNumber } from '../../../../widgets/form';

/** Any string a visitor might type or paste: full Unicode, emoji, right-to-left text, long text. */
const anyText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.string({ unit: 'grapheme', maxLength: 100 }),
  fc.string({ maxLength: 10000, unit: fc.constantFrom('a', 'Z', '7', '.', ',', ' ', '-', 'ß', 'é', '٣', 'א', 'ي', '😀', '\u200f', '\u0000') }),
);
const runs = { numRuns: 300 };

describe('maskIban', () => {
  it.each([
    ['de89 3704 0044 0532 0130 00', 'DE89 3704 0044 0532 0130 00'],
    ['DE89-3704/0044.0532', 'DE89 3704 0044 0532'],
    ['  at61 1904300234573201 ', 'AT61 1904 3002 3457 3201'],
    ['', ''],
    ['ß€😀', ''],
    ['CH93 0076 2011 6238 5295 7X', 'CH93 0076 2011 6238 5295 7X'],
  ])('masks %j as %j', (input, expected) => {
    expect(maskIban(input)).toBe(expected);
  });

  it('keeps at most 34 letters and digits', () => {
    expect(maskIban('A'.repeat(50)).replace(/ /g, '')).toHaveLength(IBAN_MAX_LENGTH);
  });

  it('footer-side variant: leading letters, then only digits', () => {
    expect(maskIban('de12ab34', { variant: 'lettersThenDigits' })).toBe('DE12 34');
    expect(maskIban('DE89 3704 0044', { variant: 'lettersThenDigits' })).toBe('DE89 3704 0044');
    expect(maskIban('12DE34', { variant: 'lettersThenDigits' })).toBe('1234');
  });

  it('returns uppercase letters and digits in groups of 4 for any text', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const masked = maskIban(text);
        expect(masked).toMatch(/^([A-Z0-9]{4}( [A-Z0-9]{4})*( [A-Z0-9]{1,3})?|[A-Z0-9]{1,3})?$/);
        expect(masked.replace(/ /g, '').length).toBeLessThanOrEqual(IBAN_MAX_LENGTH);
        expect(maskIban(masked)).toBe(masked);
      }),
      runs,
    );
  });

  it('keeps the letters and digits of the input in order', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const kept = text.replace(/[^A-Za-z0-9]/g, '').toUpperCase().slice(0, IBAN_MAX_LENGTH);
        expect(maskIban(text).replace(/ /g, '')).toBe(kept);
      }),
      runs,
    );
  });

  it('footer-side variant never has a letter after a digit', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const masked = maskIban(text, { variant: 'lettersThenDigits' });
        expect(masked.replace(/ /g, '')).toMatch(/^[A-Z]*[0-9]*$/);
        expect(maskIban(masked, { variant: 'lettersThenDigits' })).toBe(masked);
      }),
      runs,
    );
  });
});

describe('maskDate', () => {
  it.each([
    ['1', 'dmy', '1'],
    ['12', 'dmy', '12'],
    ['123', 'dmy', '12.3'],
    ['15012024', 'dmy', '15.01.2024'],
    ['15.01.2024', 'dmy', '15.01.2024'],
    ['15/01/2024 extra 99', 'dmy', '15.01.2024'],
    ['20240115', 'ymd', '2024.01.15'],
    ['2024-01-15', 'ymd', '2024.01.15'],
    ['20241', 'ymd', '2024.1'],
    ['abc', 'dmy', ''],
  ] as const)('masks %j (%s) as %j', (input, order, expected) => {
    expect(maskDate(input, order)).toBe(expected);
  });

  it.each(['dmy', 'ymd'] as const)('%s: digits only, dots in place, at most 10 characters, for any text', (order) => {
    const shape = order === 'dmy' ? /^(\d{1,2}|\d{2}\.\d{1,2}|\d{2}\.\d{2}\.\d{1,4})?$/ : /^(\d{1,4}|\d{4}\.\d{1,2}|\d{4}\.\d{2}\.\d{1,2})?$/;
    fc.assert(
      fc.property(anyText, (text) => {
        const masked = maskDate(text, order);
        expect(masked.length).toBeLessThanOrEqual(DATE_MAX_LENGTH);
        expect(masked).toMatch(shape);
        expect(masked.replace(/\./g, '')).toBe(text.replace(/[^0-9]/g, '').slice(0, 8));
        expect(maskDate(masked, order)).toBe(masked);
      }),
      runs,
    );
  });
});

describe('maskNumber', () => {
  it.each([
    ['1234', {}, '1234'],
    ['12,5', {}, '12,5'],
    ['12.5', {}, '12,5'],
    ['12,5.3', {}, '12,53'],
    ['12.5', { decimalSeparator: '.' }, '12.5'],
    ['-1e5 €', {}, '15'],
    ['123456', { maxLength: 4 }, '1234'],
    ['12,5', { allowDecimal: false }, '125'],
  ] as const)('masks %j with %j as %j', (input, options, expected) => {
    expect(maskNumber(input, options)).toBe(expected);
  });

  it('returns digits with at most one separator, within maxlength, for any text', () => {
    fc.assert(
      fc.property(anyText, fc.option(fc.integer({ min: 0, max: 40 }), { nil: undefined }), fc.constantFrom(',', '.'), (text, maxLength, separator) => {
        const masked = maskNumber(text, { maxLength, decimalSeparator: separator });
        expect(masked).toMatch(separator === ',' ? /^\d*,?\d*$/ : /^\d*\.?\d*$/);
        if (maxLength !== undefined) expect(masked.length).toBeLessThanOrEqual(maxLength);
        expect(maskNumber(masked, { maxLength, decimalSeparator: separator })).toBe(masked);
      }),
      runs,
    );
  });

  it('ignores a maxLength that is not a usable number', () => {
    expect(maskNumber('123', { maxLength: Number.NaN })).toBe('123');
    expect(maskNumber('123', { maxLength: -1 })).toBe('123');
  });
});

describe('masks never throw', () => {
  it('on non-string input at run time', () => {
    // Values from untyped host code: the masks treat anything that is not a string as empty.
    const odd = [undefined, null, 42, {}] as unknown as string[];
    for (const value of odd) {
      expect(maskIban(value)).toBe('');
      expect(maskDate(value)).toBe('');
      expect(maskNumber(value)).toBe('');
    }
  });

  it('on a 10,000 character paste', () => {
    const paste = '😀DE89 3704 0044 0532 0130 00 مرحبا '.repeat(300).slice(0, 10000);
    expect(maskIban(paste)).toBe('DE89 3704 0044 0532 0130 00DE 8937 0400 44');
    expect(maskDate(paste)).toBe('89.37.0400');
    expect(maskNumber(paste, { maxLength: 12 })).toHaveLength(12);
  });
});

describe('caretAfterMask', () => {
  it('keeps the caret behind the same letters and digits after spaces are added', () => {
    // typing '5' at the end of 'DE89' gives 'DE895' → 'DE89 5': caret after the 5.
    expect(caretAfterMask('DE895', 5, 'DE89 5')).toBe(6);
    // typing a dash in the middle: 'DE8-9' caret 4 (after the dash) → 'DE89': after '8'.
    expect(caretAfterMask('DE8-9', 4, 'DE89')).toBe(3);
    // deleting the space before a group: 'DE893' caret 4 stays after '9'.
    expect(caretAfterMask('DE893', 4, 'DE89 3')).toBe(4);
    expect(caretAfterMask('', 0, '')).toBe(0);
  });

  it('keeps a typed decimal separator before the caret', () => {
    expect(caretAfterMask('12,', 3, '12,')).toBe(3);
  });

  it('stays within the masked text for any input', () => {
    fc.assert(
      fc.property(anyText, fc.nat(), (text, caret) => {
        const masked = maskIban(text);
        const position = caretAfterMask(text, caret, masked);
        expect(position).toBeGreaterThanOrEqual(0);
        expect(position).toBeLessThanOrEqual(masked.length);
      }),
      runs,
    );
  });
});
