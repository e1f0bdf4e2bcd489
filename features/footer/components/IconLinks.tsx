import { memo } from 'react';
import type { IconLink } from '../content/types';
import { ContentIcon } from './ContentIcon';
import { isExternal } from './FooterLinkItem';

/** Social and app links: the icon shows, the link text is the accessible name (visually hidden). */
export const IconLinks = memo(function IconLinks({ heading, links, className }: { heading: string; links: IconLink[]; className: string }) {
  if (links.length === 0) return null;
  return (
    <div className={className}>
      <h2 className="sp-footer__heading">{heading}</h2>
      <ul className="sp-footer__icon-links">
        {links.map(({ link, ...icon }) => (
          <li key={link.url}>
            <a className="sp-footer__icon-link" href={link.url} {...(isExternal(link.url) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
              <ContentIcon icon={icon} />
              <span className="sp-visually-hidden">{link.text}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
});
