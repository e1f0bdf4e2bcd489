import type { SiteCode } from '../../../config';
import type { FooterContent } from './types';

/** One chunk per site: a shopper downloads only the content of its own site. */
const loaders: Record<SiteCode, () => Promise<{ default: FooterContent }>> = {
  DE: () => import('./de'),
  AT: () => import('./at'),
  CH: () => import('./ch'),
  CH_FR: () => import('./chFr'),
  CZ: () => import('./cz'),
  HU: () => import('./hu'),
  SK: () => import('./sk'),
  TR: () => import('./tr'),
  PL: () => import('./pl'),
};

/**
 * The footer content of a site, with the host's home URLs for the country selector. Load it before
 * rendering the footer (on the server too), so the footer's links are in the first HTML.
 */
export async function loadFooterContent(site: SiteCode, countryHomeUrls: Partial<Record<SiteCode, string>> = {}): Promise<FooterContent> {
  const loader = loaders[site] ?? loaders.DE;
  const content = (await loader()).default;
  return {
    ...content,
    viewChanger: content.viewChanger.map((option) => ({ ...option, href: countryHomeUrls[option.code] ?? option.href })),
  };
}
