/**
 * The packed package in the Vite hosts a host engineer would write from the README: React 18.3
 * with Redux Toolkit's lazy-loading shape (combineSlices, dynamic middleware, the parts injected at
 * run time) and, in `npm run bench` (SHOP_PARTS_FULL_MATRIX=1), React 19 with the parts added at
 * store setup. Each is type-checked strictly, built, server-rendered into its index.html, served by
 * `vite preview` and hydrated in Chromium, where the services are the package's fakes in msw's
 * service worker. The visit is measured stage by stage (the form's stage, the staff stage:
 * scripts/bench/stages.ts) against scripts/bench/budgets.ts. The React 18.3 host also runs once
 * under its dev server (`vite`). The hosts are installed and built at once.
 *
 * `npm test` covers the React × bundler × store-shape matrix pairwise, not as a product: React 19
 * with the parts at store setup is the Parcel host (production and `parcel serve`), the
 * redux-persist host (Vite) and the strict-CSP host (Vite, streamed); React 18.3 is this host
 * (run-time injection) and the webpack host (store setup).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chunkReport, LAZY_ONLY, visitStages } from './support/hostChunks';
import { FORM_STAGE_BUDGET_KB, MAIN_CHUNK_BUDGET_KB, STAFF_STAGE_BUDGET_KB } from '../../scripts/bench/budgets';
import { reportStages, type HostStages } from '../../scripts/bench/stages';
import { launchChromium } from '../../scripts/chromium';
import type { SiteCode } from '../../config';
import { createHostProject, freePort, FULL_MATRIX, installedVersion, run, startServer, type HostProject } from './support/hostProject';
import { catalogue, footerLinksMissingFrom, visitAndSignUp, type VisitResult } from './support/visitHost';
import { consoleProblems, signUpOnDevServer, startDevServer, type DevServer } from './support/devServer';

jest.setTimeout(300_000);

/**
 * What a host's production build and server run with. Jest sets NODE_ENV=test, and Vite keeps a
 * NODE_ENV that is set: `vite build` then shipped React's development build (and the server
 * rendered with it), where a host's shell builds for production.
 */
const production = { ...process.env, NODE_ENV: 'production' };

/** What the run-time host's store puts on the page (hosts/vite/src/store.runtime.ts). */
type TimeTravelPage = Window & { __timeTravel?: { count(): number; jump(index: number): void } };

interface ViteHost {
  name: string;
  site: SiteCode;
  react: string;
  store: 'runtime' | 'setup';
  /**
   * Also run under `vite`, the dev server. Once per file is enough: React 18.3's development build
   * warns about the most (it adds a warning for each API React 19 removes), and its host injects the
   * parts into a running store.
   */
  devServer?: true;
  /** Built and visited only in `npm run bench` (FULL_MATRIX): the pairwise matrix of `npm test` holds it elsewhere. */
  benchOnly?: true;
}

const everyHost: ViteHost[] = [
  { name: 'React 18.3 + Vite, parts injected at run time', site: 'PL', react: '18.3.1', store: 'runtime', devServer: true },
  { name: 'React 19 + Vite, parts added at store setup', site: 'TR', react: installedVersion('react').split('@')[1] ?? '', store: 'setup', benchOnly: true },
];
const hosts = everyHost.filter((host) => FULL_MATRIX || !host.benchOnly);

interface PreparedHost {
  host: HostProject;
  typeErrors: string;
}

/** A host installed, type-checked, built for production and server-rendered into its index.html. */
async function prepare({ site, react, store }: ViteHost): Promise<PreparedHost> {
  const types = react.startsWith('18') ? ['@types/react@18.3', '@types/react-dom@18.3'] : [installedVersion('@types/react'), installedVersion('@types/react-dom')];
  const host = await createHostProject({
      template: 'vite',
      omit: ['src/store.runtime.ts', 'src/store.setup.ts'],
      files: {
        'src/store.ts': readFileSync(`${__dirname}/hosts/vite/src/store.${store}.ts`, 'utf8'),
        'src/fakeServices.ts': readFileSync(`${__dirname}/../../examples/fakesInBrowser.ts`, 'utf8'),
        'src/site.ts': `import type { SiteCode } from '@shop/shop-parts';\n\nexport const site: SiteCode = '${site}';\n`,
      },
      packageJson: { type: 'module' },
      dependencies: [`react@${react}`, `react-dom@${react}`, ...['@reduxjs/toolkit', 'react-redux', 'redux-saga', 'react-intl', 'msw'].map(installedVersion)],
      devDependencies: ['vite@8', installedVersion('typescript'), ...types],
  });
  try {
    await host.bin('msw', ['init', 'public', '--no-save']);
    // tsc (one core, writes nothing) beside the builds.
    const typeCheck = host.bin('tsc', ['-p', 'tsconfig.json']).then(() => '', (error: Error) => error.message);
    await host.bin('vite', ['build', '--sourcemap'], production);
    await host.bin('vite', ['build', '--ssr', 'src/entry-server.tsx', '--outDir', 'dist-server'], production);
    await run('node', ['prerender.mjs'], host.dir, production);
    return { host, typeErrors: await typeCheck };
  } catch (error) {
    host.remove();
    throw error;
  }
}

/**
 * The hosts prepared at once, from the file's start: an npm install waits mostly on the disk and
 * the registry, so one host's install overlaps the other's builds and the first host's visits.
 */
const prepared = new Map<string, Promise<PreparedHost>>();

beforeAll(() => {
  for (const spec of hosts) {
    const preparing = prepare(spec);
    // Each host's own beforeAll reports its failure; this copy only keeps Node from calling it unhandled.
    preparing.catch(() => undefined);
    prepared.set(spec.name, preparing);
  }
});

afterAll(async () => {
  for (const result of await Promise.allSettled(prepared.values())) {
    if (result.status === 'fulfilled') result.value.host.remove();
  }
});

describe.each(hosts)('$name', ({ name, site, store, devServer }) => {
  const hostName = `${name} (${site})`;
  let host: HostProject;
  let stages: HostStages | undefined;
  let typeErrors = '';
  let serverHtml = '';
  let visit: VisitResult;
  let renewalStatus = '';
  let dev: DevServer | undefined;

  beforeAll(async () => {
    const preparing = prepared.get(name);
    if (!preparing) throw new Error(`${name} was not prepared`);
    ({ host, typeErrors } = await preparing);
  });

  afterAll(async () => {
    await dev?.stop();
  });

  it('type-checks strictly with the package\'s declarations', () => {
    expect(typeErrors).toBe('');
  });

  it('server-renders, hydrates, runs the sagas and completes a sign-up in the site\'s language, with no console error', async () => {
    const port = await freePort();
    const server = await startServer(`${host.dir}/node_modules/.bin/vite`, ['preview', '--port', String(port), '--strictPort', '--host', '127.0.0.1'], host.dir, `http://127.0.0.1:${port}/`);
    try {
      serverHtml = await (await fetch(server.url)).text();
      visit = await visitAndSignUp(server.url, site, {
        beforeFooter: async (page) => {
          const status = page.getByTestId('renewal-status');
          await page.waitForFunction(() => document.querySelector('[data-testid="renewal-status"]')?.textContent !== 'idle');
          renewalStatus = (await status.textContent()) ?? '';
        },
        stages: { previewUrl: `${server.url}preview` },
      });
    } finally {
      server.stop();
    }
    if (visit.stages) {
      stages = visitStages(hostName, host.dir, join(host.dir, 'dist'), visit.stages);
      reportStages(stages);
    }
    const footerTexts = catalogue(site, 'footer');
    expect(visit.problems).toEqual([]);
    expect(visit.footerLabel).toBe(footerTexts['footer.label']);
    expect(visit.footerText).toContain(footerTexts['footer.social.heading']);
    expect(visit.thankYou).toContain(catalogue(site, 'newsletter')['newsletter.success.title']);
    // The saga saw no login token: it waits for one instead of renewing.
    expect(renewalStatus).toBe('waitingForToken');
  });

  it(`keeps the form, its validation with yup, the TLD list and the staff panel out of the first load, with at most ${MAIN_CHUNK_BUDGET_KB} KB gzip of the package in it`, () => {
    // The entry chunk and the chunks it preloads: what the page loads before any import().
    const html = readFileSync(join(host.dir, 'dist', 'index.html'), 'utf8');
    const firstLoad = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) => chunkReport(join(host.dir, 'dist', match[1] ?? '')));
    expect(firstLoad.length).toBeGreaterThan(0);
    const sources = firstLoad.flatMap((chunk) => chunk.sources);
    expect(sources.filter((source) => LAZY_ONLY.some((pattern) => pattern.test(source)))).toEqual([]);
    // A production build: React's production build, not its development one.
    expect(sources.filter((source) => /\/react-dom\/.*\.development\.js$/.test(source))).toEqual([]);
    const packageKb = firstLoad.reduce((sum, chunk) => sum + chunk.packageGzipKb, 0);
    const aloneKb = firstLoad.reduce((sum, chunk) => sum + chunk.packageGzipAloneKb, 0);
    // This host renders the footer with the page (server-rendered and hydrated), so its code is in.
    console.log(`Vite host (${store}): first-load chunks ${firstLoad.map((chunk) => chunk.totalGzipKb).join(' + ')} KB gzip, of it the package ${packageKb.toFixed(1)} KB (share), ${aloneKb.toFixed(1)} KB (alone)`);
    const modules = firstLoad.flatMap((chunk) => chunk.packageModuleKb).sort((a, b) => b[1] - a[1]);
    console.log(`the package's modules in it, KB of its gzip:\n${modules.map(([module, kb]) => `${kb.toFixed(2)}  ${module}`).join('\n')}`);
    reportStages({ host: hostName, mainKb: Math.round(packageKb * 10) / 10 });
    expect(packageKb).toBeLessThanOrEqual(MAIN_CHUNK_BUDGET_KB);
  });

  it(`loads at most ${FORM_STAGE_BUDGET_KB} KB gzip of script for the newsletter form, from nearing the viewport until the network is quiet after it shows`, () => {
    expect(stages?.form?.files.length).toBeGreaterThan(0);
    expect(stages?.form?.totalKb).toBeLessThanOrEqual(FORM_STAGE_BUDGET_KB);
  });

  it(`loads at most ${STAFF_STAGE_BUDGET_KB} KB gzip of script for the staff panel that a shopper's visit did not`, () => {
    expect(stages?.staff?.files.length).toBeGreaterThan(0);
    expect(stages?.staff?.totalKb).toBeLessThanOrEqual(STAFF_STAGE_BUDGET_KB);
  });

  if (store === 'runtime') {
    it('takes a time-travel jump to every recorded state of a visit and back, in Chromium: no error, no service call, the host\'s page stays', async () => {
      const port = await freePort();
      const server = await startServer(`${host.dir}/node_modules/.bin/vite`, ['preview', '--port', String(port), '--strictPort', '--host', '127.0.0.1'], host.dir, `http://127.0.0.1:${port}/`);
      const chromium = await launchChromium('vite-time-travel');
      try {
        const page = await chromium.context.newPage();
        const problems = consoleProblems(page);
        await page.goto(server.url, { waitUntil: 'networkidle' });
        // The visit: the host's own click, the parts injected and their sagas running, the footer with its form.
        await page.getByRole('button', { name: /Clicked 0 times/ }).click();
        await page.locator('footer.sp-footer').scrollIntoViewIfNeeded();
        await page.getByTestId('newsletter-form').waitFor();
        await page.waitForLoadState('networkidle');
        const recorded = await page.evaluate(() => (window as TimeTravelPage).__timeTravel?.count() ?? 0);
        expect(recorded).toBeGreaterThan(5);

        // The footer's images are not calls: the footer leaves at a jump to before the injection and
        // shows them again at the jump back (docs/decisions/2026-11-29-one-state-read-one-way.md).
        const requests: string[] = [];
        page.on('request', (request) => {
          const { pathname } = new URL(request.url());
          if (pathname.startsWith('/service/') && !pathname.startsWith('/service/footer-images/')) requests.push(request.url());
        });
        for (const index of [...Array.from({ length: recorded }, (_, i) => i), recorded - 1]) {
          await page.evaluate((at) => (window as TimeTravelPage).__timeTravel?.jump(at), index);
          await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
          await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Host shop', undefined, { timeout: 5_000 }).catch(() => {
            throw new Error(`after the jump to state ${index}, no 'Host shop' heading`);
          });
        }
        await page.waitForLoadState('networkidle');
        expect(problems).toEqual([]);
        expect(requests).toEqual([]);
        // Back at the last state: the host's state and the parts' page as they were.
        await page.getByRole('button', { name: /Clicked 1 times/ }).waitFor({ timeout: 10_000 });
        await page.getByTestId('newsletter-form').waitFor({ timeout: 10_000 });
      } finally {
        await chromium.close();
        server.stop();
      }
    });
  }

  if (devServer) {
    it('runs under `vite` (the page server-rendered by the host\'s vite.config.ts, its own modules unbundled, React\'s development build): hydration, a sign-up to its thank-you, no console error or warning', async () => {
      const port = await freePort();
      // msw's worker is in public/ since beforeAll, which the dev server serves as it is.
      dev = await startDevServer(`${host.dir}/node_modules/.bin/vite`, ['--port', String(port), '--strictPort', '--host', '127.0.0.1'], { cwd: host.dir, url: `http://127.0.0.1:${port}/` });
      const devVisit = await signUpOnDevServer(dev.url, site);
      expect(devVisit.problems).toEqual([]);
      expect(devVisit.footerLabel).toBe(catalogue(site, 'footer')['footer.label']);
      expect(devVisit.thankYou).toContain(catalogue(site, 'newsletter')['newsletter.success.title']);
    });
  }

  it('sends every footer link in the server HTML', async () => {
    expect(serverHtml).toContain('<footer');
    expect(await footerLinksMissingFrom(serverHtml, site)).toEqual([]);
  });
});
