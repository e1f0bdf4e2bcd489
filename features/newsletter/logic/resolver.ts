import type { Resolver, ResolverResult } from 'react-hook-form';
import { isNewsletterField } from './formValues';
import type { NewsletterField, NewsletterFormValues, NewsletterSchemaContext, ValidationErrorKey } from './newsletterSchema';

type ValidationChunk = typeof import('./validation');

let loading: Promise<ValidationChunk> | undefined;

/**
 * The validation chunk (validation.ts: yup, the schema, the TLD list), loaded once. Not with the
 * form: the form starts it at the visitor's first interaction with it (useValidationOnDemand), long
 * before the first blur or submit awaits it here. A load that failed is tried again at the next call.
 */
export function loadValidation(): Promise<ValidationChunk> {
  loading ??= import(/* webpackChunkName: "newsletter-validation" */ './validation').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** validateNewsletter (validateNewsletter.ts) once the validation chunk is in: every field's error key, or those of `fields`, as after a submit. */
export async function validateNewsletterOnDemand(
  values: unknown,
  context?: NewsletterSchemaContext,
  fields?: readonly NewsletterField[],
): Promise<Partial<Record<NewsletterField, ValidationErrorKey>>> {
  return (await loadValidation()).validateNewsletter(values, context, fields);
}

/**
 * The field react-hook-form asks about when one is left or rechecked; undefined (the whole form) when
 * it asks about several: a submit names every mounted field, and checks the whole form as before.
 */
function askedField(names: readonly string[] | undefined): NewsletterField[] | undefined {
  const [name] = names ?? [];
  return names?.length === 1 && isNewsletterField(name) ? [name] : undefined;
}

/**
 * The form's resolver: each asked field's first error (validateNewsletter.ts) as its message key. Never
 * throws: a validation chunk that cannot load (the network is gone) marks the e-mail field, as an
 * unexpected failure inside yup does, and the next check loads it again. The values it passes on
 * are the form's own: the api trims what it sends.
 */
export const newsletterResolver: Resolver<NewsletterFormValues, NewsletterSchemaContext> = async (values, context, options): Promise<ResolverResult<NewsletterFormValues>> => {
  let found: Partial<Record<NewsletterField, ValidationErrorKey>>;
  try {
    found = await validateNewsletterOnDemand(values, context, askedField(options.names));
  } catch {
    return { values: {}, errors: { email: { type: 'invalid', message: 'invalid' } } };
  }
  const errors = Object.entries(found).map(([field, key]) => [field, { type: 'validation', message: key }] as const);
  if (errors.length > 0) return { values: {}, errors: Object.fromEntries(errors) };
  return { values: { ...values }, errors: {} };
};
