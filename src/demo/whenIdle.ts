/**
 * Runs `work` in the browser's first idle moment, and no later than `timeoutMs`; where the browser
 * cannot tell idle time (older Safari), after `fallbackMs`. Idle work runs after the frames that
 * are due, so it never joins a frame that start-up work already made long.
 */
export function whenIdle(work: () => void, timeoutMs: number, fallbackMs = timeoutMs): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => work(), { timeout: timeoutMs });
  else setTimeout(work, fallbackMs);
}
