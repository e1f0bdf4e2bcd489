import fc from 'fast-check';
import { decodeTokenClaims, encodeFakeToken, shopPartsApi } from '../../../api';
import { isHeaderValue, pageActions, readCookie } from '../../../config';
import { isLoginTokenDue, isLongTermTokenDue } from '../../../sagas/tokenChecks';
import { readPageFacts } from '../../../sagas/pageObserver';
import { clearCookies } from '../../support/fakeServices';
import { FUZZ_RUNS, fuzzTimeout } from './fuzzRuns';
import { captureConsole, partsStore, settlesWithin, useFakeFetch } from './fuzzSupport';

const fetchFake = useFakeFetch();

const hex = (byte: number) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;

/** What follows a token's marker in the cookie: percent-escapes of any byte or code point, broken escapes, plain text. */
const cookieTail = fc
  .array(
    fc.oneof(
      fc.constantFrom('sig', '.', '-', '_', 'AbC09'),
      fc.integer({ min: 0, max: 255 }).map(hex),
      fc.string({ unit: 'binary', minLength: 1, maxLength: 3 }).map((text) => encodeURIComponent(text)),
      fc.constantFrom('%00', '%0A', '%0D', '%09', '%20', '%7F', '%C4%80', '%E2%80%A8', '%F0%9F%98%80', '%', '%Z', '%E2%82', '%%'),
    ),
    { maxLength: 6 },
  )
  .map((parts) => parts.join(''));

/** A cookie value: a unique marker (so a log line that carries the value is found), maybe after a real token. */
const tokenCookie = fc
  .tuple(fc.boolean(), fc.integer({ min: 0, max: 2 ** 31 }), cookieTail)
  .map(([jwt, marker, tail]) => ({
    marker: `tok${marker.toString(36)}x`,
    raw: `${jwt ? `${encodeFakeToken({ exp: 4_000_000_000, lid: 'C-1' })}.` : ''}tok${marker.toString(36)}x${tail}`,
  }));

const cookies = fc.record({ LoginToken: fc.option(tokenCookie), LongTermToken: fc.option(tokenCookie), 'XSRF-TOKEN': fc.option(tokenCookie) });

describe('fuzzing the token cookies', () => {
  afterEach(() => clearCookies());

  it('a header carries a cookie exactly or not at all, every call settles, the page slice holds presence only, and no console line carries a token', async () => {
    const output = captureConsole();
    const store = partsStore();
    fetchFake.answerWith({});
    try {
      await fc.assert(
        fc.asyncProperty(cookies, async (jar) => {
          clearCookies();
          output.clear();
          fetchFake.seen.length = 0;
          for (const [name, value] of Object.entries(jar)) if (value) document.cookie = `${name}=${value.raw}; Path=/`;
          const read = { login: readCookie('LoginToken'), csrf: readCookie('XSRF-TOKEN'), longTerm: readCookie('LongTermToken') };

          // Reading a token never throws, whatever the cookie holds.
          for (const value of Object.values(read)) {
            if (value === undefined) continue;
            decodeTokenClaims(value);
            isLoginTokenDue(value, 0);
            isLongTermTokenDue(value, 0);
          }

          // The page observer's read never throws either; a LoginToken no header can carry is no login,
          // and the store learns whether cookies are there, never what they hold.
          const facts = readPageFacts();
          expect(facts?.loginCookie).toBe(read.login !== undefined && isHeaderValue(read.login));
          if (facts) store.dispatch(pageActions.pageObserved(facts));

          const baseData = store.dispatch(shopPartsApi.endpoints.getCustomerBaseData.initiate(undefined, { forceRefetch: true }));
          const psData = store.dispatch(shopPartsApi.endpoints.getCustomerFrontendData.initiate(undefined, { forceRefetch: true }));
          const login = store.dispatch(shopPartsApi.endpoints.login.initiate({ email: 'a@b.de', password: 'x' }));
          expect(await settlesWithin(baseData)).toBe('settled');
          expect(await settlesWithin(psData)).toBe('settled');
          expect(await settlesWithin(login)).toBe('settled');
          baseData.unsubscribe();
          psData.unsubscribe();
          login.reset();

          const expected = (value: string | undefined) => (value !== undefined && isHeaderValue(value) ? value : undefined);
          for (const seen of fetchFake.seen) {
            expect(seen.headers['x-logintoken']).toBe(seen.url.includes('base-data') ? expected(read.login) : undefined);
            expect(seen.headers['x-xsrf-token']).toBe(seen.url.includes('psdata') || seen.url.includes('/login') ? expected(read.csrf) : undefined);
          }
          const unusable = [read.login, read.csrf].filter((value) => value !== undefined && !isHeaderValue(value)).length;
          expect(output.lines.length).toBeLessThanOrEqual(unusable);
          // This run's own markers, not a pattern: RTK Query's random request ids may hold "tok…x".
          const state = JSON.stringify(store.getState());
          for (const value of Object.values(jar)) {
            if (!value) continue;
            expect(output.text()).not.toContain(value.marker);
            expect(state).not.toContain(value.marker);
          }
        }),
        { numRuns: FUZZ_RUNS },
      );
    } finally {
      output.restore();
    }
  }, fuzzTimeout(20_000));
});
