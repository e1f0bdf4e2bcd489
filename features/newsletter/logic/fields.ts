import { array, string, type AnySchema } from 'yup';
import { SALUTATIONS, type ConsentValue, type CustomerBaseData, type LegalValue, type NewsletterSignUp, type Salutation } from '../../../api';
import { rulesFor } from '../content/siteRules';
import { EMAIL_MAX_LENGTH, isEmailAddress } from './emailAddress';
import { hasOnlyNameCharacters, looksLikeUrl, NAME_MAX_LENGTH } from './personName';

/** What a field's `send` may read besides its value. */
export interface SendOptions {
  /** Consents the customer already holds: stripped from the submit. */
  heldConsents: readonly ConsentValue[];
}

/**
 * Everything the form knows about one field. Every property is required: a field added to FIELDS
 * without one of them is a type error, and everything per field (the values' type, the empty form,
 * the prefill, validation and its messages, the warm-up, the request) is derived from the table.
 */
export interface FieldDefinition<Value, ErrorKey extends string> {
  /**
   * Who holds the value while the visitor edits it. 'element': the field's own element (typed text;
   * a keystroke renders that field alone), read when the form validates and submits; the form
   * gives the element its start value and prefills as `prefill`, never its value. 'state': the
   * form's state (choices), given to the field as `value`. Only a text value can be the element's.
   */
  owner: [Value] extends [string] ? 'element' | 'state' : 'state';
  /** The value of a new form. */
  empty: Value;
  /** The field's yup schema, built on first use (yup copies the schema at every chained rule). Its messages are ErrorKeys or 'invalid'. */
  schema: () => AnySchema;
  /**
   * The field's own error keys, most useful first: when a value breaks several rules the visitor
   * hears the first (a missing value, then the specific message). 'invalid', the library's default
   * ("{field} is not valid."), comes after them all. Each key needs a text in validationMessages.
   */
  errors: readonly ErrorKey[];
  /**
   * The customer base data's value for the field, or null: never prefilled. Data that arrives
   * after the first render fills the field only while it is empty, so it never overwrites typing.
   */
  prefill: ((customer: CustomerBaseData) => Value) | null;
  /**
   * A site rule may disable the field (AT, HU, TR: a prefilled customer's empty salutation and
   * names). A disabled field is neither validated nor sent.
   */
  disableable: boolean;
  /** What the field adds to the sign-up the api gets, or null: it is checked, not sent. */
  send: ((value: Value, options: SendOptions) => Partial<NewsletterSignUp>) | null;
  /** Its value in the validation warm-up's sample: as a visitor types it, so every rule and pattern runs once. */
  sample: Value;
}

/** Ties a definition's value type to its properties (the table's entries keep their own value types). */
function field<Value, ErrorKey extends string = never>(definition: FieldDefinition<Value, ErrorKey>): FieldDefinition<Value, ErrorKey> {
  return definition;
}

/** A first or last name: required where the site says so (HU, TR). */
function personName(requiredKey: string) {
  return string()
    .default('')
    .trim()
    .when('$site', ([site], schema) => (rulesFor(site).namesRequired ? schema.required(requiredKey) : schema))
    .max(NAME_MAX_LENGTH, 'invalid')
    .test('name-characters', 'nameInvalidCharacters', (value) => !value || hasOnlyNameCharacters(value))
    .test('name-no-url', 'nameInvalidCharacters', (value) => !value || !looksLikeUrl(value));
}

/**
 * The sign-up form's fields (docs/behaviour.md, "Newsletter"), in the order they appear: the focus
 * goes to the first invalid one after a failed submit. Site rules come in as the schema's context
 * (`$site`).
 */
export const FIELDS = {
  email: field<string, 'emailRequired' | 'emailInvalid'>({
    owner: 'element',
    empty: '',
    schema: () =>
      string()
        .default('')
        .trim()
        .required('emailRequired')
        .max(EMAIL_MAX_LENGTH, 'emailInvalid')
        .test('email-address', 'emailInvalid', (value) => !value || isEmailAddress(value)),
    errors: ['emailRequired', 'emailInvalid'],
    prefill: (customer) => customer.email,
    disableable: false,
    send: (email) => ({ email }),
    sample: 'lena.berg@example.de',
  }),
  salutation: field<Salutation | ''>({
    owner: 'state',
    empty: '',
    // The spec gives a missing salutation (HU) no message of its own: the default one.
    schema: () =>
      string()
        .default('')
        .oneOf(['', ...SALUTATIONS], 'invalid')
        .when('$site', ([site], schema) => (rulesFor(site).salutationRequired ? schema.required('invalid') : schema)),
    errors: [],
    prefill: (customer) => customer.salutation,
    disableable: true,
    send: (salutation) => ({ salutation }),
    sample: '',
  }),
  firstName: field<string, 'firstNameRequired' | 'nameInvalidCharacters'>({
    owner: 'element',
    empty: '',
    schema: () => personName('firstNameRequired'),
    errors: ['firstNameRequired', 'nameInvalidCharacters'],
    prefill: (customer) => customer.firstName,
    disableable: true,
    send: (firstName) => ({ firstName }),
    sample: 'Lena',
  }),
  lastName: field<string, 'lastNameRequired' | 'nameInvalidCharacters'>({
    owner: 'element',
    empty: '',
    schema: () => personName('lastNameRequired'),
    errors: ['lastNameRequired', 'nameInvalidCharacters'],
    prefill: (customer) => customer.lastName,
    disableable: true,
    send: (lastName) => ({ lastName }),
    // A dotted name, so the URL check's pattern runs too.
    sample: 'A.Berg',
  }),
  consents: field<ConsentValue[]>({
    owner: 'state',
    empty: [],
    schema: () => array().of(string().oneOf(['DNE'], 'invalid').required('invalid')).default([]),
    errors: [],
    // Held consents are not ticked boxes: a held DNE consent hides its box instead.
    prefill: null,
    disableable: false,
    send: (consents, { heldConsents }) => ({ consents: consents.filter((consent) => !heldConsents.includes(consent)) }),
    sample: [],
  }),
  legals: field<LegalValue[], 'newsletterConsentRequired'>({
    owner: 'state',
    empty: [],
    schema: () =>
      array()
        .of(string().oneOf(['NEWSLETTER'], 'invalid').required('invalid'))
        .default([])
        .test('newsletter-consent', 'newsletterConsentRequired', function newsletterConsent(legals) {
          const context = this.options.context as { site?: unknown } | undefined;
          return !rulesFor(context?.site).newsletterConsent || (legals ?? []).includes('NEWSLETTER');
        }),
    errors: ['newsletterConsentRequired'],
    prefill: null,
    disableable: false,
    // The TR consent is a condition of the sign-up, not a value of it.
    send: null,
    sample: [],
  }),
};

type Fields = typeof FIELDS;
export type NewsletterField = keyof Fields;
type ValueOf<Definition> = Definition extends { empty: infer Value } ? Value : never;
type ErrorKeyOf<Definition> = Definition extends { errors: readonly (infer ErrorKey)[] } ? ErrorKey : never;

/** The sign-up form's values, one per field of the table. */
export type NewsletterFormValues = { [Field in NewsletterField]: ValueOf<Fields[Field]> };

/** The fields whose value is a list (checkbox groups: a tick adds or removes an item). */
export type ListField = { [Field in NewsletterField]: NewsletterFormValues[Field] extends readonly string[] ? Field : never }[NewsletterField];

/**
 * The schema's messages are keys, not texts: the component turns them into the visitor's language
 * (messages.ts, validationMessages, which needs a text for each).
 */
export type ValidationErrorKey = ErrorKeyOf<Fields[NewsletterField]> | 'invalid';

/** The fields in the table's order, the form's order. */
export const FIELD_ORDER = Object.keys(FIELDS) as NewsletterField[];

/** The table entry of a field, typed by the field. */
export function definitionOf<Field extends NewsletterField>(name: Field): FieldDefinition<NewsletterFormValues[Field], string> {
  // Each entry defines its own field's value: NewsletterFormValues is made from the entries.
  return FIELDS[name] as unknown as FieldDefinition<NewsletterFormValues[Field], string>;
}

/** The fields that hold their own value (owner 'element'): the form reads them from their elements. */
export const ELEMENT_FIELDS = FIELD_ORDER.filter((name) => FIELDS[name].owner === 'element');

/** The fields a site rule may disable. */
export const DISABLEABLE_FIELDS = FIELD_ORDER.filter((name) => FIELDS[name].disableable);

/** Every error key of the table, 'invalid' last. */
export const VALIDATION_ERROR_KEYS: readonly ValidationErrorKey[] = [...new Set<ValidationErrorKey>([...FIELD_ORDER.flatMap((name): readonly ValidationErrorKey[] => FIELDS[name].errors), 'invalid'])];
