import { Suspense } from 'react';
import type { NewsletterFormProps } from '../../features/newsletter';
import { PartsScope } from '../../store';
// In the built package this import is `#loaded-newsletter-form` (scripts/buildPackage.ts): Node
// imports the form with the entry, browsers and bundlers load it on demand.
import { LoadedNewsletterForm } from './LoadedNewsletterForm';

/**
 * Keeps roughly the collapsed form's height free (features/newsletter/components/newsletter.css),
 * so the page barely moves when it arrives. A class, not a style attribute: a strict
 * Content-Security-Policy blocks style attributes in server HTML.
 */
export const NEWSLETTER_PLACEHOLDER_CLASS = 'sp-newsletter-placeholder';

/**
 * The newsletter form as the public entry exports it. In a browser its code (the form, yup, the TLD
 * list) is reached only through `import()`, so a host's bundler puts it in a chunk of its own that
 * loads when the form first renders, and the host's main chunk never carries it; a placeholder of
 * the collapsed form's height holds its place meanwhile. On a Node server the form renders complete
 * from the first request; the browser then hydrates it once its chunk has loaded. In the parts'
 * scope (store/PartsScope.tsx); inside ShopFooter or Footer it shares theirs.
 */
export function NewsletterForm(props: NewsletterFormProps) {
  return (
    <PartsScope>
      <Suspense fallback={<div className={NEWSLETTER_PLACEHOLDER_CLASS} aria-hidden="true" />}>
        <LoadedNewsletterForm {...props} />
      </Suspense>
    </PartsScope>
  );
}
