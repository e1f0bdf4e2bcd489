import type { ComponentType } from 'react';
import type { NewsletterFormProps } from './NewsletterForm';
import { nextTask } from '../../../config/scheduling';

/**
 * Loads the form for `React.lazy` in two steps, each its own task: first yup, react-hook-form and
 * the schema, then the components. Evaluated at once, the chunk made one long frame while the
 * footer hydrated (docs/performance.md, "The throttled visit").
 */
export async function loadNewsletterForm(): Promise<{ default: ComponentType<NewsletterFormProps> }> {
  await import('../logic/validation');
  await nextTask();
  const { NewsletterForm } = await import('./NewsletterForm');
  return { default: NewsletterForm };
}
