// config/…, not the config barrel: the server entry loads this, and the barrel brings React's context.
import { jsonData } from '../../../config/jsonModules';
import { isSiteCode, type SiteCode } from '../../../config/sites';
import type { FooterContent, FooterContentData } from './types';

type ContentPart = Partial<FooterContentData>;

/** A JSON file's content. tsc types its strings as string, so the files are held to the content's schema apart (see docs/decisions/2026-11-25-one-registry-per-axis.md). */
const part = (module: Promise<unknown>): Promise<ContentPart> => module.then((loaded) => jsonData(loaded) as ContentPart);

/** What DE, AT and CH say alike (headline, popular categories, legal row): one file, one chunk. */
const german = () => part(import('./german.json'));

/**
 * Each site's content parts, merged in order (the site's own file last). One chunk per site file, so a
 * shopper downloads only its own site's content; the imports stay literal so bundlers see each
 * file. A site's file is sites/<SiteCode>.json (the package test and the bench find them by that name).
 */
const loaders: Record<SiteCode, () => Promise<ContentPart>[]> = {
  DE: () => [german(), part(import('./sites/DE.json'))],
  AT: () => [german(), part(import('./sites/AT.json'))],
  CH: () => [german(), part(import('./sites/CH.json'))],
  CH_FR: () => [part(import('./sites/CH_FR.json'))],
  CZ: () => [part(import('./sites/CZ.json'))],
  HU: () => [part(import('./sites/HU.json'))],
  SK: () => [part(import('./sites/SK.json'))],
  TR: () => [part(import('./sites/TR.json'))],
  PL: () => [part(import('./sites/PL.json'))],
};

/**
 * The footer content of a site, with the host's home URLs for the country selector. Load it before
 * rendering the footer (on the server too), so the footer's links are in the first HTML. A value
 * that is no site code (from untyped JavaScript) gets DE's content.
 */
export async function loadFooterContent(site: SiteCode, countryHomeUrls: Partial<Record<SiteCode, string>> = {}): Promise<FooterContent> {
  const code = isSiteCode(site) ? site : 'DE';
  const [{ assembleFooterContent }, parts] = await Promise.all([import('./assembleFooterContent'), Promise.all(loaders[code]())]);
  return assembleFooterContent(code, parts, countryHomeUrls);
}
