import { Suspense, type ReactNode } from 'react';
import type { NewsletterFormProps } from '../../features/newsletter';
import type { SiteCode } from '../../config';
import { PartsScope, selectShopPartsSettings, useShopPartsSelector } from '../../store';
// In the built package this import is `#loaded-newsletter-form` (scripts/buildPackage.ts): Node
// imports the form with the entry, browsers and bundlers load it on demand.
import { LoadedNewsletterForm } from './LoadedNewsletterForm';

/**
 * Keeps the collapsed form's height free, per site and width (features/newsletter/components/newsletter.css),
 * so the page does not move when it arrives. A class, not a style attribute: a strict
 * Content-Security-Policy blocks style attributes in server HTML.
 */
const NEWSLETTER_PLACEHOLDER_CLASS = 'sp-newsletter-placeholder';
/**
 * The same height held around the form once it is there: the form's height changes with the width
 * inside each of the stylesheet's width ranges (its texts wrap), and a form shorter than the
 * reservation would move what follows it up. Each range reserves the form's height at its
 * narrowest width, where the form is tallest (see docs/decisions/2026-11-29-mechanisms-and-their-tests.md).
 */
const NEWSLETTER_RESERVE_CLASS = 'sp-newsletter-reserve';

/** The placeholder's classes for a site: each site's form has its own height (its texts and fields). */
function newsletterPlaceholderClass(site: SiteCode): string {
  return `${NEWSLETTER_PLACEHOLDER_CLASS} ${NEWSLETTER_PLACEHOLDER_CLASS}--${site}`;
}

/** The placeholder's classes for the parts' site; inside the parts' scope. */
export function useNewsletterPlaceholderClass(): string {
  return newsletterPlaceholderClass(useShopPartsSelector(selectShopPartsSettings).site);
}

function ReservedSpace({ children }: { children: ReactNode }) {
  const { site } = useShopPartsSelector(selectShopPartsSettings);
  return <div className={`${NEWSLETTER_RESERVE_CLASS} ${NEWSLETTER_RESERVE_CLASS}--${site}`}>{children}</div>;
}

function Placeholder() {
  return <div className={useNewsletterPlaceholderClass()} aria-hidden="true" />;
}

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
      <ReservedSpace>
        <Suspense fallback={<Placeholder />}>
          <LoadedNewsletterForm {...props} />
        </Suspense>
      </ReservedSpace>
    </PartsScope>
  );
}
