/**
 * The packed package in a React Router 7 framework-mode host (tests/package/hosts/react-router, the
 * shape `npx create-react-router` makes): the root route's loader loads the messages, the footer
 * content and the page conditions from `@shop/shop-parts/server`, the root App holds a store per
 * server render and per tab and starts the sagas in the browser only, and the service fakes answer
 * on the app's own origin from a resource route. Built with `react-router build`, served by
 * `react-router-serve`, and run once more under `react-router dev` (StrictMode), a sign-up included.
 */
import { existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { fakePromotionContent } from '../../api/fakes';
import { launchChromium } from '../../scripts/chromium';
import { createHostProject, freePort, installedVersion, run, startServer, type HostProject } from './support/hostProject';
import { nodeLine, withNodeFirst, type NodeInstall } from './support/nodeLines';
import { catalogue, footerLinksMissingFrom, signUpInFooter, visitAndSignUp } from './support/visitHost';
import { consoleProblems, startDevServer, type DevServer } from './support/devServer';

jest.setTimeout(300_000);

const site = 'SK';

/**
 * The newest React Router 7 release of its tooling. @react-router/node and @react-router/serve
 * name react-router's exact version as their peer, and react-router's own patch releases run ahead
 * of them, so `react-router@7 @react-router/serve@7` does not install (ERESOLVE). create-react-router
 * writes one version for all four packages; so does this host: the newest 7.x of @react-router/serve.
 */
async function reactRouter7(): Promise<string> {
  const listed = JSON.parse(await run('npm', ['view', '@react-router/serve@7', 'version', '--json', '--prefer-offline'], tmpdir())) as string | string[];
  // Numeric collation orders 7.18.4 after 7.9.6.
  return [listed].flat().sort((a, b) => a.localeCompare(b, 'en', { numeric: true })).pop() ?? '7';
}

/** Every request the page makes from here on, and its console errors and warnings. */
function recordPage(page: Page) {
  const requests: { url: URL; type: string }[] = [];
  page.on('request', (request) => requests.push({ url: new URL(request.url()), type: request.resourceType() }));
  return { requests, problems: consoleProblems(page) };
}

describe('React Router 7 framework-mode host (server rendering with loaders)', () => {
  let host: HostProject;
  let versions = '';
  let typeErrors = '';
  let server: { url: string; stop(): void };
  let dev: DevServer | undefined;
  // Built, served and run in dev on Node 24, the toolchain's line, also when the tests run on another Node (the tarball and test-runner hosts cover 20 and 26).
  let node: NodeInstall;

  beforeAll(async () => {
    node = await nodeLine(24);
    const version = await reactRouter7();
    host = await createHostProject({
      template: 'react-router',
      packageJson: { type: 'module' },
      dependencies: [
        ...['react-router', '@react-router/node', '@react-router/serve'].map((name) => `${name}@${version}`),
        // The default server entry (no app/entry.server.tsx) tells bots from browsers with it.
        'isbot@5',
        ...['react', 'react-dom', '@reduxjs/toolkit', 'react-redux', 'redux-saga', 'react-intl', 'msw'].map(installedVersion),
      ],
      devDependencies: [`@react-router/dev@${version}`, 'vite@8', ...['typescript', '@types/react', '@types/react-dom', '@types/node'].map(installedVersion)],
    });
    versions = (await run('npm', ['ls', 'react-router', '@react-router/dev', 'vite', 'react', '--depth=0'], host.dir)).trim();
    try {
      await host.bin('react-router', ['typegen']);
      await host.bin('tsc', ['-p', 'tsconfig.json']);
    } catch (error) {
      typeErrors = (error as Error).message;
    }
    // NODE_ENV=production as a host's shell has it: Jest's NODE_ENV=test, which Vite keeps, would build React's development build.
    await host.bin('react-router', ['build'], withNodeFirst(node, { ...process.env, NODE_ENV: 'production' }));
    const port = await freePort();
    server = await startServer(join(node.binDir, 'node'), [join(host.dir, 'node_modules/.bin/react-router-serve'), './build/server/index.js'], host.dir, `http://127.0.0.1:${port}/`, {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
    });
  });

  afterAll(async () => {
    server?.stop();
    await dev?.stop();
    host?.remove();
  });

  it('builds with react-router build and type-checks strictly (react-router typegen && tsc)', () => {
    console.log(`React Router host on Node ${node.version}: ${versions}`);
    expect(existsSync(join(host.dir, 'build/server/index.js'))).toBe(true);
    expect(typeErrors).toBe('');
  });

  it('sends every footer link in the server HTML, from the root loader\'s content', async () => {
    const html = await (await fetch(server.url)).text();
    const footer = html.slice(html.indexOf('<footer'), html.indexOf('</footer>'));
    expect(footer.length).toBeGreaterThan(0);
    expect(await footerLinksMissingFrom(footer, site)).toEqual([]);
  });

  it('renders the reduced footer for an affiliate visitor and the app\'s platform in the first HTML (pageConditions)', async () => {
    const affiliate = await (await fetch(server.url, { headers: { cookie: 'affiliateNumber=4711' } })).text();
    expect(affiliate).toContain('sp-footer--reduced');
    const full = await (await fetch(server.url)).text();
    expect(full).not.toContain('sp-footer--reduced');
    expect(full).toContain('data-sp-platform="CLASSIC"');
    const app = await (await fetch(`${server.url}?platform=SMARTPHONE`)).text();
    expect(app).toMatch(/<html [^>]*data-platform="SMARTPHONE"/);
    expect(app).toContain('data-sp-platform="SMARTPHONE"');
  });

  it('leaves nothing running in the server process after rendering: the server dispatches no query', async () => {
    // The built server's request handler, as react-router-serve calls it, for three visitors.
    const script = `
      import { createRequestHandler } from 'react-router';
      const handle = createRequestHandler(await import('./build/server/index.js'), 'production');
      for (const cookie of ['', 'affiliateNumber=4711', 'StaffAuthToken=staff']) {
        for (const path of ['/', '/preview']) await (await handle(new Request('http://localhost' + path, { headers: { cookie } }))).text();
      }
      await new Promise((resolve) => setTimeout(resolve, 0));
      console.log(JSON.stringify(process.getActiveResourcesInfo()));
    `;
    const output = await run('node', ['--input-type=module', '-e', script], host.dir);
    const held = JSON.parse(output.trim().split('\n').pop() ?? '[]') as string[];
    // No timer keeps the process busy: no RTK Query cache entry waits its 60 s to be removed.
    expect(held.filter((resource) => resource === 'Timeout')).toEqual([]);
  });

  it('hydrates and completes a sign-up in Slovak against the fakes on the app\'s origin, with no console error', async () => {
    const visit = await visitAndSignUp(server.url, site);
    const footerTexts = catalogue(site, 'footer');
    expect(visit.problems).toEqual([]);
    expect(visit.footerLabel).toBe(footerTexts['footer.label']);
    expect(visit.footerText).toContain(footerTexts['footer.social.heading']);
    expect(visit.thankYou).toContain(catalogue(site, 'newsletter')['newsletter.success.title']);
  });

  // The footer's code is a chunk of the package's own: the server's footer hydrates once it has
  // loaded, after the sagas have read the window's platform and the promotion has answered.
  it.each([
    [412, 'MATCH'],
    [1280, 'CLASSIC'],
  ])('hydrates the server\'s footer on a %i px page without an error, then shows its %s layout', async (width, platform) => {
    const chromium = await launchChromium('react-router-widths', { width, height: 900 });
    try {
      const page = await chromium.context.newPage();
      const problems = consoleProblems(page);
      await page.goto(server.url, { waitUntil: 'networkidle' });
      await page.waitForFunction((expected) => document.querySelector('footer')?.getAttribute('data-sp-platform') === expected, platform);
      await page.locator('footer.sp-footer').getByText(fakePromotionContent(site).headline).waitFor();
      expect(problems).toEqual([]);
    } finally {
      await chromium.close();
    }
  });

  it('follows client-side navigation: a Link to /preview shows the staff panel with no document load and no root loader data, a Link back removes it', async () => {
    const chromium = await launchChromium('react-router-navigation');
    try {
      await chromium.context.addCookies([{ name: 'StaffAuthToken', value: 'staff', url: server.url }]);
      const page = await chromium.context.newPage();
      const { requests, problems } = recordPage(page);
      await page.goto(server.url, { waitUntil: 'networkidle' });
      await page.locator('footer.sp-footer').getByText(fakePromotionContent(site).headline).waitFor();
      const panel = page.getByRole('region', { name: 'Staff preview' });
      await expect(panel.count()).resolves.toBe(0);
      // A document load would lose this.
      await page.evaluate(() => Object.assign(window, { hostMarker: 'same document' }));
      const loaded = requests.length;

      await page.getByRole('link', { name: 'Preview', exact: true }).click();
      await panel.waitFor();
      await page.waitForURL(`${server.url}preview`);
      await page.getByRole('link', { name: 'Home', exact: true }).click();
      await panel.waitFor({ state: 'detached' });
      await page.waitForLoadState('networkidle');

      const navigation = requests.slice(loaded);
      expect(navigation.filter(({ type }) => type === 'document')).toEqual([]);
      // shouldRevalidate keeps the root loader from running again; the pages have no loader of their own.
      expect(navigation.filter(({ url }) => url.pathname.endsWith('.data')).map(({ url }) => url.href)).toEqual([]);
      // The staff check ran for the preview route (the panel came from the store, not a reload).
      expect(navigation.map(({ url }) => url.pathname)).toContain('/service/preview/api/auth/checkauth');
      await expect(page.evaluate(() => (window as Window & { hostMarker?: string }).hostMarker)).resolves.toBe('same document');
      expect(problems).toEqual([]);

      // What each navigation would fetch again without shouldRevalidate: the root loader's data.
      const rootData = Buffer.from(await (await fetch(`${server.url}_root.data`)).arrayBuffer());
      console.log(`React Router host: root loader data ${(rootData.length / 1024).toFixed(1)} KB, ${(gzipSync(rootData, { level: 9 }).length / 1024).toFixed(1)} KB gzip -9`);
    } finally {
      await chromium.close();
    }
  });

  it('runs the sagas once per store under react-router dev, whose client entry renders in StrictMode: one request of each, a sign-up to its thank-you, no console error or warning', async () => {
    // No app/entry.client.tsx: the dev server uses React Router's default one, in StrictMode.
    expect(existsSync(join(host.dir, 'app/entry.client.tsx'))).toBe(false);
    expect(readFileSync(join(host.dir, 'node_modules/@react-router/dev/dist/config/defaults/entry.client.tsx'), 'utf8')).toContain('<StrictMode>');
    const port = await freePort();
    const args = [join(host.dir, 'node_modules/.bin/react-router'), 'dev', '--port', String(port), '--strictPort', '--host', '127.0.0.1'];
    dev = await startDevServer(join(node.binDir, 'node'), args, { cwd: host.dir, url: `http://127.0.0.1:${port}/`, env: withNodeFirst(node) });
    const chromium = await launchChromium('react-router-dev');
    try {
      await chromium.context.addCookies([{ name: 'StaffAuthToken', value: 'staff', url: dev.url }]);
      // First visits let Vite optimise the pages' dependencies, which may reload a page once: the
      // staff panel's chunk is only asked for on the preview route, so it is visited too.
      const warmUp = await chromium.context.newPage();
      await warmUp.goto(dev.url, { waitUntil: 'networkidle' });
      await warmUp.goto(`${dev.url}preview`, { waitUntil: 'networkidle' });
      await warmUp.getByRole('region', { name: 'Staff preview' }).waitFor();
      await warmUp.close();

      const page = await chromium.context.newPage();
      const { requests, problems } = recordPage(page);
      await page.goto(`${dev.url}preview`, { waitUntil: 'networkidle' });
      await page.getByRole('region', { name: 'Staff preview' }).waitFor();
      await page.locator('footer.sp-footer').getByText(fakePromotionContent(site).headline).waitFor();
      await page.waitForLoadState('networkidle');
      const calls = requests.map(({ url }) => url.pathname).filter((path) => path.startsWith('/service/') && !path.startsWith('/service/footer-images/'));
      expect(calls.sort()).toEqual(['/service/preview/api/auth/checkauth', '/service/preview/api/auth/login/renew', '/service/promotion/api/promotion/SHOP_FOOTER']);
      expect(requests.filter(({ type }) => type === 'document')).toHaveLength(1);

      const { thankYou } = await signUpInFooter(page, site);
      expect(thankYou).toContain(catalogue(site, 'newsletter')['newsletter.success.title']);
      expect(problems).toEqual([]);
    } finally {
      await chromium.close();
    }
  });
});
