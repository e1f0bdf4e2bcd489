import { ICON_PATHS, isIconName } from './iconPaths';
import { classNames } from './classNames';

export type IconSize = 12 | 16 | 24;
export const ICON_SIZES: readonly IconSize[] = [12, 16, 24];

export interface IconProps {
  name: string;
  /** 12, 16 (default) or 24 px; any other value is rounded to the nearest of those. */
  size?: number;
  /** An accessible name. Without one the icon is decorative (hidden from assistive technology). */
  label?: string;
  className?: string;
}

function nearestSize(size: number): IconSize {
  return ICON_SIZES.reduce((best, candidate) => (Math.abs(candidate - size) < Math.abs(best - size) ? candidate : best), 16);
}

/**
 * An inline SVG icon. Decorative unless labelled. An unknown name renders nothing and warns in
 * the console, so a content typo never breaks a page.
 */
export function Icon({ name, size = 16, label, className }: IconProps) {
  if (!isIconName(name)) {
    console.warn(`[shop-parts] unknown icon "${name}"; nothing is shown.`);
    return null;
  }
  const pixels = nearestSize(size);
  const labelled = label !== undefined && label !== '';
  return (
    <svg
      className={classNames('sp-icon', `sp-icon--${pixels}`, className)}
      width={pixels}
      height={pixels}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      {...(labelled ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      <path d={ICON_PATHS[name]} />
    </svg>
  );
}
