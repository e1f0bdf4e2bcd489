/**
 * A host app the way a host engineer makes one: a folder with its own package.json, the packed
 * tarball and the host's dependencies installed with npm, its source copied from
 * tests/package/hosts/<template>, its own tools (tsc, vite, next) run from its own node_modules.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';

const repo = join(__dirname, '..', '..', '..');

/**
 * `npm run bench` sets SHOP_PARTS_FULL_MATRIX=1: the host tests then run the middle of their
 * matrices too (every Node line, every msw major's lines, the React 19 Vite host), where `npm test`
 * runs each axis's lowest and newest pairwise.
 */
export const FULL_MATRIX = process.env.SHOP_PARTS_FULL_MATRIX === '1';
const execFileAsync = promisify(execFile);

export function packedTarball(): string {
  const tarball = process.env.PACKAGE_TARBALL;
  if (!tarball) throw new Error('PACKAGE_TARBALL is not set: run the package tests through jest (globalSetup packs the package).');
  return tarball;
}

/** Runs a command; on failure the error carries its output, and says so when the command was stopped at `timeout` ms. */
export async function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = process.env, timeout = 300_000): Promise<string> {
  try {
    const { stdout } = await execFileAsync(command, args, { cwd, env, maxBuffer: 64 * 1024 * 1024, timeout });
    return stdout;
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string; message: string; killed?: boolean };
    const stopped = failed.killed ? ` (stopped after ${timeout / 1000} s)` : '';
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd}${stopped}:\n${failed.message}\n${failed.stdout ?? ''}\n${failed.stderr ?? ''}`);
  }
}

/** `name@version` as installed in this repository (so the npm cache already has it). */
export function installedVersion(name: string): string {
  const { version } = JSON.parse(readFileSync(join(repo, 'node_modules', name, 'package.json'), 'utf8')) as { version: string };
  return `${name}@${version}`;
}

export interface HostProject {
  dir: string;
  /** Runs a binary from the host's own node_modules/.bin. */
  bin(name: string, args: string[], env?: NodeJS.ProcessEnv): Promise<string>;
  remove(): void;
}

export interface HostSpec {
  /** Folder under tests/package/hosts copied into the host. */
  template: string;
  /** Files written over the template (path → content). */
  files?: Record<string, string>;
  /** Template files left out. */
  omit?: string[];
  /** package.json fields besides name, version and private. */
  packageJson?: Record<string, unknown>;
  dependencies: string[];
  devDependencies: string[];
}

const npmInstall = ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'];

/**
 * `npm install`, tried once more when the first try fails or stalls: a clean-clone CI run saw npm
 * hang right after its start (its log ends before any fetch) while other hosts installed, until the
 * timeout stopped it. That is the registry's or npm's cache's trouble, not the package's; a second
 * failure is thrown with npm's output.
 */
async function installWithRetry(args: string[], dir: string): Promise<void> {
  try {
    await run('npm', args, dir, process.env, 180_000);
  } catch (error) {
    console.warn(`npm install failed once, trying again:\n${(error as Error).message}`);
    await run('npm', args, dir);
  }
}

/** `name@range` specs (`react@19.3.1`, `@types/react@18.3`, `vite@8`; a bare name is its latest release) as package.json's name → range. */
export function dependencyRanges(specs: string[]): Record<string, string> {
  return Object.fromEntries(
    specs.map((spec) => {
      const at = spec.lastIndexOf('@');
      return at > 0 ? [spec.slice(0, at), spec.slice(at + 1)] : [spec, 'latest'];
    }),
  );
}

export async function createHostProject(spec: HostSpec): Promise<HostProject> {
  const dir = mkdtempSync(join(tmpdir(), `shop-parts-host-${spec.template}-`));
  cpSync(join(repo, 'tests', 'package', 'hosts', spec.template), dir, { recursive: true });
  for (const file of spec.omit ?? []) rmSync(join(dir, file));
  for (const [file, content] of Object.entries(spec.files ?? {})) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), content);
  }
  // Both lists in package.json and one `npm install`: one resolution of the whole tree, as a host
  // with a package.json gets on its first install.
  const packageJson = {
    name: `host-${spec.template}`,
    version: '1.0.0',
    private: true,
    ...spec.packageJson,
    dependencies: { '@shop/shop-parts': `file:${packedTarball()}`, ...dependencyRanges(spec.dependencies) },
    devDependencies: dependencyRanges(spec.devDependencies),
  };
  writeFileSync(join(dir, 'package.json'), JSON.stringify(packageJson, null, 2));
  await installWithRetry(npmInstall, dir);
  return {
    dir,
    bin: (name, args, env) => run(join(dir, 'node_modules', '.bin', name), args, dir, env),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** A long-running server (`next start`, a static server) and the address it answers on. */
export async function startServer(command: string, args: string[], cwd: string, url: string, env: NodeJS.ProcessEnv = process.env): Promise<{ url: string; stop(): void }> {
  const child: ChildProcess = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${command} exited with ${child.exitCode}:\n${output}`);
    try {
      const response = await fetch(url);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill();
      throw new Error(`${command} did not answer ${url} within 60 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { url, stop: () => void child.kill() };
}

export { freePort } from '../../support/freePort';
