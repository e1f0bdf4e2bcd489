import { array, object, string } from 'yup';
import { SALUTATIONS } from '../../../api';
import type { SiteCode } from '../../../config';
import { rulesFor } from '../content/siteRules';
import type { NewsletterField, PersonalField } from './formValues';
import { EMAIL_MAX_LENGTH, isEmailAddress } from './emailAddress';
import { hasOnlyNameCharacters, looksLikeUrl, NAME_MAX_LENGTH } from './personName';

/**
 * The schema's messages are keys, not texts: the component turns them into the visitor's language
 * (validationMessages.ts). 'invalid' is the form library's default, '{field} is not valid.', for
 * every rule the spec gives no message of its own (a too-long name, a missing salutation in HU).
 */
export const VALIDATION_ERROR_KEYS = [
  'emailRequired',
  'emailInvalid',
  'nameInvalidCharacters',
  'firstNameRequired',
  'lastNameRequired',
  'newsletterConsentRequired',
  'invalid',
] as const;
export type ValidationErrorKey = (typeof VALIDATION_ERROR_KEYS)[number];

/** The site's rules are picked by `$site`; `$disabledFields` are skipped (AT, HU, TR, see SignUpForm). */
export interface NewsletterSchemaContext {
  site: SiteCode;
  disabledFields?: readonly PersonalField[];
}

function isDisabled(disabledFields: unknown, field: PersonalField): boolean {
  return Array.isArray(disabledFields) && disabledFields.includes(field);
}

function personName(field: 'firstName' | 'lastName', requiredKey: ValidationErrorKey) {
  return string()
    .default('')
    .trim()
    .when(['$site', '$disabledFields'], ([site, disabledFields], schema) =>
      rulesFor(site).namesRequired && !isDisabled(disabledFields, field) ? schema.required(requiredKey) : schema,
    )
    .max(NAME_MAX_LENGTH, 'invalid')
    .test('name-characters', 'nameInvalidCharacters', (value) => !value || hasOnlyNameCharacters(value))
    .test('name-no-url', 'nameInvalidCharacters', (value) => !value || !looksLikeUrl(value));
}

/** Builds a value on first use and keeps it. */
function once<T extends object>(build: () => T): () => T {
  let built: T | undefined;
  return () => (built ??= build());
}

/**
 * Each field's schema, built on first use; the form's schema is made of them. The warm-up builds
 * them one per idle step (schemaWarmUps), so no field is left out of it.
 */
const FIELD_SCHEMAS = {
  email: once(() =>
    string()
      .default('')
      .trim()
      .required('emailRequired')
      .max(EMAIL_MAX_LENGTH, 'emailInvalid')
      .test('email-address', 'emailInvalid', (value) => !value || isEmailAddress(value)),
  ),
  salutation: once(() =>
    string()
      .default('')
      .oneOf(['', ...SALUTATIONS], 'invalid')
      .when(['$site', '$disabledFields'], ([site, disabledFields], schema) =>
        rulesFor(site).salutationRequired && !isDisabled(disabledFields, 'salutation') ? schema.required('invalid') : schema,
      ),
  ),
  firstName: once(() => personName('firstName', 'firstNameRequired')),
  lastName: once(() => personName('lastName', 'lastNameRequired')),
  consents: once(() => array().of(string().oneOf(['DNE'], 'invalid').required('invalid')).default([])),
  legals: once(() =>
    array()
      .of(string().oneOf(['NEWSLETTER'], 'invalid').required('invalid'))
      .default([])
      .test('newsletter-consent', 'newsletterConsentRequired', function newsletterConsent(legals) {
        const context = this.options.context as Partial<NewsletterSchemaContext> | undefined;
        return !rulesFor(context?.site).newsletterConsent || (legals ?? []).includes('NEWSLETTER');
      }),
  ),
} satisfies Record<NewsletterField, () => object>;

/**
 * One schema for every site (docs/behaviour.md, "Newsletter"); the site comes in as context.
 * Built on first use: yup copies the schema at every chained rule, milliseconds on a slow phone
 * that are not to be paid while the form's chunk loads (the form warms it up in idle time).
 */
export const newsletterSchema = once(() =>
  object({
    email: FIELD_SCHEMAS.email(),
    salutation: FIELD_SCHEMAS.salutation(),
    firstName: FIELD_SCHEMAS.firstName(),
    lastName: FIELD_SCHEMAS.lastName(),
    consents: FIELD_SCHEMAS.consents(),
    legals: FIELD_SCHEMAS.legals(),
  }),
);

/** One idle step per field's schema, then the form's: each is milliseconds on a slow phone (warmUpValidation.ts). */
export function schemaWarmUps(): (() => void)[] {
  return [...Object.values(FIELD_SCHEMAS), newsletterSchema];
}
