import { array, object, string, type InferType } from 'yup';
import { NEWSLETTER_FIELD_ORDER, SALUTATIONS, type NewsletterField } from '../../../api';
import type { SiteCode } from '../../../config';
import { rulesFor } from '../content/siteRules';
import type { validationMessages } from '../messages';
import { isEmailAddress } from './emailAddress';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from './limits';
import { hasOnlyNameCharacters, looksLikeUrl } from './personName';

/**
 * The schema's messages are keys, not texts: the form shows each in the visitor's language
 * (messages.ts, validationMessages, which defines the keys). 'invalid' is the default ("{field} is
 * not valid."), given to anything the schema says in yup's own words too (a value of the wrong type).
 */
export type ValidationErrorKey = keyof typeof validationMessages;

/**
 * Every key of validationMessages, so the validation chunk tells the schema's keys from yup's own
 * words without carrying the texts (the form's chunk has them). The type holds it to the messages
 * both ways: a key missing here, or one validationMessages lacks, does not compile.
 */
const ERROR_KEYS: Record<ValidationErrorKey, true> = {
  emailRequired: true,
  emailInvalid: true,
  nameInvalidCharacters: true,
  firstNameRequired: true,
  lastNameRequired: true,
  firstNameTooLong: true,
  lastNameTooLong: true,
  salutationRequired: true,
  newsletterConsentRequired: true,
  invalid: true,
};

/** A key of validationMessages, or 'invalid' for what the schema says in yup's own words. */
export function errorKeyOf(message: unknown): ValidationErrorKey {
  return typeof message === 'string' && Object.hasOwn(ERROR_KEYS, message) ? (message as ValidationErrorKey) : 'invalid';
}

/** What the schema reads besides the values (`$site`); disabled fields are neither validated nor sent (validateNewsletter). */
export interface NewsletterSchemaContext {
  site: SiteCode;
  disabledFields?: readonly NewsletterField[];
}

/** A message key of the schema: typed, so a key without its text in validationMessages does not compile. */
const says = (key: ValidationErrorKey): ValidationErrorKey => key;

/** A first or last name: required where the site says so (HU, TR); too long, the error names the limit. */
function personName(requiredKey: ValidationErrorKey, tooLongKey: ValidationErrorKey) {
  return string()
    .default('')
    .trim()
    .test('name-characters', says('nameInvalidCharacters'), (value) => !value || hasOnlyNameCharacters(value))
    .test('name-no-url', says('nameInvalidCharacters'), (value) => !value || !looksLikeUrl(value))
    .max(NAME_MAX_LENGTH, says(tooLongKey))
    .when('$site', ([site], schema) => (rulesFor(site).namesRequired ? schema.required(requiredKey) : schema));
}

/**
 * The sign-up form's rules (docs/behaviour.md, "Newsletter"), one entry per field of
 * api/newsletterFields.ts, which gives the fields, their order and values. Each field's rules are
 * written most useful first: when a value breaks several, the visitor hears the first
 * (the resolver keeps each field's first error). Site rules come in as context (`$site`). Each
 * field is built on first use: yup copies the schema at every chained rule, milliseconds on a slow
 * phone (the form builds them in idle time, warmUpValidation.ts).
 */
const FIELDS = {
  email: () =>
    string()
      .default('')
      .trim()
      .required(says('emailRequired'))
      .test('email-address', says('emailInvalid'), (value) => !value || isEmailAddress(value))
      .max(EMAIL_MAX_LENGTH, says('emailInvalid')),
  // A missing salutation (HU) gets its own message, not the generic "{field} is not valid" (WCAG 3.3.3).
  salutation: () =>
    string()
      .default('')
      .oneOf(['', ...SALUTATIONS], says('invalid'))
      .when('$site', ([site], schema) => (rulesFor(site).salutationRequired ? schema.required(says('salutationRequired')) : schema)),
  firstName: () => personName('firstNameRequired', 'firstNameTooLong'),
  lastName: () => personName('lastNameRequired', 'lastNameTooLong'),
  /** Personalised offers (DNE). */
  consents: () => array(string().oneOf(['DNE'] as const, says('invalid')).required(says('invalid'))).default([]),
  /** TR: the newsletter consent, a condition of the sign-up (it is not sent). */
  legals: () =>
    array(string().oneOf(['NEWSLETTER'] as const, says('invalid')).required(says('invalid')))
      .default([])
      .test('newsletter-consent', says('newsletterConsentRequired'), function newsletterConsent(legals) {
        const context = this.options.context as { site?: unknown } | undefined;
        return !rulesFor(context?.site).newsletterConsent || (legals ?? []).includes('NEWSLETTER');
      }),
} satisfies Record<NewsletterField, () => object>;

type FieldSchemas = { [Field in NewsletterField]: ReturnType<(typeof FIELDS)[Field]> };

export type { NewsletterField };

/** The sign-up form's values, as the schema reads them. */
export type NewsletterFormValues = InferType<ReturnType<typeof newsletterSchema>>;

/** Builds a value on first use and keeps it. */
function once<T extends object>(build: () => T): () => T {
  let built: T | undefined;
  return () => (built ??= build());
}

// Each entry keeps its own field's builder, wrapped.
const FIELD_SCHEMAS = Object.fromEntries(NEWSLETTER_FIELD_ORDER.map((name) => [name, once<object>(FIELDS[name])])) as unknown as { [Field in NewsletterField]: () => FieldSchemas[Field] };

/** One schema for every site (docs/behaviour.md, "Newsletter"): the site comes in as context. Built on first use. */
export const newsletterSchema = once(() => object(Object.fromEntries(NEWSLETTER_FIELD_ORDER.map((name) => [name, FIELD_SCHEMAS[name]()])) as FieldSchemas));

/** One idle step per field's schema, then the form's: each is milliseconds on a slow phone (warmUpValidation.ts). */
export function schemaWarmUps(): (() => void)[] {
  return [...NEWSLETTER_FIELD_ORDER.map((name) => FIELD_SCHEMAS[name]), newsletterSchema];
}
