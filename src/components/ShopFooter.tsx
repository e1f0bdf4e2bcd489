import { lazy, Suspense } from 'react';
import { Footer, type FooterProps } from '../../features/footer';
import { PreviewSlot } from '../../features/preview';
import { NearViewport } from '../../widgets';
import { loadNewsletterForm } from '../../features/newsletter/components/loadNewsletterForm';

/**
 * The form (with yup) is its own chunk, loaded when the footer nears the viewport: the largest
 * part of the package then costs a shopper's first load nothing (docs/performance.md).
 */
const NewsletterForm = lazy(loadNewsletterForm);

/** Roughly the collapsed form's height, kept free so the page barely moves when it arrives. */
const NEWSLETTER_PLACEHOLDER_HEIGHT = 360;

export interface ShopFooterProps extends Omit<FooterProps, 'newsletter' | 'preview'> {
  /** Show the invalid double-opt-in bar in the newsletter form (the visitor followed an expired link). */
  doiLinkInvalid?: boolean;
}

/**
 * The footer with the newsletter form and the staff preview slot in place: what most hosts mount.
 * Features never import each other; they meet here.
 */
export function ShopFooter({ doiLinkInvalid = false, ...footerProps }: ShopFooterProps) {
  const placeholder = <div style={{ minHeight: NEWSLETTER_PLACEHOLDER_HEIGHT }} aria-hidden="true" />;
  return (
    <Footer
      {...footerProps}
      newsletter={
        <NearViewport placeholderHeight={NEWSLETTER_PLACEHOLDER_HEIGHT}>
          <Suspense fallback={placeholder}>
            <NewsletterForm doiLinkInvalid={doiLinkInvalid} />
          </Suspense>
        </NearViewport>
      }
      preview={<PreviewSlot />}
    />
  );
}
