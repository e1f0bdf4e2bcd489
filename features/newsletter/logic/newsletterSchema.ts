import { object, type AnySchema } from 'yup';
import type { SiteCode } from '../../../config';
import { FIELD_ORDER, FIELDS, type NewsletterField } from './fields';

export { VALIDATION_ERROR_KEYS, type ValidationErrorKey } from './fields';

/** The site's rules are picked by `$site`; `disabledFields` are neither validated nor sent (AT, HU, TR, see useSignUpForm). */
export interface NewsletterSchemaContext {
  site: SiteCode;
  disabledFields?: readonly NewsletterField[];
}

/** Builds a value on first use and keeps it. */
function once<T extends object>(build: () => T): () => T {
  let built: T | undefined;
  return () => (built ??= build());
}

/** Each field's schema from the table, built on first use; the form's schema is made of them. */
const FIELD_SCHEMAS = Object.fromEntries(FIELD_ORDER.map((name) => [name, once(FIELDS[name].schema)])) as Record<NewsletterField, () => AnySchema>;

/**
 * One schema for every site (docs/behaviour.md, "Newsletter"); the site comes in as context.
 * Built on first use: yup copies the schema at every chained rule, milliseconds on a slow phone
 * that are not to be paid while the form's chunk loads (the form warms it up in idle time).
 */
export const newsletterSchema = once(() => object(Object.fromEntries(FIELD_ORDER.map((name) => [name, FIELD_SCHEMAS[name]()]))));

/** One idle step per field's schema, then the form's: each is milliseconds on a slow phone (warmUpValidation.ts). */
export function schemaWarmUps(): (() => void)[] {
  return [...FIELD_ORDER.map((name) => FIELD_SCHEMAS[name]), newsletterSchema];
}
