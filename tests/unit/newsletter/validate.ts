import { validateNewsletter, type NewsletterField, type NewsletterSchemaContext, type ValidationErrorKey } from '../../../features/newsletter/logic/validation';

/** One field's error as the form shows it when the field is left: the whole form is checked, so per-site rules apply. */
export async function validateField(field: NewsletterField, values: unknown, context: NewsletterSchemaContext): Promise<ValidationErrorKey | undefined> {
  return (await validateNewsletter(values, context))[field];
}
