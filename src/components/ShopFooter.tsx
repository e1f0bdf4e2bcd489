import { Footer, type FooterProps } from '../../features/footer';
import { NewsletterForm } from '../../features/newsletter';
import { PreviewSlot } from '../../features/preview';

export interface ShopFooterProps extends Omit<FooterProps, 'newsletter' | 'preview'> {
  /** Show the invalid double-opt-in bar in the newsletter form (the visitor followed an expired link). */
  doiLinkInvalid?: boolean;
}

/**
 * The footer with the newsletter form and the staff preview slot in place: what most hosts mount.
 * Features never import each other; they meet here.
 */
export function ShopFooter({ doiLinkInvalid = false, ...footerProps }: ShopFooterProps) {
  return <Footer {...footerProps} newsletter={<NewsletterForm doiLinkInvalid={doiLinkInvalid} />} preview={<PreviewSlot />} />;
}
