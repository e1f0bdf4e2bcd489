/**
 * The packed package in a Next.js App Router host: the layout (a server component) loads the
 * messages and the page (a server component) loads the footer content and the page conditions
 * from `@shop/shop-parts/server`, then renders the client component `ShopFooter` from the main
 * entry with them as props. The services are the package's fakes behind a route handler. On
 * /streamed the footer comes later, in a Suspense boundary, its content unwrapped with use().
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fakePromotionContent } from '../../api/fakes';
import { createHostProject, freePort, installedVersion, startServer, type HostProject } from './support/hostProject';
import { launchChromium } from '../../scripts/chromium';
import { catalogue, footerLinksMissingFrom, HYDRATION_PROBLEM, visitAndSignUp } from './support/visitHost';

jest.setTimeout(300_000);

const site = 'CZ';

describe('Next.js App Router host with server components', () => {
  let host: HostProject;
  let typeErrors = '';
  let server: { url: string; stop(): void };

  beforeAll(async () => {
    host = await createHostProject({
      template: 'next',
      dependencies: ['next@16', ...['react', 'react-dom', '@reduxjs/toolkit', 'react-redux', 'redux-saga', 'react-intl', 'msw'].map(installedVersion)],
      devDependencies: ['typescript', '@types/react', '@types/react-dom', '@types/node'].map(installedVersion),
    });
    const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
    await host.bin('next', ['build'], env);
    try {
      await host.bin('tsc', ['-p', 'tsconfig.json', '--noEmit']);
    } catch (error) {
      typeErrors = (error as Error).message;
    }
    const port = await freePort();
    server = await startServer(join(host.dir, 'node_modules/.bin/next'), ['start', '--port', String(port), '--hostname', '127.0.0.1'], host.dir, `http://127.0.0.1:${port}/`, env);
  });

  afterAll(() => {
    server?.stop();
    host?.remove();
  });

  it('builds (server components import the server entry) and type-checks strictly', () => {
    expect(readdirSync(join(host.dir, '.next'))).toContain('BUILD_ID');
    expect(typeErrors).toBe('');
  });

  it('sends every footer link in the server HTML, as plain markup', async () => {
    const html = await (await fetch(server.url)).text();
    const footer = html.slice(html.indexOf('<footer'), html.indexOf('</footer>'));
    expect(footer.length).toBeGreaterThan(0);
    expect(await footerLinksMissingFrom(footer, site)).toEqual([]);
    // Not streamed into a hidden Suspense segment that only a script moves into place.
    expect(html).not.toMatch(/<div hidden id="S:\d+">[\s\S]*<footer/);
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

  // The boundary's HTML arrives after the shell hydrated and the providers' effect started the
  // sagas: the page observer has put the phone's platform into the store and the promotion has
  // answered before the footer hydrates. Hydration must still render what the server rendered.
  it.each([
    ['a 412 px phone', { width: 412, height: 915 }, 'MATCH'],
    ['a desktop', { width: 1280, height: 900 }, 'CLASSIC'],
  ])('hydrates the footer of a late Suspense boundary on %s without an error, then shows that layout', async (_device, viewport, platform) => {
    const chromium = await launchChromium('next-streamed', viewport);
    try {
      const page = await chromium.context.newPage();
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || HYDRATION_PROBLEM.test(message.text())) problems.push(`${message.type()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
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
      await page.goto(`${server.url}streamed`, { waitUntil: 'networkidle' });
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
      expect(problems).toEqual([]);
    } finally {
      await chromium.close();
    }
  });
});
