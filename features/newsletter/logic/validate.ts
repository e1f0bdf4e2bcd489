import { ValidationError } from 'yup';
import { FIELD_ORDER, type NewsletterField } from './formValues';
import { newsletterSchema, VALIDATION_ERROR_KEYS, type NewsletterSchemaContext, type ValidationErrorKey } from './newsletterSchema';

export type FieldErrors = Partial<Record<NewsletterField, ValidationErrorKey>>;

// When a value breaks several rules, the visitor hears the most useful one: a missing value
// first, then the spec's specific message, then the library default.
const PRIORITY: Record<ValidationErrorKey, number> = {
  emailRequired: 0,
  firstNameRequired: 0,
  lastNameRequired: 0,
  newsletterConsentRequired: 0,
  emailInvalid: 1,
  nameInvalidCharacters: 1,
  invalid: 2,
};

function isErrorKey(value: unknown): value is ValidationErrorKey {
  return typeof value === 'string' && (VALIDATION_ERROR_KEYS as readonly string[]).includes(value);
}

function isField(value: string): value is NewsletterField {
  return (FIELD_ORDER as readonly string[]).includes(value);
}

/** 'consents[0]' → 'consents'. */
function fieldOf(path: string | undefined): NewsletterField | null {
  const field = (path ?? '').split(/[[.]/)[0] ?? '';
  return isField(field) ? field : null;
}

function collect(error: ValidationError, fallbackField: NewsletterField): FieldErrors {
  const errors: FieldErrors = {};
  const items = error.inner.length > 0 ? error.inner : [error];
  for (const item of items) {
    const field = fieldOf(item.path) ?? fallbackField;
    const key = isErrorKey(item.message) ? item.message : 'invalid';
    const known = errors[field];
    if (known === undefined || PRIORITY[key] < PRIORITY[known]) errors[field] = key;
  }
  return errors;
}

/**
 * Every field's error. Never throws: a value of the wrong type gets the default message, and an
 * unexpected failure inside the library marks the e-mail field rather than breaking the page.
 */
export function validateNewsletterForm(values: unknown, context: NewsletterSchemaContext): FieldErrors {
  try {
    newsletterSchema().validateSync(values, { abortEarly: false, context });
    return {};
  } catch (error) {
    return error instanceof ValidationError ? collect(error, 'email') : { email: 'invalid' };
  }
}

/** One field's error (validation on blur), judged against all values so per-site rules apply. Never throws. */
export function validateNewsletterField(field: NewsletterField, values: unknown, context: NewsletterSchemaContext): ValidationErrorKey | undefined {
  try {
    newsletterSchema().validateSyncAt(field, values, { abortEarly: false, context });
    return undefined;
  } catch (error) {
    return error instanceof ValidationError ? collect(error, field)[field] : 'invalid';
  }
}

/** The first field with an error, in the form's order. */
export function firstInvalidField(errors: FieldErrors): NewsletterField | undefined {
  return FIELD_ORDER.find((field) => errors[field] !== undefined);
}

/** Both say the same about every field: the form keeps the errors it has, and renders nothing. */
export function sameErrors(a: FieldErrors, b: FieldErrors): boolean {
  return FIELD_ORDER.every((field) => a[field] === b[field]);
}
