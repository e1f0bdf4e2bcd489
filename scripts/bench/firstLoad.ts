import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { localeForSite, type SiteCode } from '../../config';
import { attribute, type Attribution, type Owner, type SourceMapLike } from './attribution';
import { reachFooterIsland, withBrowser } from './browser';

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
    await reachFooterIsland(page);
    await page.locator('.sp-footer__newsletter').scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    await page.locator('[data-testid="newsletter-form"]').waitFor();
    return { files: atTop, withFooterFiles: loaded };
  });
  // Each file is read, gzipped and split by owner once; the top of the page is a subset of the whole.
  const attributions = new Map(withFooterFiles.map((file) => [file, attributeFile(join(distDir, file))]));
  const attributionsOf = (list: string[]) => list.map((file) => attributions.get(file) ?? attributeFile(join(distDir, file)));
  const previewChunks: string[] = [];
  const otherSiteContent: string[] = [];
  const otherLocales: string[] = [];
  const locale = localeForSite(site);
  // What must never reach a shopper is checked over everything, the footer's chunks included.
  for (const [file, { sources }] of attributions) {
    const name = basename(file);
    if (sources.some((source) => source.includes('features/preview/components/PreviewPanel'))) previewChunks.push(name);
    for (const source of sources) {
      // A site's content is features/footer/content/sites/<SiteCode>.json (loadFooterContent.ts).
      const siteMatch = /features\/footer\/content\/sites\/(\w+)\.json$/.exec(source);
      if (siteMatch?.[1] && siteMatch[1] !== site) otherSiteContent.push(`${name} (${siteMatch[1]})`);
      const localeMatch = /locales\/catalogues\/([\w-]+)\.json$/.exec(source);
      if (localeMatch?.[1] && localeMatch[1] !== locale) otherLocales.push(`${name} (${localeMatch[1]})`);
    }
  }
  return {
    site,
    files: files.map((file) => basename(file)),
    gzip: sumGzip(attributionsOf(files)),
    withFooter: { files: withFooterFiles.map((file) => basename(file)), gzip: sumGzip(attributionsOf(withFooterFiles)) },
    previewChunks,
    otherSiteContent: [...new Set(otherSiteContent)],
    otherLocales: [...new Set(otherLocales)],
  };
}

/** A built file split by owner through its source map (a file without a map counts as 'other'). */
function attributeFile(path: string): Attribution {
  const mapPath = `${path}.map`;
  const map: SourceMapLike = existsSync(mapPath) ? (JSON.parse(readFileSync(mapPath, 'utf8')) as SourceMapLike) : { sources: [], mappings: '' };
  return attribute(readFileSync(path, 'utf8'), map);
}

/** The files' gzip bytes, split by owner. */
function sumGzip(results: Attribution[]): GzipByOwner {
  const gzip: GzipByOwner = { peers: 0, package: 0, packageDeps: 0, demo: 0, other: 0, total: 0 };
  for (const result of results) {
    for (const owner of Object.keys(result.gzipBytes) as Owner[]) gzip[owner] += result.gzipBytes[owner];
    gzip.total += result.totalGzip;
  }
  return gzip;
}
