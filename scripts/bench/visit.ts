/**
 * The visit step of `npm run bench`: a shopper's whole visit on a throttled phone, measured the
 * way the browser lives it, not estimated. Production build, 412×823, DevTools CPU throttling 6x
 * (real throttling: the renderer runs six times slower) and Lighthouse's slow 4G on the network
 * (THROTTLING), then: load, scroll to the footer (its
 * island hydrates), open a panel, click into the e-mail field, type an address, fill what the
 * site requires (TR: names and consent), submit; and at 1280 px open the country selector. Long
 * Animation Frames (LoAF, with their script attribution) say which frames blocked input; a CPU
 * trace of the same visit says whose code ran in them.
 */
import type { BrowserContext, Page } from 'playwright-core';
import type { SiteCode } from '../../src/index';
import { SITE_RULES } from '../../features/newsletter/content/siteRules';
import { REQUIRED_FIELD_ANSWERS } from '../fillSignUpForm';
import { restPointerOn, withBrowser } from './browser';
import { createCodeOwners, noTime, sampleCode, sampleOwner, type OwnerTimes } from './codeOwners';
import { marks, profileSamples, startTrace, stopTrace } from './cpuTrace';
import { median } from './median';

export const VISIT_PHASES = ['load', 'scroll', 'panel', 'emailFocus', 'typing', 'fill', 'submit', 'countrySelector'] as const;
export type VisitPhase = (typeof VISIT_PHASES)[number];

/** The trace events of the browser's own rendering work, by the step they belong to. */
const RENDERING_STEPS: Record<string, string> = {
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  Commit: 'paint',
  ParseHTML: 'parse HTML',
  ParseAuthorStyleSheet: 'parse CSS',
  'v8.compile': 'compile',
  'V8.CompileCode': 'compile',
  ScrollLayer: 'scroll',
  HitTest: 'hit test',
  'Decode Image': 'image decode',
  'ImageDecodeTask': 'image decode',
};

/**
 * The phone the visit emulates: DevTools CPU throttling, and Lighthouse 12's slow 4G (150 ms RTT,
 * 1.6 Mbps down, 750 Kbps up) in the values Lighthouse itself gives DevTools' network emulation:
 * RTT × 3.75 as each request's latency, throughputs × 0.9 (throttling.mobileSlow4G in
 * node_modules/@paulirish/trace_engine/models/trace/lantern/simulation/Constants.js).
 */
export const THROTTLING = {
  cpuSlowdown: 6,
  latencyMs: 150 * 3.75,
  downloadKbps: 1.6 * 1024 * 0.9,
  uploadKbps: 750 * 0.9,
} as const;

/** A frame longer than this blocks input for more than one 50 ms slice (a long task). */
export const LONG_FRAME_MS = 50;
export const PHONE = { width: 412, height: 823 };
export const DESKTOP = { width: 1280, height: 900 };
/**
 * The load step ends once the page has settled: no long frame for this long (as Lighthouse's time
 * to interactive waits for a quiet window). On slow 4G the network falls quiet between a page's
 * chained imports while it still starts up, so network idle alone would count start-up as the
 * scroll step's.
 */
const SETTLED_AFTER_MS = 3000;
/** A page that never settles fails the visit after this long. */
const SETTLE_TIMEOUT_MS = 60_000;

/** A shopper reads before the next step; the page's own follow-up work lands in the step that caused it. */
export const PAUSE_MS = 1500;
/**
 * Between a click into a field and the first keystroke, and between the last keystroke and the
 * next click: a person's hand moves between the pointer and the keys. Going on at once would count
 * one input's own paint in the next one's input delay.
 */
export const HAND_MOVE_MS = 500;

export interface LongFrame {
  phase: VisitPhase;
  durationMs: number;
  /** Sampled script time inside the frame, by owner (ms). */
  ownerMs: OwnerTimes;
  /** The owner with the most time in the frame; the package and its own dependencies (yup) count as one. Null in a visit without the trace. */
  owner: keyof OwnerTimes | null;
  /** LoAF's own attribution: the longest script's entry point (invoker and source file). */
  longestScript: string;
  /** The functions with the most self time in the frame (source:line name, ms). */
  hottest: string[];
  /** The package's own functions with the most self time in the frame, the same way. */
  hottestOfOurs: string[];
}

/**
 * Where an interaction's time went (Event Timing): waiting for the main thread, the event
 * handlers, and from their end to the next paint (rendering, and any task that ran before it).
 */
export interface InteractionParts {
  inputDelayMs: number;
  processingMs: number;
  presentationMs: number;
}

/** An interaction's whole duration (Event Timing, input to next paint, ms) and its parts. */
export interface Interaction extends InteractionParts {
  durationMs: number;
}

export interface VisitRun {
  /**
   * Traced visits say whose code ran in each long frame; visits without the trace give the
   * latencies a shopper sees (the profiler itself doubles a frame's rendering time here).
   */
  traced: boolean;
  longFrames: LongFrame[];
  /** The slowest interaction per phase. */
  slowestInteractions: Partial<Record<VisitPhase, Interaction>>;
}

interface InteractionEntry {
  startTime: number;
  duration: number;
  processingStart: number;
  processingEnd: number;
}

interface PageRecord {
  frames: { startTime: number; duration: number; scripts: { invoker: string; sourceURL: string; duration: number }[] }[];
  interactions: InteractionEntry[];
  phases: { name: VisitPhase; startTime: number }[];
}

/** Installed before any page script: records LoAF and interactions from the first frame on. */
function recordInPage(): void {
  const record: PageRecord = { frames: [], interactions: [], phases: [{ name: 'load', startTime: 0 }] };
  (window as unknown as { benchVisit: PageRecord }).benchVisit = record;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { scripts?: { invoker: string; sourceURL: string; duration: number }[] })[]) {
      record.frames.push({
        startTime: entry.startTime,
        duration: entry.duration,
        scripts: (entry.scripts ?? []).map((script) => ({ invoker: script.invoker, sourceURL: script.sourceURL, duration: script.duration })),
      });
    }
  }).observe({ type: 'long-animation-frame', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      if (entry.interactionId) {
        record.interactions.push({ startTime: entry.startTime, duration: entry.duration, processingStart: entry.processingStart, processingEnd: entry.processingEnd });
      }
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
}

/** Waits until no long frame has ended for SETTLED_AFTER_MS (the page records them from its first frame). */
async function settled(page: Page): Promise<void> {
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  for (;;) {
    const quietMs = await page.evaluate((longMs) => {
      const ends = (window as unknown as { benchVisit: PageRecord }).benchVisit.frames.filter((frame) => frame.duration > longMs).map((frame) => frame.startTime + frame.duration);
      return performance.now() - Math.max(0, ...ends);
    }, LONG_FRAME_MS);
    if (quietMs >= SETTLED_AFTER_MS) return;
    if (Date.now() > deadline) throw new Error(`the page did not settle (no long frame for ${SETTLED_AFTER_MS} ms) within ${SETTLE_TIMEOUT_MS / 1000} s`);
    await page.waitForTimeout(Math.max(100, SETTLED_AFTER_MS - quietMs));
  }
}

async function startPhase(page: Page, phase: VisitPhase): Promise<void> {
  await page.evaluate((name) => {
    performance.mark(`bench:${name}`);
    (window as unknown as { benchVisit: PageRecord }).benchVisit.phases.push({ name, startTime: performance.now() });
  }, phase);
}

/** A person scrolls with the wheel, a screen at a time, until the footer's island is live. */
async function scrollToFooter(page: Page): Promise<void> {
  await page.mouse.move(PHONE.width / 2, PHONE.height / 2);
  for (let step = 0; step < 40; step += 1) {
    if ((await page.locator('#shop-footer[data-hydrated]').count()) > 0 && (await page.locator('.sp-footer__newsletter').isVisible())) break;
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(250);
  }
  await page.locator('#shop-footer[data-hydrated]').waitFor();
}

async function pointerClick(page: Page, selector: string): Promise<void> {
  const pointer = await restPointerOn(page, page.locator(selector).first());
  await pointer.click();
}

/** The newsletter form's e-mail field, which the visit and the script-free copy's capture click into. */
export const EMAIL_FIELD = '[data-testid="newsletter-form"] input[name="email"]';

/** From the top of the phone page: scroll to the footer, open a panel, click into the e-mail field, type an address (the script-free copy takes these steps too). */
export async function phoneStepsToTyping(page: Page): Promise<void> {
  await scrollToFooter(page);
  await page.waitForTimeout(PAUSE_MS);
  await startPhase(page, 'panel');
  await pointerClick(page, '.sp-accordion__button');
  await page.waitForTimeout(PAUSE_MS);
  await startPhase(page, 'emailFocus');
  await page.locator(EMAIL_FIELD).waitFor();
  await pointerClick(page, EMAIL_FIELD);
  await page.waitForTimeout(PAUSE_MS);
  await startPhase(page, 'typing');
  await page.keyboard.type('lena.berg@example.test', { delay: 80 });
  await page.waitForTimeout(PAUSE_MS);
}

/** The submit step's click (the script-free copy takes it too). */
export async function clickSubmit(page: Page): Promise<void> {
  await startPhase(page, 'submit');
  await pointerClick(page, '[data-testid="newsletter-form"] button[type="submit"]');
}

/** On the desktop page: open the country selector (the script-free copy takes this step too). */
export async function countrySelectorStep(page: Page): Promise<void> {
  await page.locator('.sp-country__button').scrollIntoViewIfNeeded();
  await page.waitForTimeout(PAUSE_MS);
  await startPhase(page, 'countrySelector');
  await pointerClick(page, '.sp-country__button');
  await page.waitForTimeout(PAUSE_MS);
}

/**
 * What the site requires besides the address, filled by hand: a click into each name field and
 * typing, a click on the consent box, with a hand's move (HAND_MOVE_MS) between pointer and keys.
 * Raw input like the other steps: Playwright's `fill` and `check` would run their checks inside
 * the page, in the frames being measured.
 */
async function fillRequiredFieldsByHand(page: Page, site: SiteCode): Promise<void> {
  const rules = SITE_RULES[site];
  const form = '[data-testid="newsletter-form"]';
  if (rules.namesRequired) {
    for (const field of ['firstName', 'lastName'] as const) {
      await pointerClick(page, `${form} input[name="${field}"]`);
      await page.waitForTimeout(HAND_MOVE_MS);
      await page.keyboard.type(REQUIRED_FIELD_ANSWERS[field], { delay: 80 });
      await page.waitForTimeout(HAND_MOVE_MS);
    }
  }
  if (rules.salutationRequired) await page.locator(`${form} select[name="salutation"]`).selectOption(REQUIRED_FIELD_ANSWERS.salutation);
  if (rules.newsletterConsent) await pointerClick(page, `${form} input[name="legals"]`);
}

async function phoneVisit(page: Page, site: SiteCode): Promise<void> {
  await phoneStepsToTyping(page);
  const form = page.getByTestId('newsletter-form');
  await startPhase(page, 'fill');
  await fillRequiredFieldsByHand(page, site);
  await page.waitForTimeout(PAUSE_MS);
  await clickSubmit(page);
  await form.getByTestId('newsletter-success').waitFor();
  await page.waitForTimeout(PAUSE_MS);
}

async function desktopVisit(page: Page): Promise<void> {
  await page.locator('.sp-country__button').scrollIntoViewIfNeeded();
  await page.locator('#shop-footer[data-hydrated]').waitFor();
  await countrySelectorStep(page);
}

/** How a visit's page is opened: traced or not, and what to set up before it navigates. */
export interface PageVisitOptions {
  /** The build folder whose source maps attribute the CPU trace; null for a visit without the trace. */
  traceWith: string | null;
  /** Runs before navigation (routes, init scripts). */
  prepare?: (page: Page) => Promise<void>;
}

/** One page at this size on the throttled phone (THROTTLING), from navigation to the end of its steps; closed afterwards. */
export async function visitPage(context: BrowserContext, viewport: typeof PHONE, url: string, options: PageVisitOptions, steps: (page: Page) => Promise<void>): Promise<VisitRun> {
  const page = await context.newPage();
  await page.setViewportSize(viewport);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuSlowdown });
  // DevTools takes throughput in bytes per second (as Lighthouse's own emulation.js converts it).
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: THROTTLING.latencyMs,
    downloadThroughput: Math.floor((THROTTLING.downloadKbps * 1024) / 8),
    uploadThroughput: Math.floor((THROTTLING.uploadKbps * 1024) / 8),
  });
  await options.prepare?.(page);
  await page.addInitScript(recordInPage);
  if (options.traceWith !== null) await startTrace(cdp);
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  await settled(page);
  await page.waitForTimeout(PAUSE_MS);
  await startPhase(page, 'scroll');
  await steps(page);
  const record = await page.evaluate(() => (window as unknown as { benchVisit: PageRecord }).benchVisit);
  const result = options.traceWith === null ? untraced(record) : analyse(record, await stopTrace(cdp), options.traceWith);
  await page.close();
  return result;
}

const phaseLookup = (record: PageRecord) => (ms: number): VisitPhase => [...record.phases].reverse().find((phase) => phase.startTime <= ms)?.name ?? 'load';

const longestScriptOf = (frame: PageRecord['frames'][number]): string => {
  const longest = [...frame.scripts].sort((a, b) => b.duration - a.duration)[0];
  return longest ? `${longest.invoker} (${longest.sourceURL.split('/').pop() ?? ''}, ${Math.round(longest.duration)} ms)` : '';
};

/** Per phase, the slowest interaction. */
function slowestInteractionsOf(record: PageRecord): VisitRun['slowestInteractions'] {
  const phaseAt = phaseLookup(record);
  const slowest: VisitRun['slowestInteractions'] = {};
  for (const interaction of record.interactions) {
    const phase = phaseAt(interaction.startTime);
    if (interaction.duration <= (slowest[phase]?.durationMs ?? 0)) continue;
    slowest[phase] = { durationMs: interaction.duration, ...partsOf(interaction) };
  }
  return slowest;
}

/** The frames over LONG_FRAME_MS, with the phase each began in. */
function longFramesOf(record: PageRecord): { frame: PageRecord['frames'][number]; phase: VisitPhase }[] {
  const phaseAt = phaseLookup(record);
  return record.frames.filter((frame) => frame.duration > LONG_FRAME_MS).map((frame) => ({ frame, phase: phaseAt(frame.startTime) }));
}

/** A visit without the trace: its long frames by phase and length, and its interactions. */
function untraced(record: PageRecord): VisitRun {
  const longFrames = longFramesOf(record).map(
    ({ frame, phase }): LongFrame => ({ phase, durationMs: Math.round(frame.duration), ownerMs: noTime(), owner: null, longestScript: longestScriptOf(frame), hottest: [], hottestOfOurs: [] }),
  );
  return { traced: false, longFrames, slowestInteractions: slowestInteractionsOf(record) };
}

function analyse(record: PageRecord, events: Awaited<ReturnType<typeof stopTrace>>, distDir: string): VisitRun {
  const phaseMarks = marks(events, 'bench:');
  const anchor = phaseMarks[0];
  const anchorPhase = record.phases.find((phase) => `bench:${phase.name}` === anchor?.name);
  if (!anchor || !anchorPhase) throw new Error('the trace holds none of the visit\'s marks');
  // Page clock (ms since navigation) to trace clock (µs), through the first mark both saw.
  const toTrace = (ms: number) => anchor.ts + (ms - anchorPhase.startTime) * 1000;
  const samples = profileSamples(events, anchor.pid, anchor.tid);
  const owners = createCodeOwners(distDir);
  // The browser's rendering steps on the page's thread, picked out of the trace once.
  const renderingEvents = events.filter((event) => event.pid === anchor.pid && event.tid === anchor.tid && event.ph === 'X' && RENDERING_STEPS[event.name]);

  const longFrames = longFramesOf(record).map(({ frame, phase }): LongFrame => {
      const from = toTrace(frame.startTime);
      const to = toTrace(frame.startTime + frame.duration);
      const ownerMs = noTime();
      const byCode = new Map<string, number>();
      const byCodeOfOurs = new Map<string, number>();
      for (const sample of samples) {
        if (sample.ts < from || sample.ts >= to) continue;
        const owner = sampleOwner(sample, owners);
        if (owner === 'idle') continue;
        ownerMs[owner] += sample.weight / 1000;
        const code = sampleCode(sample, owners);
        byCode.set(code, (byCode.get(code) ?? 0) + sample.weight / 1000);
        if (owner === 'package' || owner === 'packageDeps') byCodeOfOurs.set(code, (byCodeOfOurs.get(code) ?? 0) + sample.weight / 1000);
      }
      const hottestOf = (times: Map<string, number>) => [...times].sort((a, b) => b[1] - a[1]).slice(0, 6).map(([code, ms]) => `${code} ${Math.round(ms)} ms`);
      const hottest = hottestOf(byCode);
      // What '(program)' was: the browser's rendering steps in the frame, from the same trace.
      const rendering = new Map<string, number>();
      for (const event of renderingEvents) {
        if (event.ts < from || event.ts >= to) continue;
        const step = RENDERING_STEPS[event.name] ?? event.name;
        rendering.set(step, (rendering.get(step) ?? 0) + (event.dur ?? 0) / 1000);
      }
      for (const [step, ms] of rendering) if (ms >= 1) hottest.push(`[${step}] ${Math.round(ms)} ms`);
      const ours = ownerMs.package + ownerMs.packageDeps;
      const others = (['peers', 'demo', 'other', 'browser'] as const).map((owner) => [owner, ownerMs[owner]] as const);
      const [topOther, topOtherMs] = others.reduce((best, entry) => (entry[1] > best[1] ? entry : best));
      return {
        phase,
        durationMs: Math.round(frame.duration),
        ownerMs: Object.fromEntries(Object.entries(ownerMs).map(([owner, ms]) => [owner, Math.round(ms)])) as OwnerTimes,
        // A frame the profile holds no samples for is nobody's in particular: the browser's.
        owner: ours > 0 && ours >= topOtherMs ? 'package' : topOtherMs > 0 ? topOther : 'browser',
        longestScript: longestScriptOf(frame),
        hottest,
        hottestOfOurs: hottestOf(byCodeOfOurs),
      };
    });
  return { traced: true, longFrames, slowestInteractions: slowestInteractionsOf(record) };
}

export function partsOf(interaction: InteractionEntry): InteractionParts {
  const inputDelayMs = interaction.processingStart - interaction.startTime;
  const processingMs = interaction.processingEnd - interaction.processingStart;
  // Event Timing rounds the duration to 8 ms; the presentation part takes the rounding.
  return { inputDelayMs: Math.round(inputDelayMs), processingMs: Math.round(processingMs), presentationMs: Math.max(0, Math.round(interaction.duration - inputDelayMs - processingMs)) };
}

/**
 * The machine's speed under the visit's CPU throttling: a fixed piece of script (sorting, string
 * building and JSON, as a page's start-up does) timed in a blank page at THROTTLING.cpuSlowdown,
 * the median of five after one that warms up. DevTools slows the page relative to this machine,
 * so the visit's millisecond figures move with the machine (up to 2x between runs here); this says
 * how fast each run's machine was, so two runs' figures can be compared (65-66 ms on 2026-11-30).
 */
export async function referenceWorkloadMs(): Promise<number> {
  return withBrowser(async (context) => {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuSlowdown });
    const times: number[] = [];
    // A first round warms the JIT up and is not counted.
    for (let round = 0; round < 6; round += 1) {
      times.push(
        await page.evaluate(() => {
          const started = performance.now();
          const items = Array.from({ length: 20_000 }, (_, index) => ({ id: (index * 7919) % 20_000, name: `item-${index}` }));
          items.sort((a, b) => a.id - b.id);
          JSON.parse(JSON.stringify(items));
          return performance.now() - started;
        }),
      );
    }
    await page.close();
    const counted = times.slice(1).sort((a, b) => a - b);
    return Math.round(counted[2] ?? 0);
  });
}

/** One whole visit: the phone steps, then the country selector on a desktop-sized page. */
export async function measureVisit(baseUrl: string, distDir: string, site: SiteCode, options: { query?: string; traced: boolean }): Promise<VisitRun> {
  return withBrowser(async (context) => {
    const url = `${baseUrl}/?site=${site}${options.query ?? ''}`;
    const pageOptions = { traceWith: options.traced ? distDir : null };
    const run = (viewport: typeof PHONE, steps: (page: Page) => Promise<void>) => visitPage(context, viewport, url, pageOptions, steps);
    const phone = await run(PHONE, (page) => phoneVisit(page, site));
    const desktop = await run(DESKTOP, (page) => desktopVisit(page));
    // The desktop page's load and scroll repeat the phone's phases at another width: only its selector counts.
    return {
      traced: options.traced,
      longFrames: [...phone.longFrames, ...desktop.longFrames.filter((frame) => frame.phase === 'countrySelector')],
      slowestInteractions: { ...phone.slowestInteractions, countrySelector: desktop.slowestInteractions.countrySelector },
    };
  });
}

export interface PhaseSummary {
  /** Visits without the trace: what a shopper's phone goes through. */
  longFrames: number;
  longestFrameMs: number;
  slowestInteractionMs: number;
  slowestInteractionParts: InteractionParts;
  /** Traced visits: whose code ran in the long frames (the trace makes frames longer, so these count more frames, not fewer). */
  tracedLongFrames: number;
  packageOwnedFrames: number;
  packageMsInLongFrames: number;
}

export interface VisitSummary {
  site: SiteCode;
  variant: 'island' | 'whole page';
  /** Visits of each kind: traced and without the trace. */
  runs: number;
  /** Per phase, medians over the visits. */
  phases: Record<VisitPhase, PhaseSummary>;
  /** Median over the visits without the trace of each visit's slowest interaction after load. */
  slowestInteractionMs: number;
  /** Median over the traced visits: every owner's sampled time in long frames, per phase. */
  ownerMs: Record<VisitPhase, OwnerTimes>;
  /** The long frames of the median traced visit (by total long-frame time), to read. */
  exampleFrames: LongFrame[];
  /** Per step, the median slowest interaction of the same page without our scripts (scriptFreeCopy.ts): the browser's share. */
  scriptFreeCopyMs?: Partial<Record<VisitPhase, number>>;
}

export function summariseVisits(site: SiteCode, variant: VisitSummary['variant'], runs: VisitRun[]): VisitSummary {
  const traced = runs.filter((run) => run.traced);
  const plain = runs.filter((run) => !run.traced);
  if (traced.length === 0 || plain.length === 0) throw new Error('a visit summary needs traced visits and visits without the trace');
  const phases = {} as VisitSummary['phases'];
  const ownerMs = {} as VisitSummary['ownerMs'];
  for (const phase of VISIT_PHASES) {
    const framesOf = (run: VisitRun) => run.longFrames.filter((frame) => frame.phase === phase);
    const partOf = (part: keyof Interaction) => median(plain.map((run) => run.slowestInteractions[phase]?.[part] ?? 0));
    phases[phase] = {
      longFrames: median(plain.map((run) => framesOf(run).length)),
      longestFrameMs: median(plain.map((run) => Math.max(0, ...framesOf(run).map((frame) => frame.durationMs)))),
      slowestInteractionMs: partOf('durationMs'),
      slowestInteractionParts: { inputDelayMs: partOf('inputDelayMs'), processingMs: partOf('processingMs'), presentationMs: partOf('presentationMs') },
      tracedLongFrames: median(traced.map((run) => framesOf(run).length)),
      packageOwnedFrames: median(traced.map((run) => framesOf(run).filter((frame) => frame.owner === 'package').length)),
      packageMsInLongFrames: median(traced.map((run) => framesOf(run).reduce((sum, frame) => sum + frame.ownerMs.package + frame.ownerMs.packageDeps, 0))),
    };
    const owners = noTime();
    for (const owner of Object.keys(owners) as (keyof OwnerTimes)[]) {
      owners[owner] = median(traced.map((run) => framesOf(run).reduce((sum, frame) => sum + frame.ownerMs[owner], 0)));
    }
    ownerMs[phase] = owners;
  }
  const slowest = median(plain.map((run) => Math.max(0, ...VISIT_PHASES.filter((phase) => phase !== 'load').map((phase) => run.slowestInteractions[phase]?.durationMs ?? 0))));
  const longFrameTime = (run: VisitRun) => run.longFrames.reduce((sum, frame) => sum + frame.durationMs, 0);
  const byLongTime = [...traced].sort((a, b) => longFrameTime(a) - longFrameTime(b));
  return { site, variant, runs: plain.length, phases, slowestInteractionMs: Math.round(slowest), ownerMs, exampleFrames: byLongTime[Math.floor(byLongTime.length / 2)]?.longFrames ?? [] };
}
