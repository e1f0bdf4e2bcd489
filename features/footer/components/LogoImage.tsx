import { useIntl } from 'react-intl';
import { logoUrl } from '../logos/logoSources';
import { footerMessages } from '../messages';

const DEFAULT_LOGO_SIZE = { width: 72, height: 24 };

/** A partner or quality logo; an unknown source shows nothing (and logs, see logoUrl). */
export function LogoImage({ source, label, width, height }: { source: string; label: string; width?: number; height?: number }) {
  const intl = useIntl();
  const url = logoUrl(source);
  if (!url) return null;
  return (
    <img
      className="sp-footer__logo"
      src={url}
      alt={intl.formatMessage(footerMessages.logoAlt, { label })}
      width={width ?? DEFAULT_LOGO_SIZE.width}
      height={height ?? DEFAULT_LOGO_SIZE.height}
      loading="lazy"
      decoding="async"
    />
  );
}
