/**
 * Submitting does its work in steps, so the click's own frame stays short (docs/performance.md,
 * "The throttled visit"): the button's busy state paints first, validation runs in the next task,
 * the request and its render in the one after.
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
