/**
 * The packed package in a Next.js App Router host: the layout (a server component) loads the
 * messages and the page (a server component) loads the footer content and the page conditions
 * from `@shop/shop-parts/server`, then renders the client component `ShopFooter` from the main
 * entry with them as props. The services are the package's fakes behind a route handler.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createHostProject, freePort, installedVersion, startServer, type HostProject } from './support/hostProject';
import { catalogue, footerLinksMissingFrom, visitAndSignUp } from './support/visitHost';

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
});
