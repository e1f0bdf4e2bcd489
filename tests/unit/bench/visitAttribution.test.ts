import { sampleCode, sampleOwner, type CodeOwners, type TimeOwner } from '../../../scripts/bench/codeOwners';
import { marks, profileSamples, type CallFrame, type TraceEvent } from '../../../scripts/bench/cpuTrace';
import { summariseVisits, type LongFrame, type VisitRun } from '../../../scripts/bench/visit';

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
  });
  const run = (submitMs: number, frames: LongFrame[]): VisitRun => ({ longFrames: frames, interactionMs: { panel: 40, submit: submitMs } });

  it('takes the median of each number, and the slowest interaction after load per visit', () => {
    const runs = [
      run(60, [longFrame('scroll', 120, 'peers', 20)]),
      run(48, [longFrame('scroll', 80, 'package', 50), longFrame('submit', 70, 'package', 40)]),
      run(200, []),
      run(56, [longFrame('scroll', 90, 'peers', 10)]),
      run(52, [longFrame('scroll', 60, 'peers', 5)]),
    ];
    const summary = summariseVisits('DE', 'island', runs);
    expect(summary.phases.scroll).toMatchObject({ longFrames: 1, longestFrameMs: 80, packageOwnedFrames: 0, packageMsInLongFrames: 10 });
    expect(summary.phases.submit.packageOwnedFrames).toBe(0);
    expect(summary.phases.submit.slowestInteractionMs).toBe(56);
    // Per visit: max(panel, submit) = 60, 48, 200, 56, 52; the median is 56.
    expect(summary.slowestInteractionMs).toBe(56);
  });
});
