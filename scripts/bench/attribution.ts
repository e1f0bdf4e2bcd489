import { decode } from '@jridgewell/sourcemap-codec';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Who the bytes of a shipped JavaScript file belong to. */
export type Owner = 'peers' | 'package' | 'packageDeps' | 'demo' | 'other';

const PEER_PACKAGES = [
  'react', 'react-dom', 'scheduler', '@reduxjs/toolkit', 'redux', 'reselect', 'immer', 'redux-thunk', 'react-redux',
  'use-sync-external-store', 'redux-saga', '@redux-saga', 'react-intl', '@formatjs', 'intl-messageformat', 'tslib',
  // Helpers the peers pull in themselves.
  '@babel/runtime', 'hoist-non-react-statics', '.aspect_rules_js',
];
const root = join(__dirname, '../..');

/** A package's own dependencies (not its peers), as its package.json declares them. */
function dependenciesOf(packageJson: string): string[] {
  const { dependencies = {} } = JSON.parse(readFileSync(packageJson, 'utf8')) as { dependencies?: Record<string, string> };
  return Object.keys(dependencies);
}

/**
 * What the package ships inside its own chunks: its dependencies (package.json) and theirs, read
 * from package.json so that a new dependency counts as the package's without an edit here; and the
 * top-level domain list (tlds, a devDependency bundled as data).
 */
const PACKAGE_DEPS: readonly string[] = (() => {
  const found = new Set<string>(['tlds']);
  const queue = dependenciesOf(join(root, 'package.json'));
  for (let name = queue.shift(); name !== undefined; name = queue.shift()) {
    if (found.has(name)) continue;
    found.add(name);
    queue.push(...dependenciesOf(join(root, 'node_modules', name, 'package.json')));
  }
  return [...found];
})();
const PACKAGE_FOLDERS = ['config/', 'api/', 'locales/', 'widgets/', 'features/', 'sagas/', 'store/', 'src/index.ts', 'src/components/'];

function packageNameOf(source: string): string | null {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  return match?.[1] ?? null;
}

export function ownerOf(source: string): Owner {
  const name = packageNameOf(source);
  // A host's build of the packed package: its modules sit in the host's node_modules.
  if (name === '@shop/shop-parts') return 'package';
  // react-intl's maps name its own TypeScript files as node_modules/<file>.ts (no package folder).
  if (name && /\.tsx?$/.test(name)) return 'peers';
  if (name) {
    if (PEER_PACKAGES.some((peer) => name === peer || name.startsWith(`${peer}/`))) return 'peers';
    if (PACKAGE_DEPS.includes(name)) return 'packageDeps';
    return 'other';
  }
  const path = source.replace(/^(\.\.\/)+/, '').replace(/^\/?work\/main\//, '');
  if (path.startsWith('src/demo/')) return 'demo';
  if (PACKAGE_FOLDERS.some((folder) => path.startsWith(folder))) return 'package';
  return 'other';
}

export interface SourceMapLike {
  sources: string[];
  mappings: string;
}

export interface Attribution {
  rawBytes: Record<Owner, number>;
  /** The file's gzip size shared out in proportion to the raw bytes. */
  gzipBytes: Record<Owner, number>;
  /** Each owner's bytes gzipped on their own (no help from the rest of the file's dictionary). */
  gzipAloneBytes: Record<Owner, number>;
  totalRaw: number;
  totalGzip: number;
  sources: string[];
  /** Raw bytes per source of the package's own (its modules), for a module-by-module share. */
  packageRawBytesBySource: Record<string, number>;
}

const empty = (): Record<Owner, number> => ({ peers: 0, package: 0, packageDeps: 0, demo: 0, other: 0 });

/**
 * Splits a file's bytes between owners through its source map: each generated span belongs to the
 * source its mapping names (unmapped spans count as 'other'). Gzip bytes are the file's real
 * gzip size shared out in proportion to the raw bytes.
 */
export function attribute(code: string, map: SourceMapLike): Attribution {
  const spans: Record<Owner, string[]> = { peers: [], package: [], packageDeps: [], demo: [], other: [] };
  const packageRawBytesBySource: Record<string, number> = {};
  const lines = code.split('\n');
  const decoded = decode(map.mappings);
  lines.forEach((line, index) => {
    const segments = decoded[index] ?? [];
    let previousColumn = 0;
    let previousOwner: Owner = 'other';
    let previousSource = '';
    const push = (text: string) => {
      spans[previousOwner].push(text);
      if (previousOwner === 'package') packageRawBytesBySource[previousSource] = (packageRawBytesBySource[previousSource] ?? 0) + Buffer.byteLength(text);
    };
    for (const segment of segments) {
      const column = segment[0];
      push(line.slice(previousColumn, column));
      previousColumn = column;
      previousSource = segment.length > 1 ? (map.sources[segment[1] ?? 0] ?? '') : '';
      previousOwner = segment.length > 1 ? ownerOf(previousSource) : 'other';
    }
    push(`${line.slice(previousColumn)}\n`);
  });
  const rawBytes = empty();
  const gzipAloneBytes = empty();
  for (const owner of Object.keys(spans) as Owner[]) {
    const text = spans[owner].join('');
    rawBytes[owner] = Buffer.byteLength(text);
    gzipAloneBytes[owner] = rawBytes[owner] === 0 ? 0 : gzipSync(text, { level: 9 }).length;
  }
  const totalRaw = Object.values(rawBytes).reduce((sum, value) => sum + value, 0);
  const totalGzip = gzipSync(code, { level: 9 }).length;
  const gzipBytes = empty();
  for (const owner of Object.keys(rawBytes) as Owner[]) gzipBytes[owner] = totalRaw === 0 ? 0 : (rawBytes[owner] / totalRaw) * totalGzip;
  return { rawBytes, gzipBytes, gzipAloneBytes, totalRaw, totalGzip, sources: map.sources, packageRawBytesBySource };
}
