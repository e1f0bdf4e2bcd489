// The fake clock the timer-flow samples use, for Jest. Only the timers and Date are faked: fetch
// and msw answer through Node's promise and I/O queues, which must stay real.
export const useFakeClock = () => jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
// Always the async advance: it lets each flow run (promises settle) before the clock moves on.
export const advanceClock = (ms: number) => jest.advanceTimersByTimeAsync(ms);
export const useRealClock = () => jest.useRealTimers();
