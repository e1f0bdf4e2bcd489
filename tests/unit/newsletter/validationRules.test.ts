import { SITE_CODES, type SiteCode } from '../../../config';
import { EMPTY_VALUES, validateNewsletter, type NewsletterFormValues, type ValidationErrorKey } from '../../../features/newsletter/logic/validation';
import { validationMessages } from '../../../features/newsletter/messages';
import { validateField } from './validate';

/** A form that passes on every site; each case changes one thing. */
const VALID: NewsletterFormValues = {
  ...EMPTY_VALUES,
  email: 'lena.berg@example.test',
  salutation: 'MRS',
  firstName: 'Lena',
  lastName: 'Berg',
  legals: ['NEWSLETTER'],
};

const NAMES_REQUIRED: readonly SiteCode[] = ['HU', 'TR'];
const SALUTATION_REQUIRED: readonly SiteCode[] = ['HU'];
const CONSENT_REQUIRED: readonly SiteCode[] = ['TR'];
const onlyOn = (sites: readonly SiteCode[], key: ValidationErrorKey) => (site: SiteCode) => (sites.includes(site) ? key : undefined);

type Field = keyof NewsletterFormValues;
interface Rule {
  rule: string;
  field: Field;
  change: Partial<NewsletterFormValues>;
  /** The error each site gives (undefined: the value passes). */
  expected: (site: SiteCode) => ValidationErrorKey | undefined;
}

/** An address of exactly `length` characters. */
const emailOfLength = (length: number) => `${'a'.repeat(length - '@example.de'.length)}@example.de`;

const always = (key: ValidationErrorKey | undefined) => () => key;

const RULES: Rule[] = [
  { rule: 'e-mail is required', field: 'email', change: { email: '' }, expected: always('emailRequired') },
  { rule: 'e-mail of spaces only is required', field: 'email', change: { email: '   ' }, expected: always('emailRequired') },
  { rule: 'e-mail without @', field: 'email', change: { email: 'lena.example.test' }, expected: always('emailInvalid') },
  { rule: 'e-mail without domain dot', field: 'email', change: { email: 'lena@example' }, expected: always('emailInvalid') },
  { rule: 'e-mail with two dots', field: 'email', change: { email: 'lena..berg@example.test' }, expected: always('emailInvalid') },
  { rule: 'e-mail with a space', field: 'email', change: { email: 'lena berg@example.test' }, expected: always('emailInvalid') },
  { rule: 'e-mail surrounded by spaces passes (trimmed)', field: 'email', change: { email: ' lena@example.test ' }, expected: always(undefined) },
  { rule: 'e-mail on an IDN domain passes', field: 'email', change: { email: 'lena@müller.de' }, expected: always(undefined) },
  { rule: 'e-mail of 256 characters passes', field: 'email', change: { email: emailOfLength(256) }, expected: always(undefined) },
  { rule: 'e-mail of 257 characters', field: 'email', change: { email: emailOfLength(257) }, expected: always('emailInvalid') },
  { rule: 'first name is required in HU and TR', field: 'firstName', change: { firstName: '' }, expected: onlyOn(NAMES_REQUIRED, 'firstNameRequired') },
  { rule: 'first name of spaces only counts as empty', field: 'firstName', change: { firstName: '   ' }, expected: onlyOn(NAMES_REQUIRED, 'firstNameRequired') },
  { rule: 'last name is required in HU and TR', field: 'lastName', change: { lastName: '' }, expected: onlyOn(NAMES_REQUIRED, 'lastNameRequired') },
  { rule: 'salutation is required in HU only', field: 'salutation', change: { salutation: '' }, expected: onlyOn(SALUTATION_REQUIRED, 'salutationRequired') },
  { rule: 'an unknown salutation', field: 'salutation', change: { salutation: 'KING' as NewsletterFormValues['salutation'] }, expected: always('invalid') },
  { rule: 'the newsletter consent is required in TR only', field: 'legals', change: { legals: [] }, expected: onlyOn(CONSENT_REQUIRED, 'newsletterConsentRequired') },
  { rule: 'first name of 40 characters passes', field: 'firstName', change: { firstName: 'a'.repeat(40) }, expected: always(undefined) },
  { rule: 'first name of 41 characters', field: 'firstName', change: { firstName: 'a'.repeat(41) }, expected: always('firstNameTooLong') },
  { rule: 'last name of 41 characters', field: 'lastName', change: { lastName: 'b'.repeat(41) }, expected: always('lastNameTooLong') },
  { rule: "name with + & ' ` ´ , ( ) / . - passes", field: 'lastName', change: { lastName: "O'Neil-Berg (geb. Á) +&`´,/" }, expected: always(undefined) },
  { rule: 'name with accents, digits and non-Latin letters passes', field: 'firstName', change: { firstName: 'Łucja Ñoño Çağrı Žofie 3 Ωμέγα' }, expected: always(undefined) },
  { rule: 'name with angle brackets', field: 'firstName', change: { firstName: '<script>' }, expected: always('nameInvalidCharacters') },
  { rule: 'name with an emoji', field: 'firstName', change: { firstName: 'Lena 😀' }, expected: always('nameInvalidCharacters') },
  { rule: 'name with @', field: 'lastName', change: { lastName: 'berg@example' }, expected: always('nameInvalidCharacters') },
  { rule: 'name with a bidi override', field: 'lastName', change: { lastName: 'Berg\u202Egnin' }, expected: always('nameInvalidCharacters') },
  { rule: 'name that is a URL', field: 'firstName', change: { firstName: 'https://spam.example' }, expected: always('nameInvalidCharacters') },
  { rule: 'name that starts with www.', field: 'firstName', change: { firstName: 'www.spam' }, expected: always('nameInvalidCharacters') },
  { rule: 'name that is a domain', field: 'lastName', change: { lastName: 'cheap-pills.com' }, expected: always('nameInvalidCharacters') },
  { rule: 'name with a domain and path', field: 'lastName', change: { lastName: 'Visit shop.de/deal' }, expected: always('nameInvalidCharacters') },
  { rule: 'name that is an IPv4 address', field: 'lastName', change: { lastName: '192.168.0.1' }, expected: always('nameInvalidCharacters') },
  { rule: 'name with an abbreviation passes', field: 'lastName', change: { lastName: 'Dr. J. R. Meier' }, expected: always(undefined) },
  { rule: 'an unknown consent', field: 'consents', change: { consents: ['SPAM' as 'DNE'] }, expected: always('invalid') },
];

const SITES = [...SITE_CODES];

describe.each(SITES)('site %s', (site) => {
  it('accepts the valid form', async () => {
    expect(await validateNewsletter(VALID, { site })).toEqual({});
  });

  it.each(RULES.map((rule) => [rule.rule, rule] as const))('%s', async (_name, { field, change, expected }) => {
    const values = { ...VALID, ...change };
    const key = expected(site);
    // The whole form gives exactly this one error, and the field alone (on blur) the same.
    expect(await validateNewsletter(values, { site })).toEqual(key === undefined ? {} : { [field]: key });
    expect(await validateField(field, values, { site })).toBe(key);
  });
});

describe('disabled fields (AT, HU, TR: a prefilled customer without that data)', () => {
  it.each(['HU', 'TR'] as const)('%s does not require the disabled names', async (site) => {
    const values = { ...VALID, firstName: '', lastName: '' };
    expect(await validateNewsletter(values, { site, disabledFields: ['firstName', 'lastName'] })).toEqual({});
  });

  it('HU does not require a disabled salutation', async () => {
    expect(await validateNewsletter({ ...VALID, salutation: '' }, { site: 'HU', disabledFields: ['salutation'] })).toEqual({});
  });

  it('an enabled field is still required', async () => {
    expect(await validateNewsletter({ ...VALID, firstName: '', lastName: '' }, { site: 'HU', disabledFields: ['firstName'] })).toEqual({
      lastName: 'lastNameRequired',
    });
  });
});

describe('messages', () => {
  it.each([
    ['emailRequired', 'Die E-Mail-Adresse ist ein Pflichtfeld.'],
    // The spec's words exactly; the help (3.3.3 Error suggestion) goes beside them, errorHintMessages.
    ['emailInvalid', 'Bitte geben Sie eine gültige E-Mail-Adresse ein.'],
    ['nameInvalidCharacters', 'Dieses Feld enthält ungültige Zeichen.'],
    ['firstNameRequired', 'Der Vorname ist ein Pflichtfeld.'],
    ['lastNameRequired', 'Der Nachname ist ein Pflichtfeld.'],
    ['salutationRequired', 'Bitte wählen Sie eine Anrede.'],
  ] as const)('%s is the spec text', (key, text) => {
    expect(validationMessages[key].defaultMessage).toBe(text);
  });

  it('an unknown site falls back to the DE rules instead of failing', async () => {
    expect(await validateNewsletter({ ...VALID, firstName: '' }, { site: 'XX' as SiteCode })).toEqual({});
  });

  it('several broken rules on one field give the most useful message', async () => {
    // Too long and invalid characters: the spec's specific message wins over the default.
    expect(await validateField('firstName', { ...VALID, firstName: '<script>'.repeat(10) }, { site: 'DE' })).toBe('nameInvalidCharacters');
  });
});
