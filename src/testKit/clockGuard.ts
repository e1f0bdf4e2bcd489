import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import { sessionActions } from '../../features/session';

/** A flow that runs this much later than its timer was due was held up by the test, not by the parts. */
export const LATE_TIMER_GRACE_MS = 1000;

/** @sinonjs/fake-timers (behind Jest's and Vitest's fake timers) marks the functions it installs. */
function fakeClockInstalled(): boolean {
  return typeof (globalThis.setTimeout as unknown as { clock?: unknown }).clock === 'object';
}

type Timer = 'login' | 'preview';

/** The due time each session action announces (a number), ends (null), or leaves alone (undefined). */
function dueTimeIn(action: UnknownAction): { timer: Timer; dueAt: number | null } | undefined {
  if (sessionActions.loginCheckScheduled.match(action) || sessionActions.waitingForLoginToken.match(action)) {
    return { timer: 'login', dueAt: action.payload.nextCheckAt };
  }
  if (sessionActions.loginRenewalPaused.match(action) || sessionActions.loginRenewalStopped.match(action) || sessionActions.renewalSkipped.match(action)) {
    return { timer: 'login', dueAt: null };
  }
  if (sessionActions.previewSessionStarted.match(action) || sessionActions.previewRenewed.match(action)) {
    return { timer: 'preview', dueAt: action.payload.nextRenewalAt };
  }
  if (sessionActions.previewRenewalPaused.match(action) || sessionActions.previewSessionEnded.match(action)) {
    return { timer: 'preview', dueAt: null };
  }
  return undefined;
}

/**
 * Watches the parts' timers under a fake clock. Every timer of the flows dispatches something the
 * moment it fires; when the first action after a due time comes more than a second late, the
 * clock was moved on before the promise queue ran (`advanceTimersByTime` instead of
 * `advanceTimersByTimeAsync`), and the flow's times are already wrong: say so, once, instead of
 * letting the test fail on numbers that look like a bug of the parts. Only while `flowsRunning()`:
 * a cancelled root saga leaves its last due times behind, and nothing is late any more.
 */
export function createClockGuard(flowsRunning: () => boolean, report: (message: string) => void = (message) => console.error(message)): Middleware {
  const due: Record<Timer, number | null> = { login: null, preview: null };
  let reported = false;
  return () => (next) => (action) => {
    const now = Date.now();
    if (!reported && fakeClockInstalled() && flowsRunning()) {
      for (const timer of ['login', 'preview'] as const) {
        const dueAt = due[timer];
        if (dueAt === null || now < dueAt) continue;
        due[timer] = null;
        if (now - dueAt > LATE_TIMER_GRACE_MS) {
          reported = true;
          report(
            `[shop-parts/testing] The ${timer} renewal timer was due at ${new Date(dueAt).toISOString()} but its flow ran at ${new Date(now).toISOString()}, ` +
              `${now - dueAt} ms late: the fake clock moved on before the promise queue ran. Advance it with ` +
              '`await jest.advanceTimersByTimeAsync(ms)` or `await vi.advanceTimersByTimeAsync(ms)`, not the synchronous advanceTimersByTime.',
          );
        }
      }
    }
    const result = next(action);
    const change = dueTimeIn(action as UnknownAction);
    if (change) due[change.timer] = change.dueAt;
    return result;
  };
}
