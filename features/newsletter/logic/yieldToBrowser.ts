/**
 * Work in steps, so no frame a visitor waits on gets long (docs/performance.md, "The throttled
 * visit"). Submitting: the button's busy state paints first, validation runs in the next task, the
 * request and its render in the one after. Loading: the form's code evaluates in two tasks, and its
 * validation patterns are built in idle time.
 */

/** Resolves in a new task, after the browser had the chance to handle input. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Resolves after the current frame is painted: the task queued from requestAnimationFrame runs
 * after that frame. A hidden tab paints nothing (and runs no frame callbacks): there it is the next task.
 */
export function afterNextPaint(): Promise<void> {
  if (typeof requestAnimationFrame !== 'function' || typeof document === 'undefined' || document.visibilityState !== 'visible') return nextTask();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/** Without an idle callback (older Safari), idle work waits this long. */
export const IDLE_FALLBACK_DELAY_MS = 1000;

/**
 * Runs each step when the browser has nothing else to do, one step per idle period (within 2 s at
 * the latest), so no step's frame grows long; returns a function that cancels the steps not yet
 * run. Where the browser cannot tell idle time (older Safari), each step waits IDLE_FALLBACK_DELAY_MS.
 */
export function whenIdle(...steps: (() => void)[]): () => void {
  let cancelCurrent: () => void = () => undefined;
  const runFrom = (index: number) => {
    const step = steps[index];
    if (!step) return;
    const run = () => {
      step();
      runFrom(index + 1);
    };
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(run, { timeout: 2000 });
      cancelCurrent = () => cancelIdleCallback(id);
    } else {
      const timer = setTimeout(run, IDLE_FALLBACK_DELAY_MS);
      cancelCurrent = () => clearTimeout(timer);
    }
  };
  runFrom(0);
  return () => cancelCurrent();
}
