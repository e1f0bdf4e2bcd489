export { newsletterSlice, type NewsletterState } from './newsletterSlice';
