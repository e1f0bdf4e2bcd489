export { NewsletterForm, type NewsletterFormProps } from './components/NewsletterForm';
export { newsletterSlice, newsletterActions, selectConfirmedEmail, selectDoiErrorDismissed, type NewsletterState, type NewsletterRootState } from './state/newsletterSlice';
export { SIGN_UP_REQUEST_KEY, selectNewsletterResult, selectSubmitting } from './state/signUpRequest';
export { SITE_RULES, NEWSLETTER_LINKS, WELCOME_DISCOUNT, type NewsletterSiteRules, type NewsletterLinks } from './content';
