export { EMPTY_VALUES, FIELD_ORDER, type NewsletterField, type NewsletterFormValues, type NewsletterSchemaContext, type ValidationErrorKey } from './newsletterSchema';
export { newsletterResolver, validateNewsletter } from './resolver';
