import { FooterLayout, type FooterProps } from '../../features/footer';
import { StaffPanelSlot } from '../../features/preview';
import { PartsScope } from '../../store';
import { NearViewport } from '../../widgets';
import { NewsletterForm, useNewsletterPlaceholderClass } from './NewsletterFormOnDemand';

export interface ShopFooterProps extends Omit<FooterProps, 'newsletter' | 'preview'> {
  /** Show the invalid double-opt-in bar in the newsletter form (the visitor followed an expired link). */
  doiLinkInvalid?: boolean;
  /** False where the page places `PreviewSlot` itself (an islands page's toolbar): the page then shows one staff panel. */
  previewSlot?: boolean;
}

/**
 * The footer with the newsletter form and the staff preview slot in place: what most hosts mount.
 * Features never import each other; they meet here, in one parts' scope (store/PartsScope.tsx).
 * The form (with yup) loads when the footer nears the viewport: the largest part of the package
 * then costs a shopper's first load nothing (docs/performance.md). The footer holds the staff
 * preview slot unless the page places its own (`previewSlot={false}`).
 */
export function ShopFooter(props: ShopFooterProps) {
  return (
    <PartsScope>
      <FooterInScope {...props} />
    </PartsScope>
  );
}

/** Inside the parts' scope, where the site is known. */
function FooterInScope({ doiLinkInvalid = false, previewSlot = true, ...footerProps }: ShopFooterProps) {
  const placeholderClass = useNewsletterPlaceholderClass();
  return (
    <FooterLayout
        {...footerProps}
        newsletter={
          <NearViewport placeholderClassName={placeholderClass}>
            <NewsletterForm doiLinkInvalid={doiLinkInvalid} />
          </NearViewport>
        }
        preview={previewSlot && <StaffPanelSlot />}
      />
  );
}
