import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { localeForSite, type SiteCode } from '../../config';
import { attribute, type Attribution, type Owner, type SourceMapLike } from './attribution';
import { withBrowser } from './browser';
import { floorOf, recordScripts, staffStage, stageSize, visitThroughStages, type FileSize, type HostStages } from './stages';

export const FIRST_LOAD_VIEWPORT = { width: 412, height: 823 };

export type GzipByOwner = Record<Owner, number> & { total: number };

export interface FirstLoad {
  site: SiteCode;
  /** What loads for the top of the page, before the shopper scrolls. */
  files: string[];
  gzip: GzipByOwner;
  /** Everything loaded once the shopper has scrolled to the footer and its newsletter form shows (the footer island hydrated). */
  withFooter: { files: string[]; gzip: GzipByOwner };
  /** The stages the budgets hold (stages.ts): the first load's package share, the form's stage, the staff stage, the floor. */
  stages: HostStages;
  /** Chunks that must not reach a shopper, by kind. */
  previewChunks: string[];
  otherSiteContent: string[];
  otherLocales: string[];
}

/** What Chromium really downloads for a shopper (no cookies) on a site, split by owner through source maps, stage by stage (stages.ts). */
export async function measureFirstLoad(baseUrl: string, distDir: string, site: SiteCode, packageCss: string): Promise<FirstLoad> {
  const url = `${baseUrl}/?site=${site}`;
  const { visit, staff } = await withBrowser(async (context) => {
    const page = await context.newPage();
    // Lighthouse's mobile viewport: the page a shopper first sees on a phone.
    await page.setViewportSize(FIRST_LOAD_VIEWPORT);
    const recorder = recordScripts(page);
    await page.goto(url);
    const shopper = await visitThroughStages(page, recorder, { footerLive: (live) => live.locator('#shop-footer[data-hydrated]').waitFor() });
    await page.close();
    // The demo's preview route is the page itself (demoPage.ts): the staff cookie alone shows the panel.
    return { visit: shopper, staff: await staffStage(context, url, Object.values(recorder.scripts()).flat()) };
  });
  const files = visit.scripts.load;
  const withFooterFiles = [...visit.scripts.load, ...visit.scripts.footer, ...visit.scripts.form];
  const shopperFiles = [...withFooterFiles, ...visit.scripts.firstInteraction];
  // Each file is read, gzipped and split by owner once; the top of the page is a subset of the whole.
  const attributions = new Map([...shopperFiles, ...staff.scripts].map((file) => [file, attributeFile(join(distDir, file))]));
  const attributionsOf = (list: string[]) => list.map((file) => attributions.get(file) ?? attributeFile(join(distDir, file)));
  const sizeOf = (file: string): FileSize => {
    const attribution = attributions.get(file) ?? attributeFile(join(distDir, file));
    return { totalGzipKb: attribution.totalGzip / 1024, packageGzipKb: (attribution.gzipBytes.package + attribution.gzipBytes.packageDeps) / 1024 };
  };
  const previewChunks: string[] = [];
  const otherSiteContent: string[] = [];
  const otherLocales: string[] = [];
  const locale = localeForSite(site);
  // What must never reach a shopper is checked over everything a shopper loaded, the footer's and the form's chunks included.
  for (const file of shopperFiles) {
    const name = basename(file);
    const sources = attributions.get(file)?.sources ?? [];
    if (sources.some((source) => source.includes('features/preview/components/PreviewPanel'))) previewChunks.push(name);
    for (const source of sources) {
      // A site's content is features/footer/content/sites/<SiteCode>.json (loadFooterContent.ts).
      const siteMatch = /features\/footer\/content\/sites\/(\w+)\.json$/.exec(source);
      if (siteMatch?.[1] && siteMatch[1] !== site) otherSiteContent.push(`${name} (${siteMatch[1]})`);
      const localeMatch = /locales\/catalogues\/([\w-]+)\.json$/.exec(source);
      if (localeMatch?.[1] && localeMatch[1] !== locale) otherLocales.push(`${name} (${localeMatch[1]})`);
    }
  }
  const loadPackageKb = stageSize(files, sizeOf).packageKb;
  return {
    site,
    files: files.map((file) => basename(file)),
    gzip: sumGzip(attributionsOf(files)),
    withFooter: { files: withFooterFiles.map((file) => basename(file)), gzip: sumGzip(attributionsOf(withFooterFiles)) },
    stages: {
      host: `demo (Parcel, footer island), ${site}`,
      // The demo's first load is its main chunk's equivalent: the footer is an island, loaded near the viewport.
      mainKb: loadPackageKb,
      loadPackageKb,
      form: stageSize(visit.scripts.form, sizeOf),
      firstInteraction: stageSize(visit.scripts.firstInteraction, sizeOf),
      staff: stageSize(staff.scripts, sizeOf),
      floor: floorOf(visit, packageCss),
    },
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
