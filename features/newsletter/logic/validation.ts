/**
 * The validation chunk: yup, the schema and the TLD list. The form loads it at the visitor's first
 * interaction, not with the form (resolver.ts, loadValidation), so it is no part of what a shopper
 * downloads to see the form (docs/performance.md, "The newsletter form's stage").
 */
export { validateNewsletter } from './validateNewsletter';
export { validationWarmUpSteps } from './warmUpValidation';
export { EMPTY_VALUES, FIELD_ORDER } from './formValues';
export type { NewsletterField, NewsletterFormValues, NewsletterSchemaContext, ValidationErrorKey } from './newsletterSchema';
