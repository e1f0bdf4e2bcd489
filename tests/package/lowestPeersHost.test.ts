/**
 * The packed package at the floor of every peer range package.json declares, in the Vite host as a
 * host engineer develops with it: `vite`, the development server (development React; the
 * template's vite.config.ts renders the page on the server, the browser hydrates it), the services
 * from the package's fakes in msw's service worker (the README's examples/fakesInBrowser.ts),
 * visited in Chromium. The development console must stay clean, not an error and not a warning:
 * React reports a missing key there, and Parcel's error overlay turns each error into a full page.
 *
 * One host, two React lines: first React 18.3.0 with every other peer at its floor, then a second
 * `npm install` moves it to React 19.0.0, as a host upgrading React would. With React 19, npm
 * itself refuses react-intl 7.0.0 and 7.0.1 and react-redux below 9.2.0 (their own peer ranges end
 * at React 18), so that line takes the lowest of each that npm installs with it. After each install
 * `npm ls --all` must find no unmet peer, and the host is type-checked with `skipLibCheck: false`:
 * the package's declarations must hold against the floors' types too.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SiteCode } from '../../config';
import { signUpOnDevServer, startDevServer, type DevVisit } from './support/devServer';
import { createHostProject, freePort, run, type HostProject } from './support/hostProject';
import { catalogue } from './support/visitHost';

jest.setTimeout(600_000);

/** The floors of the ranges that do not depend on React's line (package.json peerDependencies). */
const FLOORS = { '@reduxjs/toolkit': '2.5.0', 'redux-saga': '1.3.0', msw: '2.7.0' } as const;

interface ReactLine {
  name: string;
  /** react and react-dom */
  react: string;
  reactIntl: string;
  reactRedux: string;
  /** @types/react and @types/react-dom: the line's types, as a TypeScript host has them. */
  types: string;
  site: SiteCode;
  /** The host's store: the parts injected at run time, or added at store setup (hosts/vite/src/store.*.ts). */
  store: 'runtime' | 'setup';
}

const LINES: [ReactLine, ReactLine] = [
  { name: 'React 18.3.0', react: '18.3.0', reactIntl: '7.0.0', reactRedux: '9.1.0', types: '18.3', site: 'PL', store: 'runtime' },
  // react-intl 7.0.2 and react-redux 9.2.0: the first of each whose peer range takes React 19.
  { name: 'React 19.0.0', react: '19.0.0', reactIntl: '7.0.2', reactRedux: '9.2.0', types: '19.0', site: 'TR', store: 'setup' },
];

const template = join(__dirname, 'hosts', 'vite');

function lineFiles(line: ReactLine): Record<string, string> {
  return {
    'src/store.ts': readFileSync(join(template, 'src', `store.${line.store}.ts`), 'utf8'),
    'src/site.ts': `import type { SiteCode } from '@shop/shop-parts';\n\nexport const site: SiteCode = '${line.site}';\n`,
  };
}

/** The versions the host's node_modules hold. */
function installedVersions(dir: string, names: string[]): Record<string, string> {
  return Object.fromEntries(names.map((name) => [name, (JSON.parse(readFileSync(join(dir, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version]));
}

function expectedVersions(line: ReactLine): Record<string, string> {
  return { ...FLOORS, react: line.react, 'react-dom': line.react, 'react-intl': line.reactIntl, 'react-redux': line.reactRedux };
}

const npmInstall = ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error', '--save-exact'];

/** The Vite host's tsconfig with the declarations in node_modules checked too (`skipLibCheck: false`). */
function withLibCheck(tsconfig: string): string {
  const checked = tsconfig.replace('"skipLibCheck": true', '"skipLibCheck": false');
  if (checked === tsconfig) throw new Error('The Vite host\'s tsconfig no longer says "skipLibCheck": true');
  return checked;
}

describe('the package at the floor of every peer range, in a Vite development server', () => {
  let host: HostProject;

  beforeAll(async () => {
    const [first] = LINES;
    host = await createHostProject({
      template: 'vite',
      omit: ['src/store.runtime.ts', 'src/store.setup.ts'],
      files: {
        ...lineFiles(first),
        'src/fakeServices.ts': readFileSync(join(__dirname, '..', '..', 'examples', 'fakesInBrowser.ts'), 'utf8'),
        // The other hosts skip the lib check (tarball.test checks the declarations at the newest
        // versions); the floors' types are checked here.
        'tsconfig.json': withLibCheck(readFileSync(join(__dirname, 'hosts', 'vite', 'tsconfig.json'), 'utf8')),
      },
      packageJson: { type: 'module' },
      dependencies: Object.entries(expectedVersions(first)).map(([name, version]) => `${name}@${version}`),
      // TypeScript 5: react-intl 7 declares it as its (optional) peer, so a host on react-intl 7 has it.
      devDependencies: ['vite@8', 'typescript@5', `@types/react@${first.types}`, `@types/react-dom@${first.types}`],
    });
    await host.bin('msw', ['init', 'public', '--no-save']);
  });

  afterAll(() => host?.remove());

  describe.each(LINES)('$name', (line) => {
    /** The line's tsc run: '' when it reports nothing. It runs (one core, writing nothing) beside the checks below. */
    let typeCheck: Promise<string>;

    beforeAll(async () => {
      if (line.react !== LINES[0].react) {
        for (const [file, content] of Object.entries(lineFiles(line))) writeFileSync(join(host.dir, file), content);
        await run('npm', [...npmInstall, `react@${line.react}`, `react-dom@${line.react}`, `react-intl@${line.reactIntl}`, `react-redux@${line.reactRedux}`, `@types/react@${line.types}`, `@types/react-dom@${line.types}`], host.dir);
      }
      typeCheck = host.bin('tsc', ['-p', 'tsconfig.json']).then(() => '', (error: Error) => error.message);
    });

    afterAll(async () => {
      // The next line's install changes node_modules: not while this line's tsc reads it.
      await typeCheck;
    });

    it('installs the floors with no invalid peer in the tree', async () => {
      const expected = expectedVersions(line);
      expect(installedVersions(host.dir, Object.keys(expected))).toEqual(expected);
      // Fails (ELSPROBLEMS) when any package's peer range is not met.
      await expect(run('npm', ['ls', '--all'], host.dir)).resolves.toContain('@shop/shop-parts@');
    });

    it('shows the footer and signs up to the thank-you, with not one console error or warning', async () => {
      const port = await freePort();
      const url = `http://127.0.0.1:${port}/`;
      const server = await startDevServer(join(host.dir, 'node_modules', '.bin', 'vite'), ['--port', String(port), '--strictPort', '--host', '127.0.0.1'], { cwd: host.dir, url });
      let visit: DevVisit;
      try {
        visit = await signUpOnDevServer(url, line.site);
      } finally {
        // Vite refuses a second dev server of the project while the first one's process lives.
        await server.stop();
      }
      expect(visit.problems).toEqual([]);
      expect(visit.footerLabel).toBe(catalogue(line.site, 'footer')['footer.label']);
      expect(visit.thankYou).toContain(catalogue(line.site, 'newsletter')['newsletter.success.title']);
    });

    it('type-checks strictly against the floors\' types', async () => {
      expect(await typeCheck).toBe('');
    });
  });
});
