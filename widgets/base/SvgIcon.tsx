import { classNames } from './classNames';

export type IconSize = 12 | 16 | 24;
export const ICON_SIZES: readonly IconSize[] = [12, 16, 24];

export interface SvgIconProps {
  /** The icon's SVG path data (24×24 viewBox), as widgets/base/iconPaths.ts holds it. */
  path: string;
  /** 12, 16 (default) or 24 px; any other value is rounded to the nearest of those. */
  size?: number;
  /** An accessible name. Without one the icon is decorative (hidden from assistive technology). */
  label?: string;
  className?: string;
}

function nearestSize(size: number): IconSize {
  return ICON_SIZES.reduce((best, candidate) => (Math.abs(candidate - size) < Math.abs(best - size) ? candidate : best), 16);
}

/** What an icon of an unknown name does besides rendering nothing. */
export function warnUnknownIcon(name: string): void {
  console.warn(`[shop-parts] unknown icon "${name}"; nothing is shown.`);
}

/**
 * An inline SVG icon from its path data. Apart from `Icon` (by name) so that a part whose icons
 * come with its data (the footer's, with its content) does not bring every icon's path.
 */
export function SvgIcon({ path, size = 16, label, className }: SvgIconProps) {
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
      <path d={path} />
    </svg>
  );
}
