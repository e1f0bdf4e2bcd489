import { yupResolver } from '@hookform/resolvers/yup';
import type { FieldError, FieldErrors, Resolver, ResolverResult } from 'react-hook-form';
import { validationMessages } from '../messages';
import { FIELD_ORDER, newsletterSchema, type NewsletterField, type NewsletterFormValues, type NewsletterSchemaContext, type ValidationErrorKey } from './newsletterSchema';

/** The form's errors as react-hook-form keeps them. */
type NewsletterErrors = FieldErrors<NewsletterFormValues>;

/** The first message in a field's error ('consents[0]' nests under consents), skipping the element refs. */
function firstMessage(node: unknown): unknown {
  if (typeof node !== 'object' || node === null) return undefined;
  if ('message' in node) return node.message;
  for (const [key, child] of Object.entries(node)) {
    const found = key === 'ref' ? undefined : firstMessage(child);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** A key of validationMessages, or 'invalid' for what the schema says in yup's own words. */
function keyOf(message: unknown): ValidationErrorKey {
  return typeof message === 'string' && Object.hasOwn(validationMessages, message) ? (message as ValidationErrorKey) : 'invalid';
}

function isField(name: string): name is NewsletterField {
  return (FIELD_ORDER as readonly string[]).includes(name);
}

/**
 * The form's resolver: the one yup schema through @hookform/resolvers' yup resolver, with each
 * field's first error as a message key. Disabled fields (the context's) are not validated: they
 * are empty by the rule that disables them. Never throws: a value of the wrong type gets the
 * default message, something that is no form at all marks the e-mail field, and so does an
 * unexpected failure inside the library rather than breaking the page. The values it passes on are
 * the form's own: the api trims what it sends.
 */
export const newsletterResolver: Resolver<NewsletterFormValues, NewsletterSchemaContext> = async (values, context, options): Promise<ResolverResult<NewsletterFormValues>> => {
  let found: NewsletterErrors;
  try {
    found = (await yupResolver(newsletterSchema(), undefined, { mode: 'sync', raw: true })(values, context, options)).errors;
  } catch {
    return { values: {}, errors: { email: { type: 'invalid', message: 'invalid' } } };
  }
  const errors: Partial<Record<NewsletterField, FieldError>> = {};
  for (const [path, error] of Object.entries(found)) {
    const field = isField(path) ? path : 'email';
    if (context?.disabledFields?.includes(field) || errors[field]) continue;
    errors[field] = { type: 'validation', message: keyOf(firstMessage(error)) };
  }
  if (Object.keys(errors).length > 0) return { values: {}, errors };
  return { values: { ...values }, errors: {} };
};

/** What react-hook-form tells the resolver about the fields; validation outside the form (the warm-up) needs none of it. */
const OUTSIDE_THE_FORM = { fields: {}, shouldUseNativeValidation: false, criteriaMode: 'firstError' } as const;

/** Every field's error key, as the form would show them after a submit. */
export async function validateNewsletter(values: unknown, context: NewsletterSchemaContext): Promise<Partial<Record<NewsletterField, ValidationErrorKey>>> {
  // Any value at all: the resolver takes what a tampered page or a broken host gives it too.
  const { errors } = await newsletterResolver(values as NewsletterFormValues, context, OUTSIDE_THE_FORM);
  return Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, keyOf(error?.message)]));
}
