import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { SiteCode } from '../../config';
import { localeForSite } from '../../config';
import { attribute, type Owner, type SourceMapLike } from './attribution';
import { withBrowser } from './browser';

const SITE_MODULES: Record<SiteCode, string> = { DE: 'de', AT: 'at', CH: 'ch', CH_FR: 'chFr', CZ: 'cz', HU: 'hu', SK: 'sk', TR: 'tr', PL: 'pl' };

export const FIRST_LOAD_VIEWPORT = { width: 412, height: 823 };

export interface FirstLoad {
  site: SiteCode;
  files: string[];
  gzip: Record<Owner, number> & { total: number };
  /** Chunks that must not reach a shopper, by kind. */
  previewChunks: string[];
  otherSiteContent: string[];
  otherLocales: string[];
}

/** What Chromium really downloads for a shopper (no cookies) on a site, split by owner through source maps. */
export async function measureFirstLoad(baseUrl: string, distDir: string, site: SiteCode): Promise<FirstLoad> {
  const files = await withBrowser(async (context) => {
    const page = await context.newPage();
    // Lighthouse's mobile viewport: the page a shopper first sees on a phone.
    await page.setViewportSize(FIRST_LOAD_VIEWPORT);
    const loaded: string[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin === new URL(baseUrl).origin && url.pathname.endsWith('.js')) loaded.push(url.pathname);
    });
    await page.goto(`${baseUrl}/?site=${site}`, { waitUntil: 'networkidle' });
    return loaded;
  });
  const gzip = { peers: 0, package: 0, packageDeps: 0, demo: 0, other: 0, total: 0 };
  const previewChunks: string[] = [];
  const otherSiteContent: string[] = [];
  const otherLocales: string[] = [];
  const locale = localeForSite(site);
  for (const file of files) {
    const path = join(distDir, file);
    const code = readFileSync(path, 'utf8');
    const mapPath = `${path}.map`;
    const map: SourceMapLike = existsSync(mapPath) ? (JSON.parse(readFileSync(mapPath, 'utf8')) as SourceMapLike) : { sources: [], mappings: '' };
    const result = attribute(code, map);
    for (const owner of Object.keys(result.gzipBytes) as Owner[]) gzip[owner] += result.gzipBytes[owner];
    gzip.total += result.totalGzip;
    const name = basename(file);
    if (map.sources.some((source) => source.includes('features/preview/PreviewPanel'))) previewChunks.push(name);
    for (const source of map.sources) {
      const siteMatch = /features\/footer\/content\/(\w+)\.ts$/.exec(source);
      if (siteMatch?.[1] && Object.values(SITE_MODULES).includes(siteMatch[1]) && siteMatch[1] !== SITE_MODULES[site]) otherSiteContent.push(`${name} (${siteMatch[1]})`);
      const localeMatch = /locales\/catalogues\/([\w-]+)\//.exec(source);
      if (localeMatch?.[1] && localeMatch[1] !== locale) otherLocales.push(`${name} (${localeMatch[1]})`);
    }
  }
  return { site, files: files.map((file) => basename(file)), gzip, previewChunks, otherSiteContent: [...new Set(otherSiteContent)], otherLocales: [...new Set(otherLocales)] };
}
