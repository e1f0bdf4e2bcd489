/**
 * `npm run build`: the package as hosts install it.
 * - ES modules: the public entries at the top of dist/ (dist/index.mjs, …) and one output module per
 *   source module under dist/modules/ (`preserveModules` below), so a host's bundler drops what its
 *   page does not use and splits each site's footer content, each language's messages, the form
 *   and the staff preview panel at their `import()`; peer dependencies, yup and msw stay imports
 *   (a host never gets two copies).
 * - CommonJS (*.cjs), file for file from the ES modules, for Jest's CommonJS mode (the `require`
 *   condition): the same modules, so the entries share one copy of each (one api, one per-tab
 *   schedule), and `import()` of a module becomes a `require` inside a promise, which Jest runs
 *   without a transform. docs/decisions/2026-11-24-commonjs-build.md has the measurement.
 * - Declarations (dist/types) from tsc, made ESM-correct: relative specifiers carry `.js`
 *   (so they resolve under `moduleResolution: NodeNext` as well as `Bundler`),
 *   dist/types/package.json says `"type": "module"`, matching the .mjs files they describe, and no
 *   two files differ only in case. Each `.d.ts` has a `.d.cts` twin for the `require` condition,
 *   so a CommonJS host on `node16` sees CommonJS types for the .cjs files.
 * - One stylesheet (dist/shop-parts.css) from src/styles.css.
 * - Five entries: `index` (components, store, api) and `widgets` (the widgets and their react-intl)
 *   start with 'use client', so a Next.js server component can import and render their components;
 *   `server` (loaders, configuration, page conditions) imports no React at all and runs in server
 *   components; `testing` (the fakes and the test kit); `fakes` (the fakes alone). Each names its
 *   exports (no `export *`, which Next.js refuses in a 'use client' module; a lint rule keeps it so).
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { parse as parseMessage } from '@formatjs/icu-messageformat-parser';
import { build, type BuildOptions, type Plugin } from 'esbuild';

const root = join(__dirname, '..');
const dist = join(root, 'dist');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  peerDependencies: Record<string, string>;
  dependencies: Record<string, string>;
};
const externalPackages = [...Object.keys(pkg.peerDependencies), ...Object.keys(pkg.dependencies)];
const external = externalPackages.flatMap((name) => [name, `${name}/*`]);

/** The order TypeScript tries; esbuild's default tries .tsx first. */
const sourceExtensions = ['.ts', '.tsx', '.js', '.jsx', '.json', '.css'];

/** Whether `file` exists with exactly this spelling (the file system here is case-sensitive, esbuild's resolver is not). */
function existsExactly(file: string): boolean {
  const dir = dirname(file);
  return existsSync(dir) && readdirSync(dir).includes(basename(file)) && statSync(file).isFile();
}

/**
 * esbuild looks file names up case-insensitively on every platform (evanw/esbuild#2422), so in a
 * folder holding both `PasswordStrength.tsx` and `passwordStrength.ts`, `./passwordStrength`
 * resolves to the component. This resolves our own relative imports the way tsc and Node do.
 */
/** Our own source file an import names, spelled exactly (the way tsc and Node resolve it), or undefined. */
function sourceFileOf(resolveDir: string, path: string): string | undefined {
  const base = resolve(resolveDir, path);
  return [base, ...sourceExtensions.map((ext) => base + ext), ...sourceExtensions.map((ext) => join(base, `index${ext}`))].find(existsExactly);
}

const exactCaseResolver: Plugin = {
  name: 'exact-case-relative-imports',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^\.\.?(\/|$)/ }, (args) => {
      if (args.resolveDir === '' || args.importer.includes('node_modules')) return undefined;
      const found = sourceFileOf(args.resolveDir, args.path);
      return found ? { path: found } : undefined;
    });
  },
};

function filesUnder(dir: string, suffix: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path, suffix);
    return entry.name.endsWith(suffix) ? [path] : [];
  });
}

/**
 * Declaration files in one folder whose names differ only in case (`PasswordStrength.d.ts` from the
 * component, `passwordStrength.d.ts` from its scale): a tarball holding both extracts to one file on
 * macOS and Windows, and tsc refuses the pair even on Linux (TS1149). The second gets a `-2` suffix;
 * renaming the source file makes this a no-op.
 */
function caseCollisionRenames(typesDir: string): Map<string, string> {
  const renames = new Map<string, string>();
  const byLowerCase = new Map<string, string[]>();
  for (const file of filesUnder(typesDir, '.d.ts')) {
    const key = file.toLowerCase();
    byLowerCase.set(key, [...(byLowerCase.get(key) ?? []), file]);
  }
  for (const group of byLowerCase.values()) {
    group.sort().slice(1).forEach((file, index) => {
      const renamed = file.replace(/\.d\.ts$/, `-${index + 2}.d.ts`);
      if (existsSync(renamed)) throw new Error(`cannot rename ${relative(root, file)}: ${relative(root, renamed)} exists`);
      console.warn(`[build] ${relative(root, file)} differs from ${relative(root, group[0] ?? '')} only in case; shipped as ${basename(renamed)}. Rename its source file.`);
      renames.set(file, renamed);
    });
  }
  return renames;
}

/**
 * tsc writes the specifiers as the sources have them (`'../store'`, Bundler style). Under NodeNext
 * a host's tsc needs `'../store/index.js'`; Bundler hosts accept both.
 */
function fixDeclarations(typesDir: string): void {
  const renames = caseCollisionRenames(typesDir);
  const specifier = /(\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)(['"])(\.\.?(?:\/[^'"]*)?)\2/g;
  for (const file of filesUnder(typesDir, '.d.ts')) {
    const source = readFileSync(file, 'utf8');
    const rewritten = source.replace(specifier, (_whole, lead: string, quote: string, path: string) => {
      const base = resolve(dirname(file), path);
      const declaration = [`${base}.d.ts`, join(base, 'index.d.ts')].find(existsExactly);
      if (!declaration) throw new Error(`${relative(root, file)}: cannot resolve '${path}' within dist/types`);
      let target = relative(dirname(file), renames.get(declaration) ?? declaration).replace(/\.d\.ts$/, '.js');
      if (!target.startsWith('.')) target = `./${target}`;
      return `${lead}${quote}${target}${quote}`;
    });
    writeFileSync(renames.get(file) ?? file, rewritten);
    if (renames.has(file)) rmSync(file);
  }
  writeFileSync(join(typesDir, 'package.json'), `${JSON.stringify({ type: 'module' }, null, 2)}\n`);
  addCommonJsDeclarations(typesDir);
}

/** `x.d.ts` → `x.d.cts` with its relative specifiers ending in `.cjs`, so they resolve to the twins. */
function addCommonJsDeclarations(typesDir: string): void {
  const relativeJs = /((?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)(['"])\.\.?\/[^'"]*)\.js\2/g;
  for (const file of filesUnder(typesDir, '.d.ts')) {
    const source = readFileSync(file, 'utf8');
    writeFileSync(file.replace(/\.d\.ts$/, '.d.cts'), source.replace(relativeJs, (_whole, start: string, quote: string) => `${start}.cjs${quote}`));
  }
}

/**
 * The CommonJS build, one .cjs for each .mjs: every import stays external (a chunk's `.mjs`
 * becomes `.cjs`), so the module graph and its shared state are the ES build's. Dynamic imports
 * become `Promise.resolve().then(() => require(…))`: Jest's CommonJS runtime cannot run `import()`
 * in an untransformed file. esbuild reads each input's source map, so the maps point at src/.
 *
 * The input is a copy of each .mjs as .js, at the same depth (so the source maps' relative paths
 * hold): esbuild treats an importer named .mjs as Node ESM and makes `import x from 'redux-saga'`
 * the whole `module.exports`, where a CommonJS consumer needs the `__esModule` default.
 */
async function buildCommonJs(esModules: string[]): Promise<void> {
  const input = join(root, '.cjs-input');
  rmSync(input, { recursive: true, force: true });
  for (const file of esModules) {
    const copy = join(input, relative(dist, file)).replace(/\.mjs$/, '.js');
    mkdirSync(dirname(copy), { recursive: true });
    writeFileSync(copy, readFileSync(file));
    copyFileSync(`${file}.map`, join(dirname(copy), `${basename(file)}.map`));
  }
  const keepExternal: Plugin = {
    name: 'every-import-external',
    setup(pluginBuild) {
      pluginBuild.onResolve({ filter: /.*/ }, (args) =>
        args.kind === 'entry-point' ? undefined : { path: args.path.replace(/\.mjs$/, '.cjs'), external: true },
      );
    },
  };
  try {
    await build({
      absWorkingDir: input,
      entryPoints: esModules.map((file) => relative(dist, file).replace(/\.mjs$/, '.js')),
      outdir: dist,
      outbase: input,
      outExtension: { '.js': '.cjs' },
      format: 'cjs',
      bundle: true,
      platform: 'neutral',
      target: 'es2022',
      supported: { 'dynamic-import': false },
      plugins: [keepExternal],
      sourcemap: true,
      legalComments: 'none',
      logLevel: 'warning',
    });
  } finally {
    rmSync(input, { recursive: true, force: true });
  }
}

/**
 * esbuild drops module directives when it bundles, so the main and widgets entries get their 'use client' here:
 * React server-components bundlers (Next.js) then treat each, and every chunk it imports, as client
 * code. The source map gains one empty line so it still points at the right places.
 */
function markClientEntry(file: string): void {
  writeFileSync(file, `'use client';\n${readFileSync(file, 'utf8')}`);
  const mapFile = `${file}.map`;
  const map = JSON.parse(readFileSync(mapFile, 'utf8')) as { mappings: string };
  map.mappings = `;${map.mappings}`;
  writeFileSync(mapFile, JSON.stringify(map));
}

/** The public entries, at the top of dist/. */
const PUBLIC_ENTRIES: Record<string, string> = { index: 'src/index.ts', server: 'src/server.ts', widgets: 'src/widgets.ts', testing: 'src/testing.ts', fakes: 'src/fakes.ts' };

/**
 * Modules the host's environment chooses, through package.json "imports": our import of the
 * `browser` source becomes the `#` specifier, and package.json maps it per condition to the
 * built modules ("browser" and "default" to the one, "node" to the other). Node imports the
 * newsletter form and the footer with the entry, so a server's first render holds them complete;
 * browsers and bundlers load them on demand (src/components/LoadedNewsletterForm.ts, LoadedFooter.ts).
 */
const ENVIRONMENT_MODULES: Record<string, { browser: string; node: string }> = {
  '#loaded-newsletter-form': { browser: 'src/components/LoadedNewsletterForm.ts', node: 'src/components/LoadedNewsletterForm.node.ts' },
  '#loaded-footer': { browser: 'src/components/LoadedFooter.ts', node: 'src/components/LoadedFooter.node.ts' },
};

/** The specifier our import of `file` becomes, when an environment chooses the module. */
function environmentSpecifierOf(file: string): string | undefined {
  return Object.entries(ENVIRONMENT_MODULES).find(([, sources]) => join(root, sources.browser) === file)?.[0];
}

/** The "imports" field package.json must have for the built names: the build fails when it differs. */
function checkImportsField(names: Map<string, string>): void {
  const built = (source: string, extension: string) => `./dist/${names.get(join(root, source)) ?? '?'}.${extension}`;
  const expected = Object.fromEntries(
    Object.entries(ENVIRONMENT_MODULES).map(([specifier, { browser, node }]) => {
      const browserFiles = { import: built(browser, 'mjs'), require: built(browser, 'cjs') };
      return [specifier, { browser: browserFiles, node: { import: built(node, 'mjs'), require: built(node, 'cjs') }, default: browserFiles }];
    }),
  );
  const actual = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { imports?: unknown }).imports;
  if (JSON.stringify(actual) !== JSON.stringify(expected)) {
    throw new Error(`package.json "imports" must be:\n${JSON.stringify(expected, null, 2)}`);
  }
}

/** What both passes of the ES build share. */
const esmOptions = {
  absWorkingDir: root,
  outdir: 'dist',
  outExtension: { '.js': '.mjs' },
  format: 'esm',
  bundle: true,
  platform: 'neutral',
  mainFields: ['module', 'main'],
  resolveExtensions: sourceExtensions,
  target: 'es2022',
  jsx: 'automatic',
  external,
  loader: { '.json': 'json' },
  legalComments: 'none',
  logLevel: 'warning',
} satisfies BuildOptions;


/**
 * Every module of ours reachable from the public entries, with the name of its output file:
 * `index`, `server`, `widgets`, `testing`, `fakes` at the top of dist/, the others as `modules/<source path>`. Names
 * that differ only in case get a suffix (a tarball holding both extracts to one file on macOS).
 * Data that is loaded through `import()` (a site's footer content, a language's catalogue) is a
 * module of its own too, so a host's bundler makes it a chunk; other data (the TLD list) is
 * bundled into the module that imports it.
 */
async function moduleNames(): Promise<{ names: Map<string, string>; lazyData: Set<string> }> {
  const nodeModules = Object.fromEntries(Object.values(ENVIRONMENT_MODULES).map(({ node }) => [node, node]));
  const probe = await build({ ...esmOptions, entryPoints: { ...PUBLIC_ENTRIES, ...nodeModules }, splitting: true, plugins: [exactCaseResolver], write: false, metafile: true });
  const names = new Map(Object.entries(PUBLIC_ENTRIES).map(([name, source]) => [join(root, source), name]));
  const taken = new Set([...names.values()].map((name) => name.toLowerCase()));
  const lazyData = new Set(
    Object.values(probe.metafile.inputs).flatMap((input) => input.imports.filter((imported) => imported.kind === 'dynamic-import' && imported.path.endsWith('.json')).map((imported) => imported.path)),
  );
  for (const source of Object.keys(probe.metafile.inputs).sort()) {
    const file = join(root, source);
    if (source.startsWith('node_modules/') || !(/\.tsx?$/.test(source) || lazyData.has(source)) || names.has(file)) continue;
    const base = `modules/${source.replace(/\.(tsx?|json)$/, '')}`;
    let name = base;
    for (let suffix = 2; taken.has(name.toLowerCase()); suffix += 1) name = `${base}-${suffix}`;
    taken.add(name.toLowerCase());
    names.set(file, name);
  }
  return { names, lazyData: new Set([...lazyData].map((source) => join(root, source))) };
}

/**
 * One output module per source module, as tsc writes them, instead of chunks of many: a host's
 * bundler then drops each module its page does not use (sideEffects: false) and splits at each
 * `import()` on its own, so the form, the validation and the staff panel stay out of its main
 * chunk (docs/guides/bundle-size.md). Each of our imports stays an import of the other module's
 * output file, with its full name (`../store/index.mjs`, as webpack requires in ES modules);
 * data that is no module of its own (the TLD list) is bundled into the one module that imports it.
 */
function preserveModules(names: Map<string, string>): Plugin {
  return {
    name: 'preserve-modules',
    setup(pluginBuild) {
      pluginBuild.onResolve({ filter: /^\.\.?(\/|$)/ }, (args) => {
        if (args.kind === 'entry-point' || args.importer.includes('node_modules')) return undefined;
        const file = sourceFileOf(args.resolveDir, args.path);
        if (!file) return undefined;
        const environmentSpecifier = environmentSpecifierOf(file);
        if (environmentSpecifier) return { path: environmentSpecifier, external: true };
        const target = names.get(file);
        if (!target) return file.endsWith('.json') ? { path: file } : undefined;
        const from = names.get(args.importer);
        if (!from) throw new Error(`${relative(root, args.importer)} is not one of the package's modules`);
        const specifier = `${relative(dirname(from), target)}.mjs`;
        return { path: specifier.startsWith('.') ? specifier : `./${specifier}`, external: true };
      });
    },
  };
}

/**
 * Each data module (`lazyData`: a site's footer content, a part's catalogue in one language) exports its object
 * as its only export: esbuild's JSON loader would also export each top-level key, by names such as
 * "footer.social.heading" that some host bundlers do not parse.
 *
 * The message catalogues ship precompiled: each ICU message as the syntax tree react-intl would
 * parse it into at run time (what `formatjs compile --ast` writes). The page then parses no message,
 * and a host that formats no string message of its own can drop the parser from its bundle by
 * aliasing `@formatjs/icu-messageformat-parser` to its `no-parser.js` (docs/guides/bundle-size.md).
 * The sources stay ICU strings, checked by the catalogue tests.
 */
function dataModules(lazyData: Set<string>): Plugin {
  return {
    name: 'data-modules',
    setup(pluginBuild) {
      pluginBuild.onLoad({ filter: /\.json$/ }, (args) => {
        // A catalogue the staff panel imports statically (locales/catalogues/preview/en.json) is
        // bundled into the panel's module, precompiled too.
        const isCatalogue = /[\\/]locales[\\/]catalogues[\\/][^\\/]+[\\/][^\\/]+\.json$/.test(args.path);
        if (!lazyData.has(args.path) && !isCatalogue) return undefined;
        const data = JSON.parse(readFileSync(args.path, 'utf8')) as Record<string, unknown>;
        const contents = isCatalogue ? Object.fromEntries(Object.entries(data).map(([id, message]) => [id, parseMessage(String(message))])) : data;
        return { contents: `export default ${JSON.stringify(contents)};\n`, loader: 'js' };
      });
    },
  };
}

async function main(): Promise<void> {
  rmSync(dist, { recursive: true, force: true });
  const { names, lazyData } = await moduleNames();
  checkImportsField(names);
  const entryPoints = Object.fromEntries([...names].map(([file, name]) => [name, relative(root, file)]));
  const result = await build({ ...esmOptions, entryPoints, plugins: [preserveModules(names), dataModules(lazyData)], sourcemap: true, metafile: true });
  await build({
    absWorkingDir: root,
    entryPoints: { 'shop-parts': 'src/styles.css' },
    outdir: 'dist',
    bundle: true,
    loader: { '.css': 'css' },
    logLevel: 'warning',
  });
  markClientEntry(join(dist, 'index.mjs'));
  markClientEntry(join(dist, 'widgets.mjs'));
  writeFileSync(join(dist, 'meta.json'), JSON.stringify(result.metafile));
  const modules = Object.keys(result.metafile.outputs).filter((file) => file.endsWith('.mjs'));
  // After the 'use client' line: esbuild keeps a file's directives in CommonJS output.
  await buildCommonJs(modules.map((file) => join(root, file)));
  execFileSync('npx', ['tsc', '-p', 'tsconfig.build.json'], { cwd: root, stdio: 'inherit' });
  fixDeclarations(join(dist, 'types'));
  console.log(`Built ${modules.length} modules as ES modules and CommonJS, dist/shop-parts.css and declarations into dist/.`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
