/** What RTK Query logs, once per api in development, when its selectors read a state without the api's key. */
export const RTK_NO_DATA_LOG = 'No data found at `state.shopPartsApi`';

/**
 * For a test that shows the store a Redux DevTools jump to a state recorded before the injection:
 * the components mounted at the jump read that state once before they unmount, and RTK Query logs
 * its message. Every other console error still fails the test (tests/support/setupUnit.ts).
 * Returns how often RTK logged it.
 */
export function allowRtkNoDataLog(): () => number {
  const guard = console.error;
  let logged = 0;
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (args.some((arg) => String(arg).includes(RTK_NO_DATA_LOG))) logged += 1;
    else guard(...args);
  });
  return () => logged;
}
