import type { CDPSession } from 'playwright-core';

/**
 * A Chromium performance trace over CDP (what DevTools' Performance panel records): the renderer's
 * CPU profile samples and the page's performance marks, on one clock.
 */
const CATEGORIES = ['devtools.timeline', 'blink.user_timing', 'disabled-by-default-v8.cpu_profiler', 'v8.execute', 'toplevel'];

export interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  id?: string;
  args?: { data?: Record<string, unknown> } & Record<string, unknown>;
}

export async function startTrace(cdp: CDPSession): Promise<void> {
  await cdp.send('Tracing.start', { transferMode: 'ReturnAsStream', traceConfig: { includedCategories: CATEGORIES, recordMode: 'recordAsMuchAsPossible' } });
}

export async function stopTrace(cdp: CDPSession): Promise<TraceEvent[]> {
  const complete = new Promise<string>((resolve) => {
    cdp.once('Tracing.tracingComplete', (event: { stream?: string }) => resolve(event.stream ?? ''));
  });
  await cdp.send('Tracing.end');
  const handle = await complete;
  let text = '';
  for (;;) {
    const chunk = await cdp.send('IO.read', { handle });
    text += chunk.base64Encoded ? Buffer.from(chunk.data, 'base64').toString('utf8') : chunk.data;
    if (chunk.eof) break;
  }
  await cdp.send('IO.close', { handle });
  const parsed = JSON.parse(text) as TraceEvent[] | { traceEvents: TraceEvent[] };
  return Array.isArray(parsed) ? parsed : parsed.traceEvents;
}

export interface CallFrame {
  functionName: string;
  /** Missing for native and built-in frames. */
  url?: string;
  /** 0-based, as V8 reports them. */
  lineNumber: number;
  columnNumber: number;
}

/** One CPU profile sample: when, and the stack from the innermost frame out. */
export interface Sample {
  /** Trace clock, microseconds. */
  ts: number;
  /** Microseconds until the next sample (the time this sample stands for). */
  weight: number;
  stack: CallFrame[];
}

/** A node of the trace's CPU profile; it names its parent (the trace format, unlike the DevTools protocol's, lists no children). */
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  parent?: number;
}

/** The samples of the CPU profile recorded on the given renderer thread. */
export function profileSamples(events: TraceEvent[], pid: number, tid: number): Sample[] {
  const profile = events.find((event) => event.name === 'Profile' && event.pid === pid && event.tid === tid);
  if (!profile) return [];
  const nodes = new Map<number, ProfileNode>();
  const times: { ts: number; node: number }[] = [];
  let ts = Number((profile.args?.data as { startTime?: number } | undefined)?.startTime ?? profile.ts);
  for (const chunk of events.filter((event) => event.name === 'ProfileChunk' && event.id === profile.id && event.pid === pid)) {
    const data = chunk.args?.data as { cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] } | undefined;
    for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const samples = data?.cpuProfile?.samples ?? [];
    const deltas = data?.timeDeltas ?? [];
    samples.forEach((node, index) => {
      ts += deltas[index] ?? 0;
      times.push({ ts, node });
    });
  }
  times.sort((a, b) => a.ts - b.ts);
  const stackOf = (id: number): CallFrame[] => {
    const stack: CallFrame[] = [];
    for (let node = nodes.get(id); node; node = node.parent === undefined ? undefined : nodes.get(node.parent)) stack.push(node.callFrame);
    return stack;
  };
  return times.map((sample, index) => ({
    ts: sample.ts,
    weight: Math.max(0, (times[index + 1]?.ts ?? sample.ts) - sample.ts),
    stack: stackOf(sample.node),
  }));
}

/** The trace clock time of each performance mark whose name starts with `prefix`, with the page and thread it came from. */
export function marks(events: TraceEvent[], prefix: string): { name: string; ts: number; pid: number; tid: number }[] {
  return events
    .filter((event) => event.cat.includes('blink.user_timing') && event.name.startsWith(prefix) && (event.ph === 'R' || event.ph === 'I' || event.ph === 'b' || event.ph === 'n'))
    .map((event) => ({ name: event.name, ts: event.ts, pid: event.pid, tid: event.tid }));
}
