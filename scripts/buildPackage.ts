/**
 * `npm run build`: the package as hosts install it.
 * - ES modules (dist/*.mjs) bundled per entry with code splitting, so each site's footer content,
 *   each language's messages and the staff preview panel stay separate chunks a host's bundler
 *   loads on demand; peer dependencies, yup and msw stay imports (a host never gets two copies).
 * - Declarations (dist/types) from tsc.
 * - One stylesheet (dist/shop-parts.css) from src/styles.css.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

const root = join(__dirname, '..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  peerDependencies: Record<string, string>;
  dependencies: Record<string, string>;
};
const externalPackages = [...Object.keys(pkg.peerDependencies), ...Object.keys(pkg.dependencies)];
const external = externalPackages.flatMap((name) => [name, `${name}/*`]);

async function main(): Promise<void> {
  rmSync(join(root, 'dist'), { recursive: true, force: true });
  const result = await build({
    absWorkingDir: root,
    entryPoints: { index: 'src/index.ts', testing: 'src/testing.ts' },
    outdir: 'dist',
    outExtension: { '.js': '.mjs' },
    chunkNames: 'chunks/[name]-[hash]',
    format: 'esm',
    bundle: true,
    splitting: true,
    platform: 'neutral',
    target: 'es2022',
    jsx: 'automatic',
    external,
    loader: { '.json': 'json' },
    sourcemap: true,
    metafile: true,
    legalComments: 'none',
    logLevel: 'warning',
  });
  await build({
    absWorkingDir: root,
    entryPoints: { 'shop-parts': 'src/styles.css' },
    outdir: 'dist',
    bundle: true,
    loader: { '.css': 'css' },
    logLevel: 'warning',
  });
  writeFileSync(join(root, 'dist/meta.json'), JSON.stringify(result.metafile));
  execFileSync('npx', ['tsc', '-p', 'tsconfig.build.json'], { cwd: root, stdio: 'inherit' });
  console.log(`Built ${Object.keys(result.metafile.outputs).filter((file) => file.endsWith('.mjs')).length} modules into dist/.`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
