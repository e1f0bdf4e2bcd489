import { ValidationError } from 'yup';
import { isNewsletterField } from './formValues';
import { errorKeyOf, newsletterSchema, type NewsletterField, type NewsletterSchemaContext, type ValidationErrorKey } from './newsletterSchema';

/** The field an error's path names ('consents[0]' is consents); a path that names none (a value that is no form at all) marks the e-mail field. */
function fieldOf(path: string | undefined): NewsletterField {
  const name = /^[^.[]*/.exec(path ?? '')?.[0];
  return isNewsletterField(name) ? name : 'email';
}

/**
 * Every field's error key, as the form shows them after a submit: the one yup schema, run
 * synchronously (the idle warm-up's step is done when it returns), each field's first error in the
 * schema's order. With `fields`, only those fields are checked (a field the visitor left, a stale
 * error while typing): each field's rules read only its own value and the site, so its error is the
 * one the whole check gives it (see docs/decisions/2026-11-29-mechanisms-and-their-tests.md),
 * for a fraction of the work on a slow phone. Disabled fields (the context's) are not validated:
 * they are empty by the rule that disables them. Takes any value at all (a tampered page or a
 * broken host gives it one too) and never throws: a value of the wrong type gets the default
 * message, and an unexpected failure inside yup marks the e-mail field rather than breaking the page.
 */
export function validateNewsletter(
  values: unknown,
  context?: NewsletterSchemaContext,
  fields?: readonly NewsletterField[],
): Promise<Partial<Record<NewsletterField, ValidationErrorKey>>> {
  // A value that is no form at all gets the whole check: the form's own rule reports it. yup's
  // object() takes what this check takes.
  const form = Object.prototype.toString.call(values) === '[object Object]';
  return Promise.resolve(fields && form ? fieldErrors(values, context, fields) : firstErrors(values, context));
}

function isDisabled(field: NewsletterField, context: NewsletterSchemaContext | undefined): boolean {
  return context?.disabledFields?.includes(field) ?? false;
}

function firstErrors(values: unknown, context: NewsletterSchemaContext | undefined): Partial<Record<NewsletterField, ValidationErrorKey>> {
  const errors: Partial<Record<NewsletterField, ValidationErrorKey>> = {};
  try {
    newsletterSchema().validateSync(values, { abortEarly: false, context });
  } catch (error) {
    if (!ValidationError.isError(error)) return { email: 'invalid' };
    for (const issue of error.inner.length > 0 ? error.inner : [error]) {
      const field = fieldOf(issue.path);
      if (isDisabled(field, context) || errors[field]) continue;
      errors[field] = errorKeyOf(issue.message);
    }
  }
  return errors;
}

function fieldErrors(values: unknown, context: NewsletterSchemaContext | undefined, fields: readonly NewsletterField[]): Partial<Record<NewsletterField, ValidationErrorKey>> {
  const errors: Partial<Record<NewsletterField, ValidationErrorKey>> = {};
  for (const field of fields) {
    if (isDisabled(field, context)) continue;
    try {
      newsletterSchema().validateSyncAt(field, values, { abortEarly: false, context });
    } catch (error) {
      if (!ValidationError.isError(error)) return { email: 'invalid' };
      const [first] = error.inner.length > 0 ? error.inner : [error];
      errors[field] = errorKeyOf(first?.message);
    }
  }
  return errors;
}
