import { execFileSync, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * Builds the demo for production once, then serves it with the service fakes on a free port.
 * Tests read the address from DEMO_URL. Set DEMO_URL yourself to test a demo that already runs.
 */
export default async function globalSetup(): Promise<void> {
  if (process.env.DEMO_URL) return;
  const root = resolve(__dirname, '../..');
  // Separate folders let several checkouts' test runs build at the same time.
  const distDir = process.env.DEMO_DIST_DIR ?? '.demo-dist';
  const cacheDir = process.env.PARCEL_CACHE_DIR ?? '.parcel-cache';
  // NODE_ENV is production, as in a shop's own build: Jest sets it to `test`, which Parcel would
  // bake into the bundles (React's development build, every library's development checks).
  const build = (errors: 'pipe' | 'inherit') =>
    execFileSync(
      'npx',
      ['parcel', 'build', 'src/demo/*.html', '--dist-dir', distDir, '--cache-dir', cacheDir, '--public-url', '/', '--no-source-maps'],
      { cwd: root, env: { ...process.env, NODE_ENV: 'production' }, stdio: ['ignore', 'ignore', errors] },
    );
  try {
    build('pipe');
  } catch {
    // Parcel's incremental build can fail after the bundle graph changed ("bundleInfoMap[bundleId]
    // is not iterable"); a build from scratch does not. A second failure is a real one and is thrown.
    console.warn('The demo build failed with the cache; building it again from scratch.');
    for (const folder of [distDir, cacheDir]) rmSync(resolve(root, folder), { recursive: true, force: true });
    build('inherit');
  }
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/fakeServer.ts', distDir], {
    cwd: root,
    env: { ...process.env, PORT: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolveUrl, reject) => {
    const timer = setTimeout(() => reject(new Error('demo server did not start within 30 s')), 30000);
    child.stdout.on('data', (chunk: Buffer) => {
      const match = /(http:\/\/\S+)/.exec(chunk.toString());
      if (match?.[1]) {
        clearTimeout(timer);
        resolveUrl(match[1]);
      }
    });
    child.on('exit', (code) => reject(new Error(`demo server exited with ${String(code)}`)));
  });
  process.env.DEMO_URL = url;
  (globalThis as { __demoServer?: typeof child }).__demoServer = child;
}
