import { memo } from 'react';
import { useIntl } from 'react-intl';
import type { QualityLogo } from '../content/types';
import { footerMessages } from '../messages';
import { isExternal } from './FooterLinkItem';
import { LogoImage } from './LogoImage';

/** Quality marks (PL: the green e-shop mark), each a link with the logo as its only content. */
export const QualityLogos = memo(function QualityLogos({ logos }: { logos: QualityLogo[] }) {
  const intl = useIntl();
  if (logos.length === 0) return null;
  return (
    <div className="sp-footer__quality">
      <h2 className="sp-footer__heading">{intl.formatMessage(footerMessages.qualityHeading)}</h2>
      <ul className="sp-footer__logos">
        {logos.map(({ link, image }) => (
          <li key={image.source}>
            <a href={link.url} title={link.text} {...(isExternal(link.url) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
              <LogoImage source={image.source} label={image.label} width={image.width} height={image.height} />
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
});
