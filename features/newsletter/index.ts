export { NewsletterForm, type NewsletterFormProps } from './components/NewsletterForm';
export {
  newsletterSlice,
  newsletterActions,
  selectNewsletterResult,
  selectConfirmedEmail,
  selectSubmitting,
  selectSubmitCount,
  selectPrefill,
  selectDoiErrorShown,
  selectFormKey,
  type NewsletterState,
  type NewsletterRootState,
  type PrefillStatus,
} from './state/newsletterSlice';
export { submitNewsletterSignUp } from './state/submitSignUp';
export { newsletterSchema, validateNewsletterForm, validateNewsletterField, type ValidationErrorKey, type FieldErrors } from './logic/validation';
export { SITE_RULES, NEWSLETTER_LINKS, WELCOME_DISCOUNT, type NewsletterSiteRules, type NewsletterLinks } from './content';
export type { NewsletterFormValues } from './logic/formValues';
