import { ICON_PATHS, isIconName } from './iconPaths';
import { SvgIcon, warnUnknownIcon } from './SvgIcon';

export { ICON_SIZES, type IconSize } from './SvgIcon';

export interface IconProps {
  name: string;
  /** 12, 16 (default) or 24 px; any other value is rounded to the nearest of those. */
  size?: number;
  /** An accessible name. Without one the icon is decorative (hidden from assistive technology). */
  label?: string;
  className?: string;
}

/**
 * An inline SVG icon by name. Decorative unless labelled. An unknown name renders nothing and
 * warns in the console, so a content typo never breaks a page.
 */
export function Icon({ name, ...props }: IconProps) {
  if (!isIconName(name)) {
    warnUnknownIcon(name);
    return null;
  }
  return <SvgIcon path={ICON_PATHS[name]} {...props} />;
}
