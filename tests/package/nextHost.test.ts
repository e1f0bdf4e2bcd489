/**
 * The packed package in a Next.js App Router host with two root layouts (route groups), built once
 * with `next build` (which type-checks with the host's strict tsconfig.json and fails on any error)
 * and served with `next start`:
 * - `app/(guide)`: docs/guides/nextjs.md's host. The layout (a server component) loads the messages,
 *   the page loads the footer content and the page conditions from `@shop/shop-parts/server` and
 *   renders the client component `ShopFooter` from the main entry with them as props. On /streamed
 *   the footer comes later, in a Suspense boundary, its content unwrapped with use().
 * - `app/(store-provider)`: the shape a host reported React error #418 with (412 and 1280 px): the
 *   README's store set-up in a client StoreProvider, the root saga started in its effect, and on
 *   /store-provider a client component that unwraps the footer's content and messages with use()
 *   inside a Suspense boundary, with ShopPartsProvider in it.
 * The services are the package's fakes behind a route handler. Then the same installed host runs
 * once under `next dev`.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { fakePromotionContent } from '../../api/fakes';
import { createHostProject, freePort, installedVersion, startServer, type HostProject } from './support/hostProject';
import { signUpOnDevServer, startDevServer, type DevServer } from './support/devServer';
import { launchChromium } from '../../scripts/chromium';
import { catalogue, footerLinksMissingFrom, HYDRATION_PROBLEM, visitAndSignUp } from './support/visitHost';

jest.setTimeout(300_000);

const site = 'CZ';

/**
 * Jest runs with NODE_ENV=test, which `next build` and `next start` would keep (Next.js sets its
 * default only where none is set): the host is built and served as in production.
 */
const production = { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' };

/**
 * React's production build names a hydration failure by its error code only: #418 (the server's
 * HTML did not match), #419, #421 to #423 (a boundary or the root switched to client rendering),
 * #425 (text did not match); Next.js reports them as uncaught errors. Its development build words
 * them ("Hydration failed", "did not match"), and onRecoverableError's errors say "recoverable".
 */
const REACT_HYDRATION_ERROR = /Minified React error #(418|419|421|422|423|425)\b|Hydration failed|did not match|recoverable/i;

/** Console errors, uncaught errors, and any message about hydration, from now on. */
function hydrationProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' || HYDRATION_PROBLEM.test(text) || REACT_HYDRATION_ERROR.test(text)) problems.push(`${message.type()}: ${text}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

describe('Next.js App Router host with server components', () => {
  let host: HostProject;
  let server: { url: string; stop(): void };

  beforeAll(async () => {
    host = await createHostProject({
      template: 'next',
      dependencies: ['next@16', ...['react', 'react-dom', '@reduxjs/toolkit', 'react-redux', 'redux-saga', 'react-intl', 'msw'].map(installedVersion)],
      devDependencies: ['typescript', '@types/react', '@types/react-dom', '@types/node'].map(installedVersion),
    });
    await host.bin('next', ['build'], production);
    const port = await freePort();
    server = await startServer(join(host.dir, 'node_modules/.bin/next'), ['start', '--port', String(port), '--hostname', '127.0.0.1'], host.dir, `http://127.0.0.1:${port}/`, production);
  });

  afterAll(() => {
    server?.stop();
    host?.remove();
  });

  it('builds and type-checks strictly (server components import the server entry)', () => {
    expect(readdirSync(join(host.dir, '.next'))).toContain('BUILD_ID');
  });

  it('sends every footer link in the first response, in place or with React\'s own instruction that puts it in place', async () => {
    const html = await (await fetch(server.url)).text();
    const footer = html.slice(html.indexOf('<footer'), html.indexOf('</footer>'));
    expect(footer.length).toBeGreaterThan(0);
    expect(await footerLinksMissingFrom(footer, site)).toEqual([]);
    // A streamed render sends a Suspense boundary over React's progressive chunk size (the footer's,
    // whose code is a chunk of its own) as a completed segment, which React's inline script moves
    // into place as the document parses: no code of the package's is needed to show it
    // (docs/decisions/2026-11-29-footer-code-on-demand.md).
    const segment = /<div hidden id="(S:\d+)">(?:(?!<\/div>)[\s\S])*?<footer/.exec(html);
    if (segment) expect(html).toMatch(new RegExp(`\\$RC\\("B:\\d+","${segment[1] ?? ''}"\\)`));
  });

  it('renders the reduced footer on the server for an affiliate visitor', async () => {
    const html = await (await fetch(server.url, { headers: { cookie: 'affiliateNumber=4711' } })).text();
    expect(html).toContain('sp-footer--reduced');
    const full = await (await fetch(server.url)).text();
    expect(full).not.toContain('sp-footer--reduced');
  });

  it('hydrates and completes a sign-up in Czech against the fakes, with no console error', async () => {
    const visit = await visitAndSignUp(server.url, site);
    const footerTexts = catalogue(site, 'footer');
    expect(visit.problems).toEqual([]);
    expect(visit.footerLabel).toBe(footerTexts['footer.label']);
    expect(visit.footerText).toContain(footerTexts['footer.social.heading']);
    expect(visit.thankYou).toContain(catalogue(site, 'newsletter')['newsletter.success.title']);
  });

  it('streams the reported shape\'s footer with the newsletter form\'s placeholder in its server HTML', async () => {
    const html = await (await fetch(`${server.url}store-provider`)).text();
    const footer = html.slice(html.indexOf('<footer'), html.indexOf('</footer>'));
    expect(footer).toContain('sp-newsletter-placeholder');
    expect(await footerLinksMissingFrom(footer, site)).toEqual([]);
  });

  // The boundary's HTML arrives after the shell hydrated and the store provider's effect started
  // the sagas: the page observer has put the window's platform into the store and the promotion has
  // answered before the footer hydrates. Hydration must still render what the server rendered. On
  // /store-provider ShopPartsProvider is inside the boundary, so the parts' first render in the
  // browser is itself that late hydration (React error #418 at both widths before the fix).
  it.each([
    ['/streamed (the guide\'s layout)', 'a 412 px phone', 'streamed', { width: 412, height: 915 }, 'MATCH'],
    ['/streamed (the guide\'s layout)', 'a 1280 px desktop', 'streamed', { width: 1280, height: 900 }, 'CLASSIC'],
    ['/store-provider (the reported shape)', 'a 412 px phone', 'store-provider', { width: 412, height: 915 }, 'MATCH'],
    ['/store-provider (the reported shape)', 'a 1280 px desktop', 'store-provider', { width: 1280, height: 900 }, 'CLASSIC'],
  ])('%s hydrates the footer of a late Suspense boundary on %s without an error, then shows that layout', async (_page, _device, path, viewport, platform) => {
    const chromium = await launchChromium('next-late-boundary', viewport);
    try {
      const page = await chromium.context.newPage();
      const problems = hydrationProblems(page);
      // When the footer's HTML entered the document, and when the promotion's answer came.
      await page.addInitScript(() => {
        const marks: Record<string, number> = {};
        (window as unknown as { marks: Record<string, number> }).marks = marks;
        new MutationObserver((_records, observer) => {
          if (!document.querySelector('footer')) return;
          marks.footerArrived = performance.now();
          observer.disconnect();
        }).observe(document, { childList: true, subtree: true });
        new PerformanceObserver((list) => {
          const answer = list.getEntries().find((entry) => entry.name.includes('/promotion/'));
          if (answer) marks.promotionAnswered ??= (answer as PerformanceResourceTiming).responseEnd;
        }).observe({ type: 'resource', buffered: true });
      });
      await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
      const footer = page.locator('footer.sp-footer');
      await footer.getByText(fakePromotionContent(site).headline).waitFor();
      const marks = await page.evaluate(() => (window as unknown as { marks: Record<string, number> }).marks);
      expect(marks.promotionAnswered).toBeLessThan(marks.footerArrived ?? 0);

      await page.waitForFunction((expected) => document.querySelector('footer')?.getAttribute('data-sp-platform') === expected, platform);
      const accordionButtons = footer.locator('.sp-accordion__button');
      if (platform === 'MATCH') {
        await accordionButtons.first().waitFor();
        expect(await accordionButtons.count()).toBeGreaterThan(1);
      } else {
        expect(await accordionButtons.count()).toBe(0);
      }
      // The newsletter form replaced the server's placeholder once the footer neared the viewport.
      await footer.scrollIntoViewIfNeeded();
      await page.getByTestId('newsletter-form').waitFor();
      expect(problems).toEqual([]);
    } finally {
      await chromium.close();
    }
  });

  describe('under its development server (`next dev`, React\'s development build, StrictMode)', () => {
    let dev: DevServer | undefined;

    afterAll(async () => {
      await dev?.stop();
    });

    it('shows the footer and completes a sign-up to its thank-you, with no console error or warning', async () => {
      const port = await freePort();
      // Beside `next start`: Next.js 16 builds for `next dev` into .next/dev.
      dev = await startDevServer(join(host.dir, 'node_modules/.bin/next'), ['dev', '--port', String(port), '--hostname', '127.0.0.1'], {
        cwd: host.dir,
        url: `http://127.0.0.1:${port}/`,
        env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
      });
      const visit = await signUpOnDevServer(dev.url, site);
      expect(visit.problems).toEqual([]);
      expect(visit.footerLabel).toBe(catalogue(site, 'footer')['footer.label']);
      expect(visit.thankYou).toContain(catalogue(site, 'newsletter')['newsletter.success.title']);
    });
  });
});
