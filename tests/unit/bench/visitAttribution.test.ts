import { encode } from '@jridgewell/sourcemap-codec';
import { ownerOf } from '../../../scripts/bench/attribution';
import { TraceMap } from '@jridgewell/trace-mapping';
import { sampleCode, sampleOwner, sourceOfFunction, type CodeOwners, type TimeOwner } from '../../../scripts/bench/codeOwners';
import { marks, profileSamples, type CallFrame, type TraceEvent } from '../../../scripts/bench/cpuTrace';
import { partsOf, summariseVisits, type LongFrame, type VisitRun } from '../../../scripts/bench/visit';

// The bench's attribution rules, checked on hand-made traces: who owns a sample, how a profile is
// read from trace events, and how five visits become one row.

const frame = (functionName: string, url?: string): CallFrame => ({ functionName, url, lineNumber: 0, columnNumber: 0 });

/** Owners by file name, as the source maps would say. */
const owners: CodeOwners = {
  ownerOf: (candidate) => {
    if (!candidate.url?.startsWith('http')) return null;
    const byFile: Record<string, TimeOwner> = { 'footer.js': 'package', 'react.js': 'peers', 'demo.js': 'demo' };
    return byFile[candidate.url.split('/').pop() ?? ''] ?? 'other';
  },
  describe: (candidate) => candidate.functionName,
};

describe('a sample belongs to its innermost frame of shipped code', () => {
  it('our component calling into React is React’s time; React calling our component is ours', () => {
    expect(sampleOwner({ ts: 0, weight: 1, stack: [frame('beginWork', 'http://x/react.js'), frame('Footer', 'http://x/footer.js')] }, owners)).toBe('peers');
    expect(sampleOwner({ ts: 0, weight: 1, stack: [frame('Footer', 'http://x/footer.js'), frame('renderWithHooks', 'http://x/react.js')] }, owners)).toBe('package');
  });

  it('a native call (a forced layout, Intl) counts for the code that made it', () => {
    const sample = { ts: 0, weight: 1, stack: [frame('getBoundingClientRect'), frame('measure', 'http://x/footer.js')] };
    expect(sampleOwner(sample, owners)).toBe('package');
    expect(sampleCode(sample, owners)).toBe('measure');
  });

  it('no shipped code on the stack is the browser’s work; an idle sample is nobody’s', () => {
    expect(sampleOwner({ ts: 0, weight: 1, stack: [frame('(program)')] }, owners)).toBe('browser');
    expect(sampleOwner({ ts: 0, weight: 1, stack: [frame('(garbage collector)')] }, owners)).toBe('browser');
    expect(sampleOwner({ ts: 0, weight: 1, stack: [frame('(idle)')] }, owners)).toBe('idle');
  });
});

describe('who owns a source file', () => {
  it('the package owns its folders and what it bundles (its dependencies and theirs, the top-level domain list); peers and the demo their own', () => {
    expect(ownerOf('../../features/newsletter/logic/personName.ts')).toBe('package');
    expect(ownerOf('../../node_modules/yup/index.esm.js')).toBe('packageDeps');
    expect(ownerOf('../../node_modules/react-hook-form/dist/index.esm.mjs')).toBe('packageDeps');
    // yup's own dependency, not the package's.
    expect(ownerOf('../../node_modules/toposort/index.js')).toBe('packageDeps');
    expect(ownerOf('../../node_modules/tlds/index.json')).toBe('packageDeps');
    expect(ownerOf('../../node_modules/react-dom/cjs/react-dom-client.production.js')).toBe('peers');
    expect(ownerOf('../../src/demo/main.tsx')).toBe('demo');
  });
});

describe('a function the source map does not cover', () => {
  // A Parcel chunk: the runtime's require, then one module wrapped in its factory.
  const runtime = 'function r(e){return e}';
  const factory = 's("ab12",function(e,t){';
  const body = 'var x=1;function f(){return x}';
  const code = `${runtime};${factory}${body}})`;
  const bodyAt = runtime.length + 1 + factory.length;
  const chunk = {
    lines: [code],
    map: new TraceMap({
      version: 3,
      sources: ['../../features/footer/x.ts'],
      names: [],
      // The runtime and the factory's wrapper map nowhere; the module's own code maps to its source.
      mappings: encode([[[0], [bodyAt, 0, 0, 0], [bodyAt + 8, 0, 1, 0]]]),
    }),
  };

  it('a module factory is its module’s top-level code, owned by the module it wraps', () => {
    const factoryStart = runtime.length + 1 + 's("ab12",function'.length;
    expect(sourceOfFunction(chunk, 0, factoryStart)).toEqual({ source: '../../features/footer/x.ts', line: 1, name: null, moduleTopLevel: true });
  });

  it('the bundler’s runtime stays unowned, and a mapped function maps to its own line', () => {
    expect(sourceOfFunction(chunk, 0, 'function r'.length)).toBeNull();
    expect(sourceOfFunction(chunk, 0, bodyAt + 'var x=1;function f'.length)).toMatchObject({ source: '../../features/footer/x.ts', line: 2, moduleTopLevel: false });
  });
});

describe('reading the trace', () => {
  const event = (fields: Partial<TraceEvent>): TraceEvent => ({ name: '', cat: '', ph: 'X', pid: 1, tid: 2, ts: 0, ...fields });

  it('builds each sample’s stack and time from the profile chunks of the page’s thread', () => {
    const events = [
      event({ name: 'Profile', ph: 'P', id: '0x1', ts: 1000, args: { data: { startTime: 1000 } } }),
      event({
        name: 'ProfileChunk',
        ph: 'P',
        id: '0x1',
        args: {
          data: {
            cpuProfile: {
              nodes: [
                { id: 1, callFrame: frame('(root)') },
                { id: 2, callFrame: frame('render', 'http://x/react.js'), parent: 1 },
                { id: 3, callFrame: frame('Footer', 'http://x/footer.js'), parent: 2 },
              ],
              samples: [3, 2],
            },
            timeDeltas: [100, 250],
          },
        },
      }),
      // Another renderer's profile is not the page's.
      event({ name: 'Profile', ph: 'P', id: '0x9', pid: 7, ts: 0 }),
    ];
    const samples = profileSamples(events, 1, 2);
    expect(samples.map((sample) => sample.ts)).toEqual([1100, 1350]);
    expect(samples[0]?.stack.map((entry) => entry.functionName)).toEqual(['Footer', 'render', '(root)']);
    expect(samples[0]?.weight).toBe(250);
  });

  it('finds the page’s performance marks by prefix', () => {
    const events = [
      event({ name: 'bench:scroll', cat: 'blink.user_timing', ph: 'R', ts: 5000 }),
      event({ name: 'other', cat: 'blink.user_timing', ph: 'R', ts: 6000 }),
    ];
    expect(marks(events, 'bench:')).toEqual([{ name: 'bench:scroll', ts: 5000, pid: 1, tid: 2 }]);
  });
});

describe('five visits become one row per step', () => {
  const longFrame = (phase: LongFrame['phase'], durationMs: number, owner: LongFrame['owner'], packageMs: number): LongFrame => ({
    phase,
    durationMs,
    owner,
    ownerMs: { package: packageMs, packageDeps: 0, peers: 10, demo: 0, other: 0, browser: 5 },
    longestScript: '',
    hottest: [],
    hottestOfOurs: [],
  });
  const interaction = (durationMs: number) => ({ durationMs, inputDelayMs: 2, processingMs: durationMs / 2, presentationMs: durationMs / 2 - 2 });
  const tracedRun = (frames: LongFrame[]): VisitRun => ({ traced: true, longFrames: frames, slowestInteractions: { panel: interaction(500) } });
  const plainRun = (submitMs: number, frames: LongFrame[]): VisitRun => ({
    traced: false,
    longFrames: frames,
    slowestInteractions: { panel: interaction(40), submit: interaction(submitMs) },
  });

  const runs = [
    tracedRun([longFrame('scroll', 120, 'peers', 20)]),
    tracedRun([longFrame('scroll', 80, 'package', 50), longFrame('submit', 70, 'package', 40)]),
    tracedRun([]),
    tracedRun([longFrame('scroll', 90, 'peers', 10)]),
    tracedRun([longFrame('scroll', 60, 'peers', 5)]),
    plainRun(60, [longFrame('scroll', 70, null, 0)]),
    plainRun(48, []),
    plainRun(200, [longFrame('scroll', 55, null, 0), longFrame('submit', 52, null, 0)]),
    plainRun(56, []),
    plainRun(52, [longFrame('scroll', 51, null, 0)]),
  ];

  it('owners come from the traced visits, the median of each number', () => {
    const summary = summariseVisits('DE', 'island', runs);
    expect(summary.phases.scroll).toMatchObject({ tracedLongFrames: 1, packageOwnedFrames: 0, packageMsInLongFrames: 10 });
    expect(summary.phases.submit.packageOwnedFrames).toBe(0);
    expect(summary.ownerMs.scroll.peers).toBe(10);
  });

  it('what the shopper sees comes from the visits without the trace: long frames and the slowest interaction per visit', () => {
    const summary = summariseVisits('DE', 'island', runs);
    // Scroll frames per untraced visit: 1, 0, 1, 0, 1 (longest 70, 0, 55, 0, 51).
    expect(summary.phases.scroll).toMatchObject({ longFrames: 1, longestFrameMs: 51 });
    expect(summary.phases.submit.slowestInteractionMs).toBe(56);
    // Per visit: max(panel, submit) = 60, 48, 200, 56, 52; the median is 56. The traced panel's 500 ms does not count.
    expect(summary.slowestInteractionMs).toBe(56);
    // Each part of the slowest interaction is the median of that part: handlers 30, 24, 100, 28, 26.
    expect(summary.phases.submit.slowestInteractionParts).toEqual({ inputDelayMs: 2, processingMs: 28, presentationMs: 26 });
  });

  it('refuses to summarise without both kinds of visit', () => {
    expect(() => summariseVisits('DE', 'island', runs.filter((run) => run.traced))).toThrow(/without the trace/);
  });
});

describe('an interaction in its three parts', () => {
  it('splits input delay, handlers and the wait for the next paint, which takes Event Timing’s 8 ms rounding', () => {
    expect(partsOf({ startTime: 100, processingStart: 104.4, processingEnd: 130, duration: 56 })).toEqual({ inputDelayMs: 4, processingMs: 26, presentationMs: 26 });
  });
});
