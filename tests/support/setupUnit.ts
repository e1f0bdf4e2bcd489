import '@testing-library/jest-dom';

/**
 * A console error or warning that a test did not expect fails the test: React's act() warnings,
 * RTK's serializability checks and our own reports all surface this way. A test that expects one
 * replaces the method with `jest.spyOn(console, 'error').mockImplementation(...)`.
 */
const watched = ['error', 'warn'] as const;
/** RTK's development checks warn when they run slowly; that depends on the machine's load, not on behaviour. */
const MACHINE_SPEED_WARNING = /^(ImmutableStateInvariantMiddleware|SerializableStateInvariantMiddleware) took \d+ms/;
const originals = { error: console.error, warn: console.warn };
let unexpected: string[] = [];

beforeEach(() => {
  unexpected = [];
  for (const method of watched) {
    console[method] = (...args: unknown[]) => {
      if (typeof args[0] === 'string' && MACHINE_SPEED_WARNING.test(args[0])) return;
      unexpected.push(`console.${method}: ${args.map(String).join(' ')}`);
      originals[method](...args);
    };
  }
});

afterEach(() => {
  // Each test is a fresh tab: nothing it kept per tab (the staff renewal schedule) reaches the next.
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
  for (const method of watched) console[method] = originals[method];
  if (unexpected.length > 0) throw new Error(`Unexpected console output:\n${unexpected.join('\n')}`);
});
