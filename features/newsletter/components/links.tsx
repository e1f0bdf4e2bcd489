import type { ReactNode } from 'react';
import { TextLink } from '../../../widgets';

/** A rich-text tag of a message that renders an inline link (<privacyLink>…</privacyLink>). */
export function inlineLink(href: string | undefined) {
  function InlineLink(chunks: ReactNode[]) {
    if (!href) return <>{chunks}</>;
    return (
      <TextLink href={href} iconPosition="none" size="small" className="sp-newsletter__link">
        {chunks}
      </TextLink>
    );
  }
  return InlineLink;
}
