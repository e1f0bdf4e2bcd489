/**
 * What a host's production build puts in front of a shopper, measured by source map: the package's
 * bytes (its own modules, and yup and the TLD list, which it brings) in the host's main chunk, and
 * the chunks of its own a host's bundler makes at the package's `import()`s.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { attribute, type SourceMapLike } from '../../../scripts/bench/attribution';
import { floorOf, stageSize, type HostStages, type ShopperVisit } from '../../../scripts/bench/stages';

export interface ChunkReport {
  file: string;
  totalGzipKb: number;
  /** The package and its own dependencies, share of the file's gzip (the bench's method). */
  packageGzipKb: number;
  /** The same bytes gzipped on their own: the larger, stricter number. */
  packageGzipAloneKb: number;
  /** The package's modules in the chunk, as `dist/...` paths. */
  packageModules: string[];
  /** Every source the chunk's map names. */
  sources: string[];
  /** Each of the package's modules' share of the file's gzip, KB (two decimals), largest first. */
  packageModuleKb: [module: string, kb: number][];
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** The service fakes and the test kit: development and test code a shop's production build leaves out. */
const TEST_ONLY = /node_modules\/@shop\/shop-parts\/dist\/(modules\/api\/fakes\/|modules\/src\/testKit\/|testing\.mjs|fakes\.mjs)/;

export function chunkReport(file: string): ChunkReport {
  const code = readFileSync(file, 'utf8');
  const map: SourceMapLike = existsSync(`${file}.map`) ? (JSON.parse(readFileSync(`${file}.map`, 'utf8')) as SourceMapLike) : { sources: [], mappings: '' };
  // A test host may run the fakes in its production build; they are not what the package costs a shop.
  const attribution = attribute(code, { ...map, sources: map.sources.map((source) => source.replace(TEST_ONLY, 'test-only/')) });
  return {
    file,
    totalGzipKb: kb(attribution.totalGzip),
    packageGzipKb: kb(attribution.gzipBytes.package + attribution.gzipBytes.packageDeps),
    packageGzipAloneKb: kb(attribution.gzipAloneBytes.package + attribution.gzipAloneBytes.packageDeps),
    packageModules: map.sources.filter((source) => source.includes('node_modules/@shop/shop-parts/') && !TEST_ONLY.test(source)).map((source) => source.replace(/^.*node_modules\/@shop\/shop-parts\//, '')),
    sources: map.sources,
    packageModuleKb: Object.entries(attribution.packageRawBytesBySource)
      .map(([source, raw]): [string, number] => [source.replace(/^.*node_modules\/@shop\/shop-parts\//, ''), Math.round((raw / attribution.totalRaw) * attribution.totalGzip / 10.24) / 100])
      .sort((a, b) => b[1] - a[1]),
  };
}

/**
 * What must never be in a host's main chunk: the footer's components (a chunk of their own, which
 * a server-rendered page hydrates), the form, its validation and yup, the staff panel, the TLD list; the staff login renewal and the preview answers' readers (staff only); the footer
 * content's assembly, which loads with the site's files. (The readers of the customer's base data load on demand too, but the
 * test hosts' service fakes, which store and answer through them, bring them into the first load.)
 */
export const LAZY_ONLY = [
  /features\/footer\/components\//,
  /src\/components\/(ShopFooterLayout|NewsletterFormOnDemand)\./,
  /features\/newsletter\/components\/(?!loadNewsletterForm)/,
  /features\/newsletter\/logic\/(validation|newsletterSchema|emailAddress)/,
  /node_modules\/(yup|tlds)\//,
  /features\/preview\/components\/PreviewPanel/,
  /sagas\/(previewRenewal|previewRenewalSchedule)\./,
  /api\/endpoints\/previewAnswers\./,
  /features\/footer\/content\/(assembleFooterContent|contentIcons|teaserGroupLayout|countries)\./,
];

/**
 * A host visit's stages sized (scripts/bench/stages.ts): each script's URL path is its file under
 * the served folder `dist`; the floor's stylesheet is the installed package's.
 */
export function visitStages(host: string, hostDir: string, dist: string, visit: ShopperVisit & { staff: string[] }): HostStages {
  const sizeOf = (path: string) => chunkReport(join(dist, path));
  return {
    host,
    loadPackageKb: stageSize(visit.scripts.load, sizeOf).packageKb,
    form: stageSize(visit.scripts.form, sizeOf),
    firstInteraction: stageSize(visit.scripts.firstInteraction, sizeOf),
    staff: stageSize(visit.staff, sizeOf),
    floor: floorOf(visit, readFileSync(join(hostDir, 'node_modules', '@shop', 'shop-parts', 'dist', 'shop-parts.css'), 'utf8')),
  };
}
