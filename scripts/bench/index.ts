/**
 * `npm run bench`: builds the demo for production, serves it with the service fakes and measures
 * what a shopper pays for the parts. Prints a table, writes bench-results/latest.json, and exits
 * non-zero when a budget is missed. Options: --sites DE,PL (fewer sites), --skip-lighthouse,
 * --lighthouse-runs N (the median of N runs per site, default 3).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SITE_CODES, type SiteCode } from '../../src/index';
import { startDemoServer } from '../fakeServer';
import { measureFirstLoad, type FirstLoad } from './firstLoad';
import { measureIdleCost } from './idle';
import { measureInteractions, type InteractionLatency } from './interactions';
import { runLighthouseMedian, type LighthouseScores } from './lighthouse';
import { measureServerRendering } from './ssr';

const root = join(__dirname, '../..');
const distDir = join(root, '.bench-dist');

export const BUDGETS = {
  packageFirstLoadGzipKb: 30,
  lighthousePerformance: 95,
  lighthouseOther: 100,
  cls: 0,
  tbtMs: 50,
  interactionMs: 50,
} as const;

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

async function main(): Promise<void> {
  const sites = (argument('--sites')?.split(',') ?? SITE_CODES) as SiteCode[];
  const skipLighthouse = process.argv.includes('--skip-lighthouse');
  const lighthouseRuns = Number(argument('--lighthouse-runs') ?? 3);
  console.log('Building the demo for production …');
  // From scratch: no stale chunks in the folder, and no incremental build (Parcel's cache can fail
  // with "bundleInfoMap[bundleId] is not iterable" after the bundle graph changed).
  const cacheDir = join(root, '.parcel-cache-bench');
  for (const folder of [distDir, cacheDir]) rmSync(folder, { recursive: true, force: true });
  execFileSync('npx', ['parcel', 'build', 'src/demo/*.html', '--dist-dir', distDir, '--cache-dir', cacheDir, '--public-url', '/'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const server = await startDemoServer(distDir, 0);
  const failures: string[] = [];
  const check = (ok: boolean, message: string) => {
    if (!ok) failures.push(message);
  };
  try {
    const firstLoads: FirstLoad[] = [];
    const lighthouse: Partial<Record<SiteCode, LighthouseScores>> = {};
    for (const site of sites) {
      console.log(`Measuring ${site} …`);
      const load = await measureFirstLoad(server.url, distDir, site);
      firstLoads.push(load);
      // The budget is the first load (the top of the page); the table also shows what scrolling through the footer adds.
      const packageKb = kb(load.gzip.package + load.gzip.packageDeps);
      check(packageKb <= BUDGETS.packageFirstLoadGzipKb, `${site}: the package's first-load JS is ${packageKb} KB gzip`);
      check(load.previewChunks.length === 0, `${site}: a shopper loads preview code (${load.previewChunks.join(', ')})`);
      check(load.otherSiteContent.length === 0, `${site}: a shopper loads another site's content (${load.otherSiteContent.join(', ')})`);
      check(load.otherLocales.length === 0, `${site}: a shopper loads another language's messages (${load.otherLocales.join(', ')})`);
      if (!skipLighthouse) {
        const scores = await runLighthouseMedian(`${server.url}/?site=${site}`, lighthouseRuns);
        lighthouse[site] = scores;
        check(scores.performance >= BUDGETS.lighthousePerformance, `${site}: Lighthouse performance ${scores.performance}`);
        for (const [name, value] of [['accessibility', scores.accessibility], ['best practices', scores.bestPractices], ['SEO', scores.seo]] as const) {
          check(value >= BUDGETS.lighthouseOther, `${site}: Lighthouse ${name} ${value}`);
        }
        check(scores.cls <= BUDGETS.cls, `${site}: CLS ${scores.cls}`);
        check(scores.tbtMs <= BUDGETS.tbtMs, `${site}: total blocking time ${scores.tbtMs} ms`);
      }
    }
    console.log('Measuring interactions, server rendering and idle cost …');
    const interactions: InteractionLatency = await measureInteractions(server.url, sites[0] ?? 'DE');
    for (const [name, value] of Object.entries(interactions)) check(value < BUDGETS.interactionMs, `interaction ${name}: ${value} ms`);
    const ssr = await measureServerRendering();
    const idle = await measureIdleCost(server.url);
    check(idle.hidden.timersFired === 0 && idle.hidden.requests === 0, `hidden tab: ${idle.hidden.timersFired} timers fired, ${idle.hidden.requests} requests`);
    check(idle.visibleIdle.requests === 0, `visible idle tab with a fresh token: ${idle.visibleIdle.requests} requests`);
    let rerenderIsolated = true;
    try {
      execFileSync('npx', ['jest', '--selectProjects', 'unit', '--', 'tests/unit/footer/rerender.test.tsx'], { cwd: root, stdio: 'ignore' });
    } catch {
      rerenderIsolated = false;
    }
    check(rerenderIsolated, 'typing into the e-mail field re-renders more than the form (tests/unit/footer/rerender.test.tsx)');

    const table = firstLoads.map((load) => ({
      site: load.site,
      'JS total KB gz': kb(load.gzip.total),
      'peers KB gz': kb(load.gzip.peers),
      'package KB gz': kb(load.gzip.package),
      'yup KB gz': kb(load.gzip.packageDeps),
      'demo+other KB gz': kb(load.gzip.demo + load.gzip.other),
      chunks: load.files.length,
      'with footer: JS KB gz': kb(load.withFooter.gzip.total),
      'with footer: package KB gz': kb(load.withFooter.gzip.package),
      'with footer: yup KB gz': kb(load.withFooter.gzip.packageDeps),
      'LH perf': lighthouse[load.site]?.performance ?? '-',
      'LH a11y': lighthouse[load.site]?.accessibility ?? '-',
      'LH BP': lighthouse[load.site]?.bestPractices ?? '-',
      'LH SEO': lighthouse[load.site]?.seo ?? '-',
      CLS: lighthouse[load.site] ? Math.round((lighthouse[load.site]?.cls ?? 0) * 1000) / 1000 : '-',
      'TBT ms': lighthouse[load.site] ? Math.round(lighthouse[load.site]?.tbtMs ?? 0) : '-',
      'SSR ms': Math.round((ssr.find((timing) => timing.site === load.site)?.msPerRender ?? Number.NaN) * 100) / 100,
    }));
    console.table(table);
    console.table([{ 'accordion ms': interactions.accordionMs, 'e-mail focus ms': interactions.emailFocusMs, 'typing ms': interactions.typingMs, 'country selector ms': interactions.countrySelectorMs }]);
    console.table([
      { tab: 'hidden, 10 min', 'timers fired': idle.hidden.timersFired, requests: idle.hidden.requests },
      { tab: 'visible idle, fresh token, 10 min', 'timers fired': idle.visibleIdle.timersFired, requests: idle.visibleIdle.requests },
    ]);
    console.log(`Typing re-renders the form only: ${rerenderIsolated ? 'yes' : 'NO'}`);
    const results = { date: new Date().toISOString(), budgets: BUDGETS, firstLoads, lighthouse, interactions, ssr, idle, rerenderIsolated, failures };
    mkdirSync(join(root, 'bench-results'), { recursive: true });
    writeFileSync(join(root, 'bench-results/latest.json'), `${JSON.stringify(results, null, 2)}\n`);
    console.log(failures.length === 0 ? 'All budgets hold.' : `Budgets missed:\n- ${failures.join('\n- ')}`);
    process.exitCode = failures.length === 0 ? 0 : 1;
  } finally {
    await server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
