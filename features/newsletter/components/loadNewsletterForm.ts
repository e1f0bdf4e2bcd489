import type { ComponentType } from 'react';
import type { NewsletterFormProps } from './NewsletterForm';
import { nextTask } from '../../../config/scheduling';

/**
 * Loads the form for `React.lazy` in two steps, each its own task: first react-hook-form with the
 * form's hook, then the components. Evaluated at once, the form's code made one long frame while
 * the footer hydrated (docs/performance.md, "The throttled visit"). Validation (yup, the schema,
 * the TLD list) is not among them: it loads at the visitor's first interaction with the form
 * (hooks/useValidationOnDemand.ts). One chunk name for both steps: a webpack host fetches one file
 * and still evaluates it in two tasks.
 */
export async function loadNewsletterForm(): Promise<{ default: ComponentType<NewsletterFormProps> }> {
  await import(/* webpackChunkName: "newsletter-form" */ '../hooks/useSignUpForm');
  await nextTask();
  const { NewsletterForm } = await import(/* webpackChunkName: "newsletter-form" */ './NewsletterForm');
  return { default: NewsletterForm };
}
