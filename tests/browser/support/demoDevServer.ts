import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { startDevServer, type DevServer } from '../../package/support/devServer';
import { freePort } from '../../support/freePort';

const ROOT = resolve(__dirname, '../../..');
/** Folders of this tier's own (ignored by git, ESLint and knip), so `npm start` and the production build keep theirs. */
const DIST_DIR = '.demo-devserver';
const CACHE_DIR = '.parcel-cache-devserver';
/** The first development build takes 10–60 s here; two cores shared with other suites may slow it a lot. */
const START_TIMEOUT_MS = 240_000;
const STOP_TIMEOUT_MS = 10_000;

/**
 * `parcel serve`'s arguments as `npm start` (package.json) gives them, with this tier's port and
 * folders instead: read from the script, so the tier serves what `npm start` serves when the
 * script changes. `.proxyrc.cjs` (the service fakes) is Parcel's own set-up: it needs no argument.
 */
function startScriptArguments(port: number): string[] {
  const { scripts } = JSON.parse(readFileSync(resolve(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  const script = scripts.start ?? '';
  const words = script.split(/\s+/).map((word) => word.replace(/^'(.*)'$/, '$1'));
  const serve = words.indexOf('parcel') + 1;
  if (serve === 0 || words[serve] !== 'serve') throw new Error(`npm start is no \`parcel serve\` any more: ${script}`);
  const replaced = { '--port': String(port), '--dist-dir': DIST_DIR, '--cache-dir': CACHE_DIR };
  const args = words.slice(serve);
  for (const [option, value] of Object.entries(replaced)) {
    const at = args.indexOf(option);
    if (at === -1) throw new Error(`npm start no longer passes ${option}: ${script}`);
    args[at + 1] = value;
  }
  return args;
}

/**
 * The demo as `npm start` serves it (`parcel serve`: a development build, React's development
 * build, modules unhoisted, the service fakes of `.proxyrc.cjs`), on a free port with folders of
 * its own: started in this file's beforeAll, stopped (its whole process group) in afterAll.
 * Call it once at the top of a test file; `url(path)` is a page of it.
 */
export function devServerForThisFile(): { url(path?: string): string } {
  let server: DevServer | undefined;
  beforeAll(async () => {
    const port = await freePort();
    // The toolchain's Node that runs Jest, as `npm start` runs Parcel on it.
    server = await startDevServer(process.execPath, [require.resolve('parcel/lib/bin.js'), ...startScriptArguments(port)], {
      cwd: ROOT,
      url: `http://localhost:${port}/`,
      startTimeoutMs: START_TIMEOUT_MS,
      buildFailed: 'Build failed',
    });
  }, START_TIMEOUT_MS + 10_000);

  afterAll(() => server?.stop(), STOP_TIMEOUT_MS + 5_000);

  return {
    url(path = '/') {
      if (!server) throw new Error('The dev server is used before beforeAll started it.');
      return new URL(path, server.url).toString();
    },
  };
}
