export { NewsletterForm, type NewsletterFormProps } from './components/NewsletterForm';
export { newsletterSlice, newsletterActions, selectConfirmedEmail, selectDoiErrorDismissed, type NewsletterState, type NewsletterRootState } from './state/newsletterSlice';
export { SIGN_UP_REQUEST_KEY, selectNewsletterResult, selectSubmitting } from './state/signUpRequest';
export { newsletterSchema, validateNewsletterForm, validateNewsletterField, type ValidationErrorKey, type FieldErrors } from './logic/validation';
export { SITE_RULES, NEWSLETTER_LINKS, WELCOME_DISCOUNT, type NewsletterSiteRules, type NewsletterLinks } from './content';
export type { NewsletterFormValues } from './logic/formValues';
