import { validateNewsletter, type NewsletterField, type NewsletterSchemaContext, type ValidationErrorKey } from '../../../features/newsletter/logic/validation';

/** One field's error as the form shows it when the field is left: that field alone is checked, with the site's rules. */
export async function validateField(field: NewsletterField, values: unknown, context: NewsletterSchemaContext): Promise<ValidationErrorKey | undefined> {
  return (await validateNewsletter(values, context, [field]))[field];
}
