import { useIntl } from 'react-intl';
import { textLinkMessages } from '../../../widgets';
import type { FooterLink } from '../content/types';

/** External links open in a new window and say so to screen-reader users. */
export function isExternal(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

export function FooterLinkItem({ link, className }: { link: FooterLink; className?: string }) {
  const intl = useIntl();
  const external = isExternal(link.url);
  return (
    <a className={className} href={link.url} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {link.text}
      {external && <span className="sp-visually-hidden"> {intl.formatMessage(textLinkMessages.newWindow)}</span>}
    </a>
  );
}
