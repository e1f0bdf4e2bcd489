// The fake clock the timer-flow samples use, for Vitest. Only the timers and Date are faked: fetch
// and msw answer through Node's promise and I/O queues, which must stay real.
import { setImmediate } from 'node:timers';
import { vi } from 'vitest';

export const useFakeClock = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
// Always the async advance: it lets each flow run (promises settle) before the clock moves on.
export const advanceClock = (ms: number) => vi.advanceTimersByTimeAsync(ms);
export const useRealClock = () => vi.useRealTimers();
// Waits, without moving the clock, until `done()` holds: for a call's answer, at most 10 s of real
// time. msw 3 answers over more turns of Node's event loop than the async advance gives between two
// timers, and a cold first request takes more still. `process.uptime()` is real time: the fake
// clock fakes Date and the timers, not it.
export async function untilAnswered(done: () => boolean) {
  const giveUpAt = process.uptime() + 10;
  while (!done()) {
    if (process.uptime() > giveUpAt) throw new Error('untilAnswered: no answer within 10 s of real time');
    await new Promise((resolve) => setImmediate(resolve));
  }
}
