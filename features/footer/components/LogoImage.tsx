import { useIntl } from 'react-intl';
import { useServiceUrl } from '../../../api';
import { logoPath } from '../logic/logoSources';
import { footerMessages } from '../messages';

const DEFAULT_LOGO_SIZE = { width: 72, height: 24 };

/** A partner or quality logo under the host's apiBaseUrl; an unknown source shows nothing (and logs, see logoPath). */
export function LogoImage({ source, label, width, height }: { source: string; label: string; width?: number; height?: number }) {
  const intl = useIntl();
  const toServiceUrl = useServiceUrl();
  const path = logoPath(source);
  if (!path) return null;
  return (
    <img
      className="sp-footer__logo"
      src={toServiceUrl(path)}
      alt={intl.formatMessage(footerMessages.logoAlt, { label })}
      width={width ?? DEFAULT_LOGO_SIZE.width}
      height={height ?? DEFAULT_LOGO_SIZE.height}
      loading="lazy"
      decoding="async"
    />
  );
}
