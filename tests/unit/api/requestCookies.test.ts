import { COOKIE_STRING_MAX_LENGTH, requestCookies } from '../../../api/fakes/requestCookies';
import { setCookie } from '../../support/cookies';

// The cookies the service fakes see: the page's document.cookie under the request's Cookie header.
// msw 3 gives handlers no document cookies in Node, so the fakes must read them like this to see a
// signed-in visitor in jsdom at all.

const url = 'https://www.example.de/service/preview/checkauth';
const withHeader = (cookie: string) => new Request(url, { headers: { cookie } });

afterEach(() => {
  for (const name of Object.keys(requestCookies(new Request(url)))) document.cookie = `${name}=; Path=/; Max-Age=0`;
});

describe('requestCookies', () => {
  it('merges the document\'s cookies under the Cookie header: the header wins on a name in both', () => {
    setCookie('LoginToken', 'from-document');
    setCookie('StaffAuthToken', 'staff');
    expect(requestCookies(withHeader('LoginToken=from-header; XSRF-TOKEN=csrf'))).toEqual({
      LoginToken: 'from-header',
      StaffAuthToken: 'staff',
      'XSRF-TOKEN': 'csrf',
    });
  });

  it('reads the document\'s cookies when the request carries no Cookie header', () => {
    setCookie('LongTermToken', 'a%3Db');
    expect(requestCookies(new Request(url))).toEqual({ LongTermToken: 'a=b' });
  });

  it('is empty with neither', () => {
    expect(requestCookies(new Request(url))).toEqual({});
    expect(requestCookies(withHeader(''))).toEqual({});
  });

  it('skips malformed pairs, keeps a value with broken percent-encoding raw and the first of a repeated name', () => {
    expect(requestCookies(withHeader('=novalue; junk; ;; bad=%E0%A4%A; ok=1; ok=2;  spaced = v '))).toEqual({ bad: '%E0%A4%A', ok: '1', spaced: 'v' });
  });

  it('reads at most 16 KiB of a cookie string, and no pair cut in half at the bound', () => {
    const filler = `filler=${'x'.repeat(COOKIE_STRING_MAX_LENGTH - 'filler=; cut=12'.length)}`;
    const cookies = requestCookies(withHeader(`${filler}; cut=123456; late=1`));
    expect(Object.keys(cookies)).toEqual(['filler']);
    expect(requestCookies(withHeader(`a=1; ${'b'.repeat(100_000)}=2`))).toEqual({ a: '1' });
  });
});
