/** How long an assertion after an action may take to come true before it fails. */
const TIMEOUT_MS = 10000;
const POLL_MS = 50;

/**
 * Runs `assertion` (any jest expectations, reading a Playwright page or an engine page) until it
 * passes, and fails with its last error once `timeoutMs` has passed. For what an action (a click, a
 * key press, a navigation) changes a render or a request later: a test waits for what it asserts
 * instead of reading it once.
 */
export async function eventually(assertion: () => unknown, timeoutMs = TIMEOUT_MS): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await assertion();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
    }
    await new Promise((later) => setTimeout(later, POLL_MS));
  }
}

/** Polls `read` until its value equals `expected` (jest's toEqual); fails showing the last value read. */
export function expectEventually<T>(read: () => Promise<T> | T, expected: T, timeoutMs = TIMEOUT_MS): Promise<void> {
  return eventually(async () => {
    expect(await read()).toEqual(expected);
  }, timeoutMs);
}
