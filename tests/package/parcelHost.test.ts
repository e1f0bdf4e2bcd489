/**
 * The packed package in a Parcel 2 host as docs/guides/parcel.md sets one up: `packageExports` in
 * the host's package.json, the service fakes in `.proxyrc.cjs`, Jest's Babel options in
 * jest.config.js (no Babel config file for Parcel to find), React 19 in StrictMode, ShopFooter
 * rendered with the page. `parcel build` is measured by source map and visited in Chromium (serve.mjs puts the same
 * fakes in front of the built files); `parcel serve`, which does not scope-hoist, gets the same
 * visit. The README's fakes sample runs under the host's Jest. Budgets: scripts/bench/budgets.ts.
 */
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { chunkReport, LAZY_ONLY, visitStages, type ChunkReport } from './support/hostChunks';
import { consoleProblems, startDevServer } from './support/devServer';
import { createHostProject, freePort, installedVersion, startServer, type HostProject } from './support/hostProject';
import { importsParcelDevBuildLoses } from './support/parcelDevImports';
import { catalogue } from './support/visitHost';
import { FORM_STAGE_BUDGET_KB, MAIN_CHUNK_BUDGET_KB, STAFF_STAGE_BUDGET_KB } from '../../scripts/bench/budgets';
import { recordScripts, reportStages, staffStage, visitThroughStages, type HostStages, type ShopperVisit } from '../../scripts/bench/stages';
import { launchChromium } from '../../scripts/chromium';
import { fillSiteRequiredFields } from '../../scripts/fillSignUpForm';

jest.setTimeout(300_000);

const SITE = 'DE';
const HOST = `Parcel 2 (${SITE})`;

interface ParcelVisit {
  /** Console errors and warnings of every page (the staff visit's too), uncaught errors, failed responses. */
  problems: string[];
  footerLabel: string | null;
  footerText: string;
  thankYou: string;
  stages: ShopperVisit & { staff: string[] };
}

/**
 * A shopper's visit stage by stage (load, the footer, the form's stage, the first interaction), a
 * sign-up to its thank-you, then a staff member's visit to the preview route until the staff panel
 * shows (scripts/bench/stages.ts). React's development warnings count as problems (Redux Toolkit's machine-speed warning does not: tests/support/machineSpeedWarning.ts).
 */
async function visit(url: string): Promise<ParcelVisit> {
  const chromium = await launchChromium('parcel-host');
  try {
    const problems = consoleProblems(chromium.context);
    chromium.context.on('response', (response) => {
      if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
    });
    const page = await chromium.context.newPage();
    const recorder = recordScripts(page);
    await page.goto(url);
    const shopper = await visitThroughStages(page, recorder);
    const footer = page.locator('footer.sp-footer');
    const form = page.getByTestId('newsletter-form');
    await fillSiteRequiredFields(form, SITE);
    await form.locator('button[type="submit"]').click();
    const success = form.getByTestId('newsletter-success');
    await success.waitFor();
    const seen = { footerLabel: await footer.getAttribute('aria-label'), footerText: (await footer.textContent()) ?? '', thankYou: (await success.textContent()) ?? '' };
    const staff = await staffStage(chromium.context, `${url}preview`, Object.values(recorder.scripts()).flat());
    return { problems, ...seen, stages: { ...shopper, staff: staff.scripts } };
  } finally {
    await chromium.close();
  }
}

/** The files of a stage by name, hash left out: `NewsletterForm.js`. */
const chunkNames = (files: readonly string[]) => files.map((file) => basename(file).replace(/\.[0-9a-f]{8}\.js$/, '.js'));

describe('Parcel 2 host, React 19 in StrictMode, parts at store setup, ShopFooter with the page', () => {
  let host: HostProject;
  let packageJsonAsWritten = '';
  let firstLoad: ChunkReport[] = [];
  let production: ParcelVisit;
  let stages: HostStages;

  beforeAll(async () => {
    host = await createHostProject({
      template: 'parcel',
      files: {
        'src/App.tsx': readFileSync(join(__dirname, 'hosts/vite/src/App.tsx'), 'utf8'),
        'src/store.ts': readFileSync(join(__dirname, 'hosts/vite/src/store.setup.ts'), 'utf8'),
        // The README's sample of the fakes in Node, for the host's Jest.
        'fakesInTests.test.ts': readFileSync(join(__dirname, '../../examples/fakesInTests.test.ts'), 'utf8'),
      },
      // docs/guides/parcel.md: the package's `exports` and `imports` are opt-in for Parcel 2.
      packageJson: { '@parcel/resolver-default': { packageExports: true } },
      dependencies: ['react', 'react-dom', '@reduxjs/toolkit', 'react-redux', 'redux-saga', 'react-intl'].map(installedVersion),
      devDependencies: [
        ...['parcel', 'msw', 'jest', 'babel-jest', 'jest-environment-jsdom', 'jest-fixed-jsdom'].map(installedVersion),
        '@babel/core@7', '@babel/preset-env@7', '@babel/preset-react@7', '@babel/preset-typescript@7', 'babel-plugin-transform-import-meta@2',
      ],
    });
    packageJsonAsWritten = readFileSync(join(host.dir, 'package.json'), 'utf8');
    // NODE_ENV as in the host's own shell: Jest sets it to `test`, and Parcel takes a NODE_ENV it
    // finds over its mode, so the production build would be React's development build.
    await host.bin('parcel', ['build', 'index.html'], { ...process.env, NODE_ENV: 'production' });
    // The page's own scripts: what loads before any import().
    const html = readFileSync(join(host.dir, 'dist', 'index.html'), 'utf8');
    firstLoad = [...html.matchAll(/<script\b[^>]*\bsrc="?\/([^"\s>]+\.js)/g)].map((match) => chunkReport(join(host.dir, 'dist', match[1] ?? '')));
  }, 600_000);

  afterAll(() => host?.remove());

  it(`puts at most ${MAIN_CHUNK_BUDGET_KB} KB gzip of the package into the first load, and none of the form, its validation or the staff panel`, () => {
    expect(firstLoad.length).toBeGreaterThan(0);
    // A production build: React's and the other libraries' production files, not their development ones.
    expect(firstLoad.flatMap((chunk) => chunk.sources).filter((source) => /\.development\.js$/.test(source))).toEqual([]);
    expect(firstLoad.flatMap((chunk) => chunk.sources).filter((source) => LAZY_ONLY.some((pattern) => pattern.test(source)))).toEqual([]);
    const packageKb = Math.round(firstLoad.reduce((sum, chunk) => sum + chunk.packageGzipKb, 0) * 10) / 10;
    const aloneKb = firstLoad.reduce((sum, chunk) => sum + chunk.packageGzipAloneKb, 0);
    console.log(`Parcel host: first load ${firstLoad.map((chunk) => chunk.totalGzipKb).join(' + ')} KB gzip, of it the package ${packageKb} KB (share), ${aloneKb.toFixed(1)} KB (alone)`);
    reportStages({ host: HOST, mainKb: packageKb });
    expect(packageKb).toBeLessThanOrEqual(MAIN_CHUNK_BUDGET_KB);
  });

  it('serves the production build: the footer, a sign-up to its thank-you, the staff panel on the preview route, and a clean console', async () => {
    const port = await freePort();
    const server = await startServer('node', ['serve.mjs', String(port)], host.dir, `http://127.0.0.1:${port}/`);
    try {
      production = await visit(server.url);
    } finally {
      server.stop();
    }
    stages = visitStages(HOST, host.dir, join(host.dir, 'dist'), production.stages);
    reportStages(stages);
    const { scripts } = production.stages;
    console.log(`Parcel host's chunks by stage: ${JSON.stringify({ load: chunkNames(scripts.load), footer: chunkNames(scripts.footer), form: chunkNames(scripts.form), firstInteraction: chunkNames(scripts.firstInteraction), staff: chunkNames(production.stages.staff) })}`);
    expect(production.problems).toEqual([]);
    expect(production.footerLabel).toBe(catalogue(SITE, 'footer')['footer.label']);
    expect(production.footerText).toContain(catalogue(SITE, 'footer')['footer.social.heading']);
    expect(production.thankYou).toContain(catalogue(SITE, 'newsletter')['newsletter.success.title']);
  });

  it(`loads at most ${FORM_STAGE_BUDGET_KB} KB gzip of script for the newsletter form, from nearing the viewport until the network is quiet after it shows`, () => {
    expect(stages.form?.files.length).toBeGreaterThan(0);
    expect(stages.form?.totalKb).toBeLessThanOrEqual(FORM_STAGE_BUDGET_KB);
  });

  it(`loads at most ${STAFF_STAGE_BUDGET_KB} KB gzip of script for the staff panel that a shopper's visit did not`, () => {
    expect(stages.staff?.files.length).toBeGreaterThan(0);
    expect(stages.staff?.totalKb).toBeLessThanOrEqual(STAFF_STAGE_BUDGET_KB);
  });

  it('runs under `parcel serve` (no scope hoisting): the same visit, with React\'s development warnings in the console check', async () => {
    const port = await freePort();
    // Its own output folder: dist/ holds the production build.
    const server = await startDevServer(join(host.dir, 'node_modules/.bin/parcel'), ['serve', 'index.html', '--port', String(port), '--dist-dir', 'dist-dev'], {
      cwd: host.dir,
      url: `http://127.0.0.1:${port}/`,
      env: { ...process.env, NODE_ENV: 'development' },
    });
    let development: ParcelVisit;
    try {
      development = await visit(server.url);
    } finally {
      await server.stop();
    }
    expect(development.problems).toEqual([]);
    expect(development.footerLabel).toBe(catalogue(SITE, 'footer')['footer.label']);
    expect(development.thankYou).toContain(catalogue(SITE, 'newsletter')['newsletter.success.title']);
  });

  it('ships no import that Parcel\'s development build would leave undefined (support/parcelDevImports.ts)', () => {
    expect(importsParcelDevBuildLoses(join(host.dir, 'node_modules/@shop/shop-parts/dist/modules'))).toEqual([]);
  });

  it('runs the README\'s fakes sample under the host\'s Jest, with Babel\'s options in jest.config.js', async () => {
    // A failing run rejects with Jest's output.
    const report = JSON.parse(await host.bin('jest', ['--ci', '--json', 'fakesInTests.test.ts'])) as { numPassedTests: number; numFailedTests: number };
    expect(report).toMatchObject({ numPassedTests: 1, numFailedTests: 0 });
  });

  it('leaves the host\'s package.json as the host wrote it: Parcel installed nothing on its own (no `process` polyfill, no Babel)', () => {
    expect(readFileSync(join(host.dir, 'package.json'), 'utf8')).toBe(packageJsonAsWritten);
  });
});
