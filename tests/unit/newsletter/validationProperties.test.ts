import fc from 'fast-check';
import tlds from 'tlds';
import { SITE_CODES } from '../../../config';
import { isEmailAddress } from '../../../features/newsletter/logic/emailAddress';
import { hasOnlyNameCharacters, looksLikeUrl } from '../../../features/newsletter/logic/personName';
import { FIELD_ORDER, validateNewsletter, type ValidationErrorKey } from '../../../features/newsletter/logic/validation';
import { validationMessages } from '../../../features/newsletter/messages';
import { validateField } from './validate';

const site = fc.constantFrom(...SITE_CODES);
const field = fc.constantFrom(...FIELD_ORDER);

/** Names a hostile or careless visitor types: URLs, markup, long text, emoji, right-to-left text, control characters. */
const hostileName = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.webUrl(),
  fc.domain(),
  fc.constantFrom('<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', "'; DROP TABLE subscribers;--", 'javascript:alert(1)'),
  fc.constantFrom('😀', '👩‍👩‍👧‍👦', 'שלום עולם', 'مرحبا', '\u202Eevil', '\u0000', '\uFEFF', '\uD800'),
  fc.integer({ min: 0, max: 10_000 }).map((length) => 'a'.repeat(length)),
  fc.constant('x'.repeat(10_000)),
  fc.constant('<script>'.repeat(1_250)),
);

const hostileEmail = fc.oneof(
  fc.emailAddress(),
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.constant(`${'a'.repeat(9_990)}@example.de`),
  fc.constant('@'.repeat(10_000)),
  fc.constant(`a@${'b-'.repeat(5_000)}.de`),
  fc.constantFrom('<script>@x.de', 'lena@@example.test', 'lena@.de', 'lena@example.test\u0000', ' '),
);

/** Anything at all, including values of the wrong type from a broken host or a tampered DOM. */
const anything = fc.anything({ withBigInt: true, withDate: true, withMap: true, withSet: true, withTypedArray: true, withNullPrototype: true });

const values = fc.record({
  email: fc.oneof(hostileEmail, anything),
  salutation: fc.oneof(fc.constantFrom('', 'MR', 'MRS', 'COMPANY', 'DIVERS'), fc.string(), anything),
  firstName: fc.oneof(hostileName, anything),
  lastName: fc.oneof(hostileName, anything),
  consents: fc.oneof(fc.constant([]), fc.constant(['DNE']), fc.array(fc.string()), anything),
  legals: fc.oneof(fc.constant([]), fc.constant(['NEWSLETTER']), fc.array(fc.string()), anything),
});

/** A form's values as its fields give them (strings, lists of strings), any of them missing, with hostile content. */
const typedValues = fc.record(
  {
    email: hostileEmail,
    salutation: fc.oneof(fc.constantFrom('', 'MR', 'MRS', 'COMPANY', 'DIVERS'), fc.string()),
    firstName: hostileName,
    lastName: hostileName,
    consents: fc.oneof(fc.constant([]), fc.constant(['DNE']), fc.array(fc.string())),
    legals: fc.oneof(fc.constant([]), fc.constant(['NEWSLETTER']), fc.array(fc.string())),
  },
  { requiredKeys: [] },
);

const VALIDATION_ERROR_KEYS = Object.keys(validationMessages) as ValidationErrorKey[];

function knownKeysOnly(errors: Partial<Record<string, string>>): boolean {
  return Object.entries(errors).every(([name, key]) => (FIELD_ORDER as readonly string[]).includes(name) && key !== undefined && (VALIDATION_ERROR_KEYS as readonly string[]).includes(key));
}

describe('newsletter validators never throw', () => {
  it('the whole form, for any values, answers with known fields and messages', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(values, anything), site, async (input, siteCode) => {
        const errors = await validateNewsletter(input, { site: siteCode });
        expect(knownKeysOnly(errors)).toBe(true);
      }),
      { numRuns: 400 },
    );
  });

  it('a single field, for any values, answers with a known message or none', async () => {
    await fc.assert(
      fc.asyncProperty(field, fc.oneof(values, anything), site, async (name, input, siteCode) => {
        const key = await validateField(name, input, { site: siteCode });
        expect(key === undefined || (VALIDATION_ERROR_KEYS as readonly string[]).includes(key)).toBe(true);
      }),
      { numRuns: 400 },
    );
  });

  // What the form's fields can hold. (A value of another type, say an object for the e-mail, makes
  // the whole check fail inside yup, which marks only the e-mail field; checked alone, each field
  // still gets its own error: the property above covers those values.)
  it('a field checked alone (when it is left) gets the error the whole form check gives it, for any site and disabled fields', async () => {
    await fc.assert(
      fc.asyncProperty(field, typedValues, site, fc.subarray([...FIELD_ORDER]), async (name, input, siteCode, disabledFields) => {
        const context = { site: siteCode, disabledFields };
        const alone = await validateNewsletter(input, context, [name]);
        const whole = await validateNewsletter(input, context);
        expect(alone).toEqual(whole[name] === undefined ? {} : { [name]: whole[name] });
      }),
      { numRuns: 1000 },
    );
  });

  it('a hostile name gets no message or one of the spec messages: characters, or the one naming its length limit', async () => {
    await fc.assert(
      fc.asyncProperty(hostileName, site, async (name, siteCode) => {
        const key = await validateField('firstName', { email: 'a@b.de', firstName: name }, { site: siteCode });
        const trimmed = name.trim();
        if (trimmed === '') expect([undefined, 'firstNameRequired']).toContain(key);
        else if (!hasOnlyNameCharacters(trimmed) || looksLikeUrl(trimmed)) expect(key).toBe('nameInvalidCharacters');
        else if (trimmed.length > 40) expect(key).toBe('firstNameTooLong');
        else expect(key).toBeUndefined();
      }),
      { numRuns: 500 },
    );
  });

  it('a URL or domain as a name is always refused with the characters message', async () => {
    // A domain as typed: labels and a real top-level domain, in lower case or all capitals.
    const asciiTlds = tlds.filter((tld) => /^[a-z]{2,}$/.test(tld));
    const domain = fc
      .tuple(fc.domain(), fc.constantFrom(...asciiTlds), fc.boolean())
      .map(([host, tld, shouting]) => (shouting ? `${host}.${tld}`.toUpperCase() : `${host}.${tld}`));
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.webUrl(), domain), async (name) => {
        expect(await validateField('lastName', { email: 'a@b.de', lastName: name }, { site: 'DE' })).toBe('nameInvalidCharacters');
      }),
      { numRuns: 300 },
    );
  });

  // Dots, apostrophes and hyphens as real people write them in the nine countries.
  it.each([
    'Dr.Meier', 'A.Schmidt', 'St.Pierre', 'J.R.R. Tolkien', 'Dr. med. Hans-Peter Müller', 'Ing.Kim', 'Anne-Marie O\'Neill',
    'Prof.Dr. Şükrü Öztürk', 'Op.Dr. Ayşe Yılmaz', 'Av.Mehmet Çelik', 'Dr.Kovács Éva', 'Ifj. Nagy-Tóth Ádám',
    'Bc.Jana Nováková', 'Mgr.Petr Dvořák', 'Ing.Ľubomír Šťastný', 'Mgr. Zuzana Kováčová',
    'Dr.Małgorzata Wiśniewska', 'Jan-Paweł Brzęczyszczykiewicz', 'Łukasz O\'Brien',
    'Jean-Luc D\'Étienne', 'St.Gallen-Müller', 'Zoë', 'N. N.',
  ])('passes the real name %p', async (name) => {
    expect(hasOnlyNameCharacters(name)).toBe(true);
    expect(looksLikeUrl(name)).toBe(false);
    expect(await validateField('firstName', { email: 'a@b.de', firstName: name }, { site: 'DE' })).toBeUndefined();
  });

  it.each(['meier.de', 'shop.example.com', 'www.x', 'http://x', 'https://shop.example/deal', '1.2.3.4', 'MEIER.DE', 'evil.com/x', 'Hans meier.shop', 'a.schmidt'])(
    'refuses %p as looking like a URL or domain',
    (name) => {
      expect(looksLikeUrl(name)).toBe(true);
    },
  );

  it('a hostile e-mail gets the required message, the invalid message, or passes as a real address', async () => {
    await fc.assert(
      fc.asyncProperty(hostileEmail, site, async (email, siteCode) => {
        const key = await validateField('email', { email }, { site: siteCode });
        const trimmed = email.trim();
        if (trimmed === '') expect(key).toBe('emailRequired');
        else expect(key).toBe(isEmailAddress(trimmed) ? undefined : 'emailInvalid');
      }),
      { numRuns: 500 },
    );
  });

  it('generated real addresses up to 256 characters pass', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.emailAddress().filter((email) => email.length <= 256 && /\.[a-z]{2,}$/i.test(email) && !/(^|[@.])-|-($|[@.])/.test(email)),
        async (email) => {
          expect(await validateField('email', { email }, { site: 'DE' })).toBeUndefined();
        },
      ),
      { numRuns: 300 },
    );
  });

  it('takes linear time on 10,000-character input (no catastrophic backtracking)', async () => {
    const started = Date.now();
    for (const text of ['x'.repeat(10_000), 'a'.repeat(10_000), `${'a-'.repeat(5_000)}`, `${'a.'.repeat(5_000)}x`]) {
      await validateNewsletter({ email: `${text}@${text}.de`, firstName: text, lastName: text }, { site: 'TR' });
    }
    expect(Date.now() - started).toBeLessThan(250);
  });
});
