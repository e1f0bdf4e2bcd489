export { NewsletterForm, type NewsletterFormProps } from './components/NewsletterForm';
export { newsletterSlice, newsletterActions, selectConfirmedEmail, selectDoiErrorDismissed, type NewsletterState } from './state/newsletterSlice';
export { SIGN_UP_REQUEST_KEY, selectNewsletterResult, selectSubmitting } from './state/signUpRequest';
export { SITE_RULES, NEWSLETTER_LINKS } from './content';
