import { ValidationError } from 'yup';
import { FIELD_ORDER, FIELDS, type NewsletterField } from './fields';
import { newsletterSchema, type NewsletterSchemaContext, type ValidationErrorKey } from './newsletterSchema';

export type FieldErrors = Partial<Record<NewsletterField, ValidationErrorKey>>;

/** The key's rank among the field's own keys (the table's `errors`, most useful first); any other key is 'invalid', last. */
function rankOf(field: NewsletterField, key: string): { key: ValidationErrorKey; rank: number } {
  const own: readonly string[] = FIELDS[field].errors;
  const rank = own.indexOf(key);
  return rank === -1 ? { key: 'invalid', rank: own.length } : { key: key as ValidationErrorKey, rank };
}

/** 'consents[0]' → 'consents'. */
function fieldOf(path: string | undefined): NewsletterField | null {
  const name = (path ?? '').split(/[[.]/)[0] ?? '';
  return (FIELD_ORDER as readonly string[]).includes(name) ? (name as NewsletterField) : null;
}

function collect(error: ValidationError, fallbackField: NewsletterField, context: NewsletterSchemaContext): FieldErrors {
  const errors: FieldErrors = {};
  const items = error.inner.length > 0 ? error.inner : [error];
  for (const item of items) {
    const field = fieldOf(item.path) ?? fallbackField;
    // A disabled field is not validated: it is empty by the rule that disables it.
    if (context.disabledFields?.includes(field)) continue;
    const found = rankOf(field, typeof item.message === 'string' ? item.message : '');
    const known = errors[field];
    if (known === undefined || found.rank < rankOf(field, known).rank) errors[field] = found.key;
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
    return error instanceof ValidationError ? collect(error, 'email', context) : { email: 'invalid' };
  }
}

/** One field's error (validation on blur), judged against all values so per-site rules apply. Never throws. */
export function validateNewsletterField(field: NewsletterField, values: unknown, context: NewsletterSchemaContext): ValidationErrorKey | undefined {
  if (context.disabledFields?.includes(field)) return undefined;
  try {
    newsletterSchema().validateSyncAt(field, values, { abortEarly: false, context });
    return undefined;
  } catch (error) {
    return error instanceof ValidationError ? collect(error, field, context)[field] : 'invalid';
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
