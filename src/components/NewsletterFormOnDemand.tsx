import { Suspense } from 'react';
import type { NewsletterFormProps } from '../../features/newsletter';
import { useNewsletterSpaceClass } from '../../features/newsletter/hooks/useNewsletterSpaceClass';
import { PartsScope } from '../../store';
// In the built package this import is `#loaded-newsletter-form` (scripts/buildPackage.ts): Node
// imports the form with the entry, browsers and bundlers load it on demand.
import { LoadedNewsletterForm } from './LoadedNewsletterForm';

export const useNewsletterPlaceholderClass = () => useNewsletterSpaceClass('placeholder');

function NewsletterFormInScope(props: NewsletterFormProps) {
  return (
    <div className={useNewsletterSpaceClass('reserve')}>
      <Suspense fallback={<div className={useNewsletterPlaceholderClass()} aria-hidden="true" />}>
        <LoadedNewsletterForm {...props} />
      </Suspense>
    </div>
  );
}

/**
 * The newsletter form as the public entry exports it: in a browser its code (the form, yup, the
 * TLD list) is a chunk of its own that loads when the form first renders, with a placeholder of
 * the collapsed form's height meanwhile; a Node server renders it complete. Inside ShopFooter it
 * shares the footer's parts' scope.
 */
export function NewsletterForm(props: NewsletterFormProps) {
  return (
    <PartsScope>
      <NewsletterFormInScope {...props} />
    </PartsScope>
  );
}
