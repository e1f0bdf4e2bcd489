import { lazy } from 'react';
import { loadNewsletterForm } from '../../features/newsletter/components/loadNewsletterForm';

/** The form as browsers and bundlers get it (`#loaded-newsletter-form`): its code (the form, yup, the TLD list) in a chunk of its own. */
export const LoadedNewsletterForm = lazy(loadNewsletterForm);
