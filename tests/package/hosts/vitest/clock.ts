// The fake clock the timer-flow samples use, for Vitest. Only the timers and Date are faked: fetch
// and msw answer through Node's promise and I/O queues, which must stay real.
import { vi } from 'vitest';

export const useFakeClock = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
// Always the async advance: it lets each flow run (promises settle) before the clock moves on.
export const advanceClock = (ms: number) => vi.advanceTimersByTimeAsync(ms);
export const useRealClock = () => vi.useRealTimers();
