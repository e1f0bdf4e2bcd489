import { SvgIcon, warnUnknownIcon } from '../../../widgets';
import type { IconLink } from '../content/types';

/** A content icon (24 px, decorative) from the path loadFooterContent added; an unknown name shows nothing and warns, as `Icon` does. */
export function ContentIcon({ icon }: { icon: Pick<IconLink, 'iconName' | 'iconPath'> }) {
  if (icon.iconPath === undefined) {
    warnUnknownIcon(icon.iconName);
    return null;
  }
  return <SvgIcon path={icon.iconPath} size={24} />;
}
