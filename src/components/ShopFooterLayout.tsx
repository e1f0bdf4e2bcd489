import { FooterLayout, type FooterProps } from '../../features/footer';
import { StaffPanelSlot } from '../../features/preview';
import { NearViewport } from '../../widgets';
import { NewsletterForm, useNewsletterPlaceholderClass } from './NewsletterFormOnDemand';

export interface ShopFooterProps extends Omit<FooterProps, 'newsletter' | 'preview'> {
  /** Show the invalid double-opt-in bar in the newsletter form (the visitor followed an expired link). */
  doiLinkInvalid?: boolean;
  /** False where the page places `PreviewSlot` itself (an islands page's toolbar): the page then shows one staff panel. */
  previewSlot?: boolean;
}

/**
 * The footer with the newsletter form and the staff preview slot in place, inside the parts'
 * scope. Features never import each other; they meet here. The form loads when the footer nears
 * the viewport (docs/performance.md). With FooterLayout, the footer chunk's code (LoadedFooter.ts).
 */
export function ShopFooterLayout({ doiLinkInvalid = false, previewSlot = true, ...footerProps }: ShopFooterProps) {
  return (
    <FooterLayout
      {...footerProps}
      newsletter={
        <NearViewport placeholderClassName={useNewsletterPlaceholderClass()}>
          <NewsletterForm doiLinkInvalid={doiLinkInvalid} />
        </NearViewport>
      }
      preview={previewSlot && <StaffPanelSlot />}
    />
  );
}

export { FooterLayout };
