// config/sites, not the config barrel: the server entry loads this, and the barrel brings React's context.
import type { SiteCode } from '../../../config/sites';
import { withIconPaths } from './contentIcons';
import { countryOptions } from './countries';
import { TEASER_GROUP_LAYOUT } from './teaserGroupLayout';
import type { FooterContent, FooterContentData } from './types';

/**
 * A site's footer content from its parts (the JSON files loadFooterContent loads, merged in order):
 * each teaser group's layout, the country selector from config/sites.ts and the icons' paths. It
 * loads in a chunk of its own beside the site's files, so a host's main chunk holds none of it
 * (docs/performance.md, "What loads when").
 */
export function assembleFooterContent(site: SiteCode, parts: readonly Partial<FooterContentData>[], countryHomeUrls: Partial<Record<SiteCode, string>> = {}): FooterContent {
  const { teaser, ...data } = Object.assign({}, ...parts) as FooterContentData;
  const groups = teaser.groups.map(({ heading, ...group }) => {
    const { iconName, hideGroupInCheckout } = TEASER_GROUP_LAYOUT[group.id];
    return { ...group, heading: { iconName, link: heading }, hideGroupInCheckout };
  });
  return withIconPaths({ site, ...data, teaser: { groups }, viewChanger: countryOptions(site, countryHomeUrls) });
}
