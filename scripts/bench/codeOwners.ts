import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { decodedMappings, originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { ownerOf, type Owner } from './attribution';
import type { CallFrame, Sample } from './cpuTrace';

/** Who a CPU sample's time belongs to: an owner of shipped code, or the browser itself (style, layout, GC, parsing). */
export type TimeOwner = Owner | 'browser';

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

/** A function's start in the shipped code (V8's call frames point at where a function begins, 0-based). */
export interface ShippedChunk {
  /** The chunk's code, line by line. */
  lines: string[];
  map: TraceMap;
}

/** Parcel wraps each module in `register("<id>",function(module,exports){…})`; the call frame points just after `function`. */
const MODULE_FACTORY_BEFORE = /\("[\w$]+",function$/;

/**
 * The source a function belongs to. Most starts map straight to their source. A bundler's module
 * factory does not (the wrapper is the bundler's), yet its own time is the module's top-level code:
 * it belongs to the module it wraps, the first mapped code inside it. The bundler's runtime and
 * the helpers it injects map nowhere and stay unowned ('other').
 */
export function sourceOfFunction(chunk: ShippedChunk, line: number, column: number): { source: string; line: number; name: string | null; moduleTopLevel: boolean } | null {
  const position = originalPositionFor(chunk.map, { line: line + 1, column });
  if (position.source) return { source: position.source, line: position.line, name: position.name, moduleTopLevel: false };
  const text = chunk.lines[line] ?? '';
  if (!MODULE_FACTORY_BEFORE.test(text.slice(Math.max(0, column - 40), column))) return null;
  const inside = (decodedMappings(chunk.map)[line] ?? []).find((segment) => segment[0] >= column && segment.length >= 4);
  if (inside?.length !== 4 && inside?.length !== 5) return null;
  const [, sourceIndex, sourceLine] = inside;
  const source = chunk.map.resolvedSources[sourceIndex] ?? chunk.map.sources[sourceIndex];
  return source ? { source, line: sourceLine + 1, name: null, moduleTopLevel: true } : null;
}

export function createCodeOwners(distDir: string): CodeOwners {
  const chunks = new Map<string, ShippedChunk | null>();
  const cache = new Map<string, TimeOwner>();
  const chunkFor = (url: string): ShippedChunk | null => {
    if (!chunks.has(url)) {
      const file = join(distDir, new URL(url).pathname);
      const mapFile = `${file}.map`;
      chunks.set(url, existsSync(mapFile) ? { lines: readFileSync(file, 'utf8').split('\n'), map: new TraceMap(readFileSync(mapFile, 'utf8')) } : null);
    }
    return chunks.get(url) ?? null;
  };
  const ownerOfFrame = (frame: CallFrame): TimeOwner | null => {
    if (!frame.url?.startsWith('http')) return null;
    const key = `${frame.url}:${frame.lineNumber}:${frame.columnNumber}`;
    const known = cache.get(key);
    if (known) return known;
    const chunk = chunkFor(frame.url);
    const source = chunk ? sourceOfFunction(chunk, frame.lineNumber, frame.columnNumber)?.source : null;
    const owner: TimeOwner = source ? ownerOf(source) : 'other';
    cache.set(key, owner);
    return owner;
  };
  const describe = (frame: CallFrame): string => {
    const chunk = frame.url?.startsWith('http') ? chunkFor(frame.url) : null;
    if (!chunk) return frame.functionName || '(native)';
    const found = sourceOfFunction(chunk, frame.lineNumber, frame.columnNumber);
    if (!found) return `${frame.url?.split('/').pop() ?? '?'} (bundler runtime) ${frame.functionName}`;
    const source = found.source.replace(/^(\.\.\/)+/, '').replace(/^.*node_modules\//, '');
    return found.moduleTopLevel ? `${source} (module top level)` : `${source}:${found.line} ${found.name ?? frame.functionName}`;
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
