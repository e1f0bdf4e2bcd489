import fc from 'fast-check';
import { COOKIE_STRING_MAX_LENGTH, requestCookies } from '../../../api/fakes/requestCookies';
import { FUZZ_RUNS, fuzzTimeout } from './fuzzRuns';

// The Cookie header the service fakes read is whatever a test or a browser sends: any text, any
// length. The fakes must read it without throwing, and pairs of their own must come through whole.

const url = 'https://www.example.de/service/preview/api/auth/checkauth';

/** Text made of the characters that matter to the parser, and of any others. */
const noise = fc
  .array(fc.oneof(fc.constantFrom(';', '=', ' ', '%', '%E0%A4%A', '"', ',', '\t'), fc.string({ unit: 'binary', maxLength: 8 })), { maxLength: 40 })
  .map((parts) => parts.join(''));

describe('fuzzing the Cookie header the fakes read', () => {
  it('never throws, gives string values, and a well-formed pair after any noise comes through', () => {
    fc.assert(
      fc.property(noise, fc.integer({ min: 0, max: 2 ** 31 }), (before, marker) => {
        // Node's Headers refuse some characters (CR, LF, NUL, over 0xFF): a browser never sends those.
        let request: Request;
        try {
          request = new Request(url, { headers: { cookie: `${before}; Marked${marker}=v${marker}` } });
        } catch {
          return;
        }
        const cookies = requestCookies(request);
        expect(Object.values(cookies).every((value) => typeof value === 'string')).toBe(true);
        if (!before.includes(`Marked${marker}=`)) expect(cookies[`Marked${marker}`]).toBe(`v${marker}`);
      }),
      { numRuns: FUZZ_RUNS },
    );
  }, fuzzTimeout(5000));

  it('reads a header of any length up to its 16 KiB bound, ignoring what lies past it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200_000 }), (length) => {
        const header = `first=1; ${'x'.repeat(length)}=2; last=3`;
        const cookies = requestCookies(new Request(url, { headers: { cookie: header } }));
        expect(cookies.first).toBe('1');
        expect('last' in cookies).toBe(header.length <= COOKIE_STRING_MAX_LENGTH);
      }),
      { numRuns: Math.min(FUZZ_RUNS, 200) },
    );
  }, fuzzTimeout(5000));
});
