/**
 * Work in steps, so no frame a visitor waits on grows long (docs/performance.md, "The throttled
 * visit"). The one place for the four ways the parts (and the demo host) give the browser a turn,
 * one name each:
 * - nextTask: resolves in a new task (input is handled between the two);
 * - yieldToInput: the same where the browser has scheduler.yield, else nothing to wait for;
 * - afterNextPaint: resolves after the current frame is painted;
 * - whenIdle: runs steps one per idle period.
 */

/**
 * Resolves in a new task of the event loop. `scheduler.yield()` where the browser has it (its
 * continuation keeps its place ahead of tasks queued meanwhile), else a zero time-out. Not a
 * MessageChannel: a host's fake timers (Jest, Vitest) drive a time-out, never a message.
 */
export function nextTask(): Promise<void> {
  return yieldToInput() ?? new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Gives the browser a turn where it can give one without losing the place: `scheduler.yield()`
 * (Chromium), whose continuation runs ahead of tasks queued meanwhile. Elsewhere (a test's DOM,
 * browsers without it) it returns nothing and the caller goes on at once, so a host's fake clock
 * never holds the parts' work. For splitting work into short tasks where a task's delay costs
 * nothing (the flows' start; the promotion's parse and its render); work that must wait for a new
 * task everywhere uses nextTask.
 */
export function yieldToInput(): Promise<void> | undefined {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return typeof scheduler?.yield === 'function' ? scheduler.yield() : undefined;
}

/**
 * Resolves after the current frame is painted: the task queued from requestAnimationFrame runs
 * after that frame. A hidden tab paints nothing (and runs no frame callbacks): there it is the next task.
 */
export function afterNextPaint(): Promise<void> {
  if (typeof requestAnimationFrame !== 'function' || typeof document === 'undefined' || document.visibilityState !== 'visible') return nextTask();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/** An idle step runs within this long at the latest. */
export const IDLE_TIMEOUT_MS = 2000;
/** Without an idle callback (older Safari), an idle step waits this long. */
export const IDLE_FALLBACK_DELAY_MS = 1000;

export interface IdleOptions {
  /** Each step runs within this long at the latest; default IDLE_TIMEOUT_MS. */
  timeoutMs?: number;
  /** Where the browser cannot tell idle time, each step waits this long; default IDLE_FALLBACK_DELAY_MS. */
  fallbackMs?: number;
}

/**
 * Runs each step when the browser has nothing else to do, one step per idle period, so no step's
 * frame grows long; idle work runs after the frames that are due, so it never joins a frame that
 * start-up work already made long. Returns a function that cancels the steps not yet run.
 */
export function whenIdle(steps: readonly (() => void)[], { timeoutMs = IDLE_TIMEOUT_MS, fallbackMs = IDLE_FALLBACK_DELAY_MS }: IdleOptions = {}): () => void {
  let cancelCurrent: () => void = () => undefined;
  const runFrom = (index: number) => {
    const step = steps[index];
    if (!step) return;
    const run = () => {
      step();
      runFrom(index + 1);
    };
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(run, { timeout: timeoutMs });
      cancelCurrent = () => cancelIdleCallback(id);
    } else {
      const timer = setTimeout(run, fallbackMs);
      cancelCurrent = () => clearTimeout(timer);
    }
  };
  runFrom(0);
  return () => cancelCurrent();
}
