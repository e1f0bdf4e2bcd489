import { lazy, Suspense } from 'react';
import type { NewsletterFormProps } from '../../features/newsletter';
import { loadNewsletterForm } from '../../features/newsletter/components/loadNewsletterForm';

/** Roughly the collapsed form's height, kept free so the page barely moves when it arrives. */
export const NEWSLETTER_PLACEHOLDER_HEIGHT = 360;

const LoadedNewsletterForm = lazy(loadNewsletterForm);

/**
 * The newsletter form as the public entry exports it: its code (the form, yup, the TLD list) is
 * reached only through `import()`, so a host's bundler puts it in a chunk of its own that loads
 * when the form first renders, and the host's main chunk never carries it. A placeholder of the
 * collapsed form's height holds its place meanwhile.
 */
export function NewsletterForm(props: NewsletterFormProps) {
  return (
    <Suspense fallback={<div style={{ minHeight: NEWSLETTER_PLACEHOLDER_HEIGHT }} aria-hidden="true" />}>
      <LoadedNewsletterForm {...props} />
    </Suspense>
  );
}
