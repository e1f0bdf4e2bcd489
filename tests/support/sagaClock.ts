import { REQUEST_TIMEOUT_MS } from '../../api';

/** Fake timers that leave promise scheduling alone, so fetch and msw still settle. */
export function useSagaTimers() {
  beforeEach(() => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  });
  afterEach(() => {
    jest.useRealTimers();
  });
}

export async function advance(ms: number): Promise<void> {
  await jest.advanceTimersByTimeAsync(ms);
}

/** RTK Query's default `keepUnusedDataFor`: a cache entry nobody holds any more is removed this much later. */
const RTK_UNUSED_DATA_MS = 60_000;

/**
 * The timers still pending once the libraries' own one-shot timers have run out: RTK's batching
 * (100 ms), fetchBaseQuery's time-out signal, which RTK leaves running after a request (15 s), and
 * RTK Query's removal of an entry the flows let go of (60 s: the service queries flow lets go of
 * checkauth when the panel goes, and of every entry when it is cancelled). In two steps: a request
 * still in flight is answered through real I/O after the first, and the removal it then schedules
 * runs out in the second. The flows' own timers (a 10 s poll, a 3 or 5 minute schedule) re-arm, so
 * they are still counted.
 */
export async function pendingTimersOfOurs(): Promise<number> {
  await advance(REQUEST_TIMEOUT_MS + 1);
  await advance(RTK_UNUSED_DATA_MS + 1);
  return jest.getTimerCount();
}
