import { ICON_PATHS } from '../../../widgets/base/iconPaths';
import type { FooterContent, IconLink } from './types';

type Icon = Pick<IconLink, 'iconName' | 'iconPath'>;

/** The icon with its path from the icon table; none for an unknown name (the footer then shows nothing and warns). */
function withPath<T extends Icon>(icon: T): T {
  return Object.prototype.hasOwnProperty.call(ICON_PATHS, icon.iconName) ? { ...icon, iconPath: ICON_PATHS[icon.iconName as keyof typeof ICON_PATHS] } : icon;
}

/**
 * The content with each icon's SVG path data. It loads (with the icon table) in the chunk of
 * assembleFooterContent.ts, next to the site's files: the footer's code then holds no path data,
 * and a host's main chunk neither (docs/performance.md).
 */
export function withIconPaths(content: FooterContent): FooterContent {
  return {
    ...content,
    teaser: { groups: content.teaser.groups.map((group) => ({ ...group, heading: withPath(group.heading) })) },
    socialMedia: content.socialMedia.map(withPath),
    appReferences: content.appReferences.map(withPath),
  };
}
