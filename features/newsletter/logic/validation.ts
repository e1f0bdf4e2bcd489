export { newsletterSchema, VALIDATION_ERROR_KEYS, type NewsletterSchemaContext, type ValidationErrorKey } from './newsletterSchema';
export { validateNewsletterForm, validateNewsletterField, firstInvalidField, sameErrors, type FieldErrors } from './validate';
export { isEmailAddress, EMAIL_MAX_LENGTH } from './emailAddress';
export { hasOnlyNameCharacters, looksLikeUrl, NAME_MAX_LENGTH } from './personName';
