import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { ownerOf, type Owner } from './attribution';
import type { CallFrame, Sample } from './cpuTrace';

/** Who a CPU sample's time belongs to: an owner of shipped code, or the browser itself (style, layout, GC, parsing). */
export type TimeOwner = Owner | 'browser';
export const TIME_OWNERS: TimeOwner[] = ['package', 'packageDeps', 'peers', 'demo', 'other', 'browser'];

export type OwnerTimes = Record<TimeOwner, number>;
export const noTime = (): OwnerTimes => ({ package: 0, packageDeps: 0, peers: 0, demo: 0, other: 0, browser: 0 });

/**
 * Maps the production build's call frames back to their sources through the source maps in
 * `distDir`, and from there to an owner (attribution.ts).
 */
export interface CodeOwners {
  ownerOf(frame: CallFrame): TimeOwner | null;
  /** `source:line name` of a frame of shipped code, for reading a profile. */
  describe(frame: CallFrame): string;
}

export function createCodeOwners(distDir: string): CodeOwners {
  const maps = new Map<string, TraceMap | null>();
  const cache = new Map<string, TimeOwner>();
  const mapFor = (url: string): TraceMap | null => {
    if (!maps.has(url)) {
      const file = join(distDir, new URL(url).pathname);
      const mapFile = `${file}.map`;
      maps.set(url, existsSync(mapFile) ? new TraceMap(readFileSync(mapFile, 'utf8')) : null);
    }
    return maps.get(url) ?? null;
  };
  const ownerOfFrame = (frame: CallFrame): TimeOwner | null => {
    if (!frame.url?.startsWith('http')) return null;
    const key = `${frame.url}:${frame.lineNumber}:${frame.columnNumber}`;
    const known = cache.get(key);
    if (known) return known;
    const map = mapFor(frame.url);
    const source = map ? originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber }).source : null;
    const owner: TimeOwner = source ? ownerOf(source) : 'other';
    cache.set(key, owner);
    return owner;
  };
  const describe = (frame: CallFrame): string => {
    const map = frame.url?.startsWith('http') ? mapFor(frame.url) : null;
    if (!map) return frame.functionName || '(native)';
    const position = originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber });
    const source = (position.source ?? '?').replace(/^(\.\.\/)+/, '').replace(/^.*node_modules\//, '');
    return `${source}:${position.line ?? '?'} ${position.name ?? frame.functionName}`;
  };
  return { ownerOf: ownerOfFrame, describe };
}

/**
 * Self time: a sample belongs to its innermost frame of shipped code. Native and built-in frames
 * (JSON.parse, Intl, DOM calls) count for the code that called them; a sample with no shipped code
 * on its stack is the browser's own work.
 */
export function sampleOwner(sample: Sample, owners: CodeOwners): TimeOwner | 'idle' {
  const top = sample.stack[0];
  if (!top || top.functionName === '(idle)') return 'idle';
  for (const frame of sample.stack) {
    const owner = owners.ownerOf(frame);
    if (owner) return owner;
  }
  return 'browser';
}

/** The innermost frame of shipped code in a sample, described; the browser's own work by its name. */
export function sampleCode(sample: Sample, owners: CodeOwners): string {
  const frame = sample.stack.find((candidate) => owners.ownerOf(candidate) !== null);
  return frame ? owners.describe(frame) : (sample.stack[0]?.functionName ?? '(browser)');
}
