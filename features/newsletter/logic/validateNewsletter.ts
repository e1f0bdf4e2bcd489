import { ValidationError } from 'yup';
import { FIELD_ORDER } from './formValues';
import { errorKeyOf, newsletterSchema, type NewsletterField, type NewsletterSchemaContext, type ValidationErrorKey } from './newsletterSchema';

/** The field an error's path names ('consents[0]' is consents); a path that names none (a value that is no form at all) marks the e-mail field. */
function fieldOf(path: string | undefined): NewsletterField {
  const name = /^[^.[]*/.exec(path ?? '')?.[0] ?? '';
  return (FIELD_ORDER as readonly string[]).includes(name) ? (name as NewsletterField) : 'email';
}

/**
 * Every field's error key, as the form shows them after a submit: the one yup schema, run
 * synchronously (the idle warm-up's step is done when it returns), each field's first error in the
 * schema's order. Disabled fields (the context's) are not validated: they are empty by the rule
 * that disables them. Takes any value at all (a tampered page or a broken host gives it one too) and
 * never throws: a value of the wrong type gets the default message, and an unexpected failure
 * inside yup marks the e-mail field rather than breaking the page.
 */
export function validateNewsletter(values: unknown, context?: NewsletterSchemaContext): Promise<Partial<Record<NewsletterField, ValidationErrorKey>>> {
  return Promise.resolve(firstErrors(values, context));
}

function firstErrors(values: unknown, context: NewsletterSchemaContext | undefined): Partial<Record<NewsletterField, ValidationErrorKey>> {
  const errors: Partial<Record<NewsletterField, ValidationErrorKey>> = {};
  try {
    newsletterSchema().validateSync(values, { abortEarly: false, context });
  } catch (error) {
    if (!ValidationError.isError(error)) return { email: 'invalid' };
    for (const issue of error.inner.length > 0 ? error.inner : [error]) {
      const field = fieldOf(issue.path);
      if (context?.disabledFields?.includes(field) || errors[field]) continue;
      errors[field] = errorKeyOf(issue.message);
    }
  }
  return errors;
}
