import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

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

/** A port nothing listens on now (Parcel refuses a given port that is taken rather than pick another). */
function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, () => {
      const address = server.address();
      server.close(() => (address && typeof address === 'object' ? resolvePort(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Resolves once the server answers its first page with 200 (Parcel holds requests until the first build is done). */
async function untilItAnswers(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code, signal) => reject(new Error(`parcel serve exited (${String(code ?? signal)}) before it answered. Its output:\n${output()}`))),
  );
  exited.catch(() => undefined);
  for (;;) {
    // Parcel's own report of a failed build: no point waiting for it to answer.
    if (output().includes('Build failed')) throw new Error(`parcel serve could not build the demo. Its output:\n${output()}`);
    const left = deadline - Date.now();
    if (left <= 0) throw new Error(`parcel serve did not answer ${url} within ${START_TIMEOUT_MS / 1000} s. Its output:\n${output()}`);
    const answer = fetch(url, { signal: AbortSignal.timeout(left) }).then(
      (response) => response.status,
      () => 0,
    );
    const status = await Promise.race([answer, exited]);
    if (status === 200) return;
    await new Promise((wait) => setTimeout(wait, 250));
  }
}

/**
 * The demo as `npm start` serves it (`parcel serve`: a development build, React's development
 * build, modules unhoisted, the service fakes of `.proxyrc.cjs`), on a free port with folders of
 * its own: started in this file's beforeAll, stopped (its whole process group) in afterAll.
 * Call it once at the top of a test file; `url(path)` is a page of it.
 */
export function devServerForThisFile(): { url(path?: string): string } {
  let child: ChildProcess | undefined;
  let base: string | undefined;
  beforeAll(async () => {
    const port = await freePort();
    let output = '';
    // Without Jest's NODE_ENV=test, which Parcel would build with: a shell's `npm start` has none,
    // and Parcel's serve then builds for `development`.
    const { NODE_ENV: _jestNodeEnv, ...env } = process.env;
    // The toolchain's Node that runs Jest (as `npm start` runs Parcel on it); a process group of its
    // own, so afterAll stops Parcel's workers with it.
    child = spawn(process.execPath, [require.resolve('parcel/lib/bin.js'), ...startScriptArguments(port)], {
      cwd: ROOT,
      detached: true,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const record = (chunk: Buffer) => {
      output += chunk.toString();
    };
    child.stdout?.on('data', record);
    child.stderr?.on('data', record);
    const url = `http://localhost:${port}/`;
    await untilItAnswers(url, child, () => output);
    base = url;
  }, START_TIMEOUT_MS + 10_000);

  afterAll(async () => {
    const running = child;
    if (!running?.pid || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise<void>((done) => running.once('exit', () => done()));
    const group = -running.pid;
    process.kill(group, 'SIGTERM');
    const timer = setTimeout(() => {
      try {
        process.kill(group, 'SIGKILL');
      } catch {
        // Already gone between the check and the kill.
      }
    }, STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(timer);
  }, STOP_TIMEOUT_MS + 5_000);

  return {
    url(path = '/') {
      if (!base) throw new Error('The dev server is used before beforeAll started it.');
      return new URL(path, base).toString();
    },
  };
}
