// The fake clock the timer-flow samples use, for Jest. Only the timers and Date are faked: fetch
// and msw answer through Node's promise and I/O queues, which must stay real.
import { setImmediate } from 'node:timers'; // Node's own: Jest's jsdom environment has no global one

export const useFakeClock = () => jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
// Always the async advance: it lets each flow run (promises settle) before the clock moves on.
export const advanceClock = (ms: number) => jest.advanceTimersByTimeAsync(ms);
export const useRealClock = () => jest.useRealTimers();
// Waits, without moving the clock, until `done()` holds: for a call's answer. msw 3 answers over
// more turns of Node's event loop than the async advance gives between two timers.
export async function untilAnswered(done: () => boolean) {
  for (let turn = 0; !done(); turn += 1) {
    if (turn === 10_000) throw new Error('untilAnswered: no answer after 10,000 turns of the event loop');
    await new Promise((resolve) => setImmediate(resolve));
  }
}
