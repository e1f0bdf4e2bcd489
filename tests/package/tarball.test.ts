/**
 * The package as a host shop gets it: `npm run build`, `npm pack`, the tarball installed into a
 * fresh host app in a temporary folder next to the peer dependencies, the host type-checked with
 * its own tsc (NodeNext and Bundler resolution, strict) and run with plain Node: it renders the PL
 * footer from '@shop/shop-parts' against the fakes from '@shop/shop-parts/testing', and a widget
 * from '@shop/shop-parts/widgets', on the Node the tests run on (the toolchain's, package.json
 * `devEngines`) and on the oldest and the newest line of the package's `engines`, 20 and 26 (from
 * npm, support/nodeLines.ts). `npm run bench` (SHOP_PARTS_FULL_MATRIX=1) renders on every line from
 * 20 to 26.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, posix } from 'node:path';
import { SITE_CODES, UI_LOCALES } from '../../config';
import { fakePromotionContent } from '../../api/fakes';
import { dependencyRanges, FULL_MATRIX, installedVersion, packedTarball, run } from './support/hostProject';
import { NODE_LINE_MAJORS, NODE_LINES, nodeLine, withNodeFirst, type NodeLine } from './support/nodeLines';

jest.setTimeout(240_000);

/** The Node lines the host renders on besides the toolchain's: both ends in `npm test`, every line in `npm run bench`. */
const RENDER_LINES: NodeLine[] = FULL_MATRIX ? NODE_LINE_MAJORS : [20, 26];

/** The peers a host has, at the versions this repository develops against (already in the npm cache). */
const hostDependencies = ['react', 'react-dom', '@reduxjs/toolkit', 'react-redux', 'redux-saga', 'react-intl', 'msw'];
const hostDevDependencies = ['typescript', '@types/react', '@types/react-dom', '@types/node'];

interface PackResult {
  filename: string;
  size: number;
  unpackedSize: number;
  files: { path: string; size: number }[];
}

interface HostOutput {
  html: string;
  widget: string;
  promotion: unknown;
  calls: string[];
  stateKeys: string[];
  stylesheet: string;
  node: string;
}

const hostSource = `
import { configureStore } from '@reduxjs/toolkit';
import { setupServer } from 'msw/node';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import createSagaMiddleware from 'redux-saga';
import { createShopParts, loadFooterContent, loadShopPartsMessages, ShopFooter, ShopPartsProvider, type SiteCode } from '@shop/shop-parts';
import { createServiceHandlers, shopPartsApi } from '@shop/shop-parts/testing';
import { Button, loadMessages, ShopPartsIntlProvider } from '@shop/shop-parts/widgets';

const site: SiteCode = 'PL';
const fakes = createServiceHandlers({ site });
const server = setupServer(...fakes.handlers);
server.listen({ onUnhandledRequest: 'error' });

const parts = createShopParts({ site, apiBaseUrl: 'https://www.example.pl' });
const sagaMiddleware = createSagaMiddleware();
const store = configureStore({
  reducer: { host: (state: { page: string } = { page: 'home' }) => state, ...parts.reducers },
  middleware: (getDefault) => getDefault().concat(...parts.middleware, sagaMiddleware),
});
const sagaTask = sagaMiddleware.run(parts.rootSaga);

try {
  const [content, messages] = await Promise.all([loadFooterContent(site), loadShopPartsMessages(parts)]);
  const promotion = store.dispatch(shopPartsApi.endpoints.getFooterPromotion.initiate());
  const { data } = await promotion;
  promotion.unsubscribe();
  const html = renderToString(
    <Provider store={store}>
      <ShopPartsProvider parts={parts} messages={messages}>
        <ShopFooter content={content} platform="SMARTPHONE" />
      </ShopPartsProvider>
    </Provider>,
  );
  // A widget alone, from its own entry: no store, the parts' react-intl around it.
  const widget = renderToString(
    <ShopPartsIntlProvider locale="pl-PL" messages={await loadMessages('pl-PL')}>
      <Button href="https://www.example.pl/" target="_blank">Sklep</Button>
    </ShopPartsIntlProvider>,
  );
  const stateKeys: string[] = Object.keys(store.getState());
  const stylesheet = import.meta.resolve('@shop/shop-parts/styles.css');
  process.stdout.write(JSON.stringify({ html, widget, promotion: data ?? null, calls: fakes.db.calls, stateKeys, stylesheet, node: process.version }));
} finally {
  sagaTask.cancel();
  store.dispatch(shopPartsApi.util.resetApiState()); // clears RTK Query's cache timers, so Node can exit
  server.close();
}
`;

/**
 * A server's first request in a fresh process: the footer with the newsletter form, as a host
 * that wants the form at once mounts it (README, "Rendering"), rendered once with the API the
 * first argument names. What the page needs is loaded before the render, as the README says.
 */
const firstRenderSource = `
import { Writable } from 'node:stream';
import { configureStore } from '@reduxjs/toolkit';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { Provider } from 'react-redux';
import { createShopParts, Footer, loadFooterContent, loadShopPartsMessages, NewsletterForm, ShopPartsProvider } from '@shop/shop-parts';

const parts = createShopParts({ site: 'PL', apiBaseUrl: 'https://www.example.pl' });
const store = configureStore({
  reducer: { ...parts.reducers },
  middleware: (getDefault) => getDefault().concat(...parts.middleware),
});
const [content, messages] = await Promise.all([loadFooterContent('PL'), loadShopPartsMessages(parts)]);
const page = (
  <Provider store={store}>
    <ShopPartsProvider parts={parts} messages={messages}>
      <Footer content={content} newsletter={<NewsletterForm />} />
    </ShopPartsProvider>
  </Provider>
);

/** What a streaming server has sent once the shell is ready: pipe() writes it at once. */
function firstFlush(): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString();
        done();
      },
    });
    const { pipe } = renderToPipeableStream(page, {
      onShellReady() {
        pipe(sink);
        resolve(html);
      },
      onShellError: reject,
    });
  });
}

async function render(api: string | undefined): Promise<string> {
  if (api === 'renderToString') return renderToString(page);
  if (api === 'renderToPipeableStream') return firstFlush();
  if (api === 'prerender') return new Response((await prerender(page)).prelude).text();
  throw new Error(\`unknown render API \${api}\`);
}

process.stdout.write(await render(process.argv[2]));
`;

const compilerOptions = {
  target: 'ES2022',
  lib: ['ES2022', 'DOM', 'DOM.Iterable'],
  jsx: 'react-jsx',
  strict: true,
  noUncheckedIndexedAccess: true,
  skipLibCheck: false,
  types: ['node'],
};

/** The host's own tsc on one of its configs: '' when there is nothing to report. */
async function hostTsc(host: string, config: string): Promise<string> {
  try {
    return await run('node', [join(host, 'node_modules/typescript/bin/tsc'), '-p', config], host);
  } catch (error) {
    return (error as Error).message;
  }
}

/** Every ES module of the package, relative to dist/. */
function esModulesIn(dist: string, folder = ''): string[] {
  return readdirSync(join(dist, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = folder ? `${folder}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return path === 'types' ? [] : esModulesIn(dist, path);
    return entry.name.endsWith('.mjs') ? [path] : [];
  });
}

/** The file the package's "imports" map a `#` specifier to under one condition, relative to dist/. */
function packageImport(dist: string, specifier: string, condition: 'browser' | 'node'): string {
  const { imports } = JSON.parse(readFileSync(join(dist, '..', 'package.json'), 'utf8')) as { imports: Record<string, Record<string, { import: string }>> };
  const target = imports[specifier]?.[condition]?.import;
  if (!target) throw new Error(`package.json "imports" has no ${condition} module for ${specifier}`);
  return target.replace(/^\.\/dist\//, '');
}

/**
 * The modules an ES module loads with its static imports, itself included, relative to dist/; a
 * `#` import as the package's "imports" resolve it for browsers (and bundlers) or for Node.
 */
function staticClosure(dist: string, entry: string, condition: 'browser' | 'node' = 'browser', seen = new Set<string>()): string[] {
  if (seen.has(entry)) return [...seen];
  seen.add(entry);
  const code = readFileSync(join(dist, entry), 'utf8');
  for (const match of code.matchAll(/(?:\bfrom\s*|^import\s*)"([.#][^"]+)"/gm)) {
    const specifier = match[1] ?? '';
    staticClosure(dist, specifier.startsWith('#') ? packageImport(dist, specifier, condition) : join(dirname(entry), specifier), condition, seen);
  }
  return [...seen];
}

describe('the packed package installed into a fresh host app', () => {
  let work = '';
  let host = '';
  let pack: PackResult;
  let typeErrors: { nodeNext: string; bundler: string };

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'shop-parts-package-'));
    pack = JSON.parse(readFileSync(process.env.PACKAGE_PACK_JSON ?? '', 'utf8')) as PackResult;

    host = join(work, 'host');
    mkdirSync(host);
    // Both lists in package.json and one `npm install`: one resolution of the whole tree.
    const packageJson = {
      name: 'host-shop',
      version: '1.0.0',
      private: true,
      type: 'module',
      dependencies: { '@shop/shop-parts': `file:${packedTarball()}`, ...dependencyRanges(hostDependencies.map(installedVersion)) },
      devDependencies: dependencyRanges(hostDevDependencies.map(installedVersion)),
    };
    writeFileSync(join(host, 'package.json'), JSON.stringify(packageJson, null, 2));
    writeFileSync(join(host, 'host.tsx'), hostSource);
    writeFileSync(join(host, 'firstRender.tsx'), firstRenderSource);
    writeFileSync(
      join(host, 'tsconfig.json'),
      JSON.stringify({ compilerOptions: { ...compilerOptions, module: 'NodeNext', moduleResolution: 'NodeNext', outDir: 'out' }, files: ['host.tsx', 'firstRender.tsx'] }, null, 2),
    );
    writeFileSync(
      join(host, 'tsconfig.bundler.json'),
      JSON.stringify({ compilerOptions: { ...compilerOptions, module: 'ESNext', moduleResolution: 'Bundler', noEmit: true }, files: ['host.tsx', 'firstRender.tsx'] }, null, 2),
    );
    await run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], host);
    // Both at once; the NodeNext one also writes out/host.js (tsc emits even when it reports errors).
    const [nodeNext, bundler] = await Promise.all([hostTsc(host, 'tsconfig.json'), hostTsc(host, 'tsconfig.bundler.json')]);
    typeErrors = { nodeNext, bundler };
  });

  afterAll(() => {
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it('holds the built files, package.json and the documents a host reads (README, CHANGELOG, docs, API reports) only', () => {
    const paths = pack.files.map((file) => file.path);
    expect(paths.filter((path) => !/^(dist\/|package\.json$|README\.md$|CHANGELOG\.md$|docs\/|etc\/[\w-]+\.api\.md$)/.test(path))).toEqual([]);
    expect(paths).toEqual(expect.arrayContaining(['package.json', 'README.md', 'dist/index.mjs', 'dist/widgets.mjs', 'dist/testing.mjs', 'dist/shop-parts.css', 'dist/types/src/index.d.ts', 'dist/types/src/widgets.d.ts', 'dist/types/src/testing.d.ts']));
    // The CommonJS build mirrors the ES one file for file, and so do the declarations.
    const withExtension = (pattern: RegExp, to: string) => paths.filter((path) => pattern.test(path)).map((path) => path.replace(pattern, to)).sort();
    expect(withExtension(/\.cjs$/, '')).toEqual(withExtension(/\.mjs$/, ''));
    expect(withExtension(/\.d\.cts$/, '')).toEqual(withExtension(/\.d\.ts$/, ''));
    expect(paths.filter((path) => /(^|\/)(tests|node_modules|demo|examples|scripts)\/|\.(tsx?|jsx?)$/.test(path) && !path.endsWith('.d.ts'))).toEqual([]);
    expect(paths).not.toContain('dist/meta.json');
    // Paths that differ only in case would extract to one file on macOS and Windows.
    expect(paths.filter((path, index) => paths.findIndex((other) => other.toLowerCase() === path.toLowerCase()) !== index)).toEqual([]);
  });

  it('README and every document it leads to link only to files the installed package holds', () => {
    const installed = join(host, 'node_modules/@shop/shop-parts');
    const shipped = new Set(pack.files.map((file) => file.path));
    const broken: string[] = [];
    for (const document of [...shipped].filter((path) => path.endsWith('.md'))) {
      const text = readFileSync(join(installed, document), 'utf8');
      for (const match of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        const target = (match[1] ?? '').replace(/#.*$/, '');
        if (target === '' || /^[a-z][\w+.-]*:/i.test(target)) continue;
        const path = posix.normalize(posix.join(posix.dirname(document), target)).replace(/\/$/, '');
        if (!shipped.has(path) && ![...shipped].some((file) => file.startsWith(`${path}/`))) broken.push(`${document} -> ${target}`);
      }
    }
    expect(shipped).toContain('README.md');
    expect(broken).toEqual([]);
  });

  it('leaves the peer dependencies, yup and msw out of the bundle', () => {
    const dist = join(host, 'node_modules/@shop/shop-parts/dist');
    const code = esModulesIn(dist).map((file) => readFileSync(join(dist, file), 'utf8')).join('\n');
    // What each entry loads statically: msw only through the testing entry.
    const staticCode = (entry: string) => staticClosure(dist, entry).map((file) => readFileSync(join(dist, file), 'utf8')).join('\n');
    const index = staticCode('index.mjs');
    const testing = staticCode('testing.mjs');
    // The modules import the libraries by name (yup only from the lazy newsletter code).
    expect(index).toContain('from "react"');
    expect(index).not.toContain('from "yup"');
    for (const specifier of ['react', 'react/jsx-runtime', 'react-dom', '@reduxjs/toolkit', 'react-redux', 'redux-saga', 'react-intl', 'yup']) {
      expect([specifier, code.includes(`from "${specifier}"`)]).toEqual([specifier, true]);
    }
    expect(testing).toContain('from "msw"');
    expect(index).not.toMatch(/from "msw/);
    // An inlined copy of a library brings its own source along: its internals, definitions and messages.
    const inlined = [
      /react(-dom)?\.(production|development)/, /__SECRET_INTERNALS|__CLIENT_INTERNALS_DO_NOT_USE/, /\[Immer\]/,
      /function (configureStore|createSlice|createApi|buildCreateApi|createSelector)\b/, /function (createIntl|IntlProvider|createIntlCache)\b/,
      /@formatjs|intl-messageformat/, /@@redux-saga\//, /function (createSagaMiddleware|eventChannel)\b/, /class ValidationError\b/,
      /\$\{path\} is a required field/, /\[MSW\]|class HttpResponse\b/,
    ];
    const withoutImports = code.replace(/\bimport\s*(?:[\w*${}\s,]+?\s*from\s*)?"[^"]+";/g, '');
    for (const pattern of inlined) expect([pattern, pattern.test(withoutImports)]).toEqual([pattern, false]);
  });

  it('marks the main and widgets entries as client components and keeps React out of the server and fakes entries', () => {
    const dist = join(host, 'node_modules/@shop/shop-parts/dist');
    expect(readFileSync(join(dist, 'index.mjs'), 'utf8')).toMatch(/^'use client';\n/);
    expect(readFileSync(join(dist, 'widgets.mjs'), 'utf8')).toMatch(/^'use client';\n/);
    // The server and fakes entries and every module they import, statically or not, import no
    // React package: both load in React's server environment (server components, route handlers).
    const seen = new Set<string>();
    const visit = (file: string): void => {
      if (seen.has(file)) return;
      seen.add(file);
      const code = readFileSync(file, 'utf8');
      expect([file, code.startsWith("'use client'")]).toEqual([file, false]);
      for (const match of code.matchAll(/(?:from\s*|import\()"(\.[^"]+)"/g)) visit(join(dirname(file), match[1] ?? ''));
      const packages = [...code.matchAll(/(?:from\s*|import\()"([^".][^"]*)"/g)].map((match) => match[1]);
      expect([file, packages.filter((name) => /^react|redux|^@reduxjs|^react-intl/.test(name ?? ''))]).toEqual([file, []]);
    };
    visit(join(dist, 'server.mjs'));
    visit(join(dist, 'fakes.mjs'));
    expect(seen.size).toBeGreaterThan(2);
  });

  it('ships one module per source module, each site\'s footer content and each language\'s catalogue loaded only through import()', () => {
    const dist = join(host, 'node_modules/@shop/shop-parts/dist');
    const modules = esModulesIn(dist);
    // A site's content is features/footer/content/sites/<SiteCode>.json (loadFooterContent.ts); a
    // shopper's texts in a language are locales/shopper/<locale>.ts (its parts' catalogues with it),
    // the dial-code select's locales/catalogues/dialCodeSelect/<locale>.json.
    const lazyModules = [
      ...SITE_CODES.map((site) => `modules/features/footer/content/sites/${site}.mjs`),
      'modules/features/footer/content/german.mjs',
      ...UI_LOCALES.map((locale) => `modules/locales/shopper/${locale}.mjs`),
      ...UI_LOCALES.map((locale) => `modules/locales/catalogues/dialCodeSelect/${locale}.mjs`),
      'modules/features/newsletter/components/NewsletterForm.mjs',
      'modules/features/newsletter/logic/validation.mjs',
      'modules/features/preview/components/PreviewPanel.mjs',
    ];
    expect(modules).toEqual(expect.arrayContaining(['index.mjs', 'server.mjs', 'widgets.mjs', 'testing.mjs', ...lazyModules]));
    expect(modules.filter((file) => file.startsWith('chunks/'))).toEqual([]);
    const sources = new Map(modules.map((file) => [file, readFileSync(join(dist, file), 'utf8')]));
    // An import() may carry a bundler's chunk name first: import(/* webpackChunkName: "…" */ "./x.mjs").
    const dynamicTargets = new Set(
      [...sources].flatMap(([file, code]) => [...code.matchAll(/import\(\s*(?:\/\*[^*]*\*\/\s*)?"(\.[^"]+)"\s*\)/g)].map((match) => join(dirname(file), match[1] ?? ''))),
    );
    // Some module reaches each through import(); no entry loads it with its static imports.
    const loadedStatically = new Set([...staticClosure(dist, 'index.mjs'), ...staticClosure(dist, 'server.mjs')]);
    for (const lazyModule of lazyModules) {
      expect([lazyModule, dynamicTargets.has(lazyModule), loadedStatically.has(lazyModule)]).toEqual([lazyModule, true, false]);
    }
    // The parts' catalogues a shopper's language module brings load with it, never with an entry.
    for (const part of ['footer', 'newsletter', 'widgets']) {
      for (const locale of UI_LOCALES) expect([part, locale, loadedStatically.has(`modules/locales/catalogues/${part}/${locale}.mjs`)]).toEqual([part, locale, false]);
    }
    // Node imports the form with the main entry, so a server's first render holds it (below); its staff panel stays lazy.
    const loadedInNode = new Set(staticClosure(dist, 'index.mjs', 'node'));
    expect(loadedInNode.has('modules/features/newsletter/components/NewsletterForm.mjs')).toBe(true);
    expect(loadedInNode.has('modules/features/preview/components/PreviewPanel.mjs')).toBe(false);
  });

  it('has the right types for every entry under node10, node16 (from CommonJS and from ES modules) and bundler resolution', async () => {
    // "Are the types wrong?" resolves types and JavaScript as TypeScript and Node do, per condition.
    const repo = join(__dirname, '..', '..');
    const report = JSON.parse(await run('npx', ['tsx', 'scripts/checkPackageTypes.mts', packedTarball()], repo)) as {
      problems: unknown[];
      resolutions: Record<string, Record<string, string | null>>;
    };
    expect(report.problems).toEqual([]);
    for (const entry of ['.', './server', './widgets', './testing', './fakes']) {
      const file = entry === '.' ? 'index' : entry.slice(2);
      expect(report.resolutions[entry]).toEqual({
        node10: `/node_modules/@shop/shop-parts/dist/types/src/${file}.d.ts`,
        'node16-cjs': `/node_modules/@shop/shop-parts/dist/types/src/${file}.d.cts`,
        'node16-esm': `/node_modules/@shop/shop-parts/dist/types/src/${file}.d.ts`,
        bundler: `/node_modules/@shop/shop-parts/dist/types/src/${file}.d.ts`,
      });
    }
  });

  it('type-checks a strict host with NodeNext and with Bundler resolution, our declarations included', () => {
    expect(typeErrors).toEqual({ nodeNext: '', bundler: '' });
  });

  const render = async (env: NodeJS.ProcessEnv = process.env) => JSON.parse(await run('node', ['out/host.js'], host, { ...env, NODE_ENV: 'production' })) as HostOutput;

  it('renders the PL footer in plain Node from the installed package, against the fakes', async () => {
    const output = await render();

    // The Click & Collect group, its store finder link and the Polish texts from the pl-PL catalogue.
    expect(output.html).toContain('Click &amp; Collect');
    expect(output.html).toContain('href="/service/storefinder/"');
    expect(output.html).toContain('Znajdź sklep');
    expect(output.html).toContain('Obserwuj nas');
    for (const legal of ['/dane-firmy', '/regulamin', '/polityka-prywatnosci', '/dostepnosc']) expect(output.html).toContain(`href="${legal}"`);

    // The api reached the msw fakes from the testing entry, and the parts sit in the host's store.
    expect(output.promotion).toEqual(fakePromotionContent('PL'));
    expect(output.calls).toContain('GET /service/promotion/api/promotion/SHOP_FOOTER');
    expect(output.stateKeys).toEqual(expect.arrayContaining(['host', 'shopPartsApi', 'shopPartsConfig']));

    // The stylesheet export points at the one stylesheet, with the footer's rules in it.
    expect(output.stylesheet).toMatch(/\/node_modules\/@shop\/shop-parts\/dist\/shop-parts\.css$/);
    expect(readFileSync(new URL(output.stylesheet), 'utf8')).toContain('.sp-footer');

    // The widgets entry renders a widget with the Polish catalogue.
    expect(output.widget).toContain('href="https://www.example.pl/"');
    expect(output.widget).toContain('Sklep');
    expect(output.widget).toContain('(otwiera się w nowym oknie)');
  });

  it(`renders byte for byte the same HTML on Node ${RENDER_LINES.join(', ')} as on the toolchain's Node`, async () => {
    const toolchain = await render();
    expect(toolchain.node).toBe(process.version);
    for (const major of RENDER_LINES.filter((line) => `v${NODE_LINES[line]}` !== process.version)) {
      const install = await nodeLine(major);
      const output = await render(withNodeFirst(install));
      // The host ran on the Node put first on PATH, not on whichever else PATH found.
      expect(output.node).toBe(install.version);
      expect([output.node, output.html === toolchain.html, output.calls]).toEqual([install.version, true, toolchain.calls]);
    }
  });

  // React.lazy alone left the form out of a fresh process's first render: renderToString switched
  // it to client rendering (<!--$!--> and a template with data-msg), and a stream sent it only once
  // the import had settled, after the shell. Node imports the form with the entry (package.json
  // "imports"). prerender waits for everything, so it held the form before as well.
  it.each(['renderToString', 'renderToPipeableStream', 'prerender'])('renders the newsletter form with %s on the first request of a fresh Node process', async (api) => {
    const html = await run('node', ['out/firstRender.js', api], host, { ...process.env, NODE_ENV: 'production' });
    // The whole form: its field and its button (a plain button until the form is live in the browser).
    for (const part of ['data-testid="newsletter-form"', 'name="email"', 'sp-newsletter__submit']) expect([part, html.includes(part)]).toEqual([part, true]);
    expect(html).not.toMatch(/<!--\$!-->|<template[^>]*data-(msg|dgst|stck)/);
    // renderToString has no later chunk to move the form in: it sits in the footer. A stream or a
    // prerender may send a large completed boundary after the shell's HTML for its script to move
    // in (React's progressiveChunkSize); either way it is in the response from the start.
    if (api === 'renderToString') expect(html.slice(html.indexOf('<footer'), html.indexOf('</footer>'))).toContain('name="email"');
  });
});
