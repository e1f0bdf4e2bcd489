import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { SiteCode } from '../../config';
import { localeForSite } from '../../config';
import { attribute, type Owner, type SourceMapLike } from './attribution';
import { withBrowser } from './browser';

const SITE_MODULES: Record<SiteCode, string> = { DE: 'de', AT: 'at', CH: 'ch', CH_FR: 'chFr', CZ: 'cz', HU: 'hu', SK: 'sk', TR: 'tr', PL: 'pl' };

export const FIRST_LOAD_VIEWPORT = { width: 412, height: 823 };

export type GzipByOwner = Record<Owner, number> & { total: number };

export interface FirstLoad {
  site: SiteCode;
  /** What loads for the top of the page, before the shopper scrolls. */
  files: string[];
  gzip: GzipByOwner;
  /** Everything loaded once the shopper has scrolled to the footer and its newsletter form (the footer island hydrated). */
  withFooter: { files: string[]; gzip: GzipByOwner };
  /** Chunks that must not reach a shopper, by kind. */
  previewChunks: string[];
  otherSiteContent: string[];
  otherLocales: string[];
}

/** What Chromium really downloads for a shopper (no cookies) on a site, split by owner through source maps. */
export async function measureFirstLoad(baseUrl: string, distDir: string, site: SiteCode): Promise<FirstLoad> {
  const { files, withFooterFiles } = await withBrowser(async (context) => {
    const page = await context.newPage();
    // Lighthouse's mobile viewport: the page a shopper first sees on a phone.
    await page.setViewportSize(FIRST_LOAD_VIEWPORT);
    const loaded: string[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin === new URL(baseUrl).origin && url.pathname.endsWith('.js')) loaded.push(url.pathname);
    });
    await page.goto(`${baseUrl}/?site=${site}`, { waitUntil: 'networkidle' });
    const atTop = [...loaded];
    await page.locator('#shop-footer').scrollIntoViewIfNeeded();
    await page.locator('#shop-footer[data-hydrated]').waitFor();
    await page.locator('.sp-footer__newsletter').scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    await page.locator('[data-testid="newsletter-form"]').waitFor();
    return { files: atTop, withFooterFiles: loaded };
  });
  const previewChunks: string[] = [];
  const otherSiteContent: string[] = [];
  const otherLocales: string[] = [];
  const locale = localeForSite(site);
  const gzip = sumGzip(distDir, files);
  // What must never reach a shopper is checked over everything, the footer's chunks included.
  for (const file of withFooterFiles) {
    const map = readMap(join(distDir, file));
    const name = basename(file);
    if (map.sources.some((source) => source.includes('features/preview/PreviewPanel'))) previewChunks.push(name);
    for (const source of map.sources) {
      const siteMatch = /features\/footer\/content\/(\w+)\.ts$/.exec(source);
      if (siteMatch?.[1] && Object.values(SITE_MODULES).includes(siteMatch[1]) && siteMatch[1] !== SITE_MODULES[site]) otherSiteContent.push(`${name} (${siteMatch[1]})`);
      const localeMatch = /locales\/catalogues\/([\w-]+)\//.exec(source);
      if (localeMatch?.[1] && localeMatch[1] !== locale) otherLocales.push(`${name} (${localeMatch[1]})`);
    }
  }
  return {
    site,
    files: files.map((file) => basename(file)),
    gzip,
    withFooter: { files: withFooterFiles.map((file) => basename(file)), gzip: sumGzip(distDir, withFooterFiles) },
    previewChunks,
    otherSiteContent: [...new Set(otherSiteContent)],
    otherLocales: [...new Set(otherLocales)],
  };
}

function readMap(path: string): SourceMapLike {
  const mapPath = `${path}.map`;
  return existsSync(mapPath) ? (JSON.parse(readFileSync(mapPath, 'utf8')) as SourceMapLike) : { sources: [], mappings: '' };
}

/** The files' gzip bytes, split by owner through their source maps. */
function sumGzip(distDir: string, files: string[]): GzipByOwner {
  const gzip: GzipByOwner = { peers: 0, package: 0, packageDeps: 0, demo: 0, other: 0, total: 0 };
  for (const file of files) {
    const path = join(distDir, file);
    const result = attribute(readFileSync(path, 'utf8'), readMap(path));
    for (const owner of Object.keys(result.gzipBytes) as Owner[]) gzip[owner] += result.gzipBytes[owner];
    gzip.total += result.totalGzip;
  }
  return gzip;
}
