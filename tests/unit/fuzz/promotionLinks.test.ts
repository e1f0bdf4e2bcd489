import fc from 'fast-check';
import { PLACEHOLDER_ORIGIN, safeLinkHref } from '../../../api';
import { FUZZ_RUNS, fuzzTimeout } from './fuzzRuns';

/** Two pages the link may be rendered on: the server's placeholder and a plain-http page with a port. */
const ORIGINS = [PLACEHOLDER_ORIGIN, 'http://shop.example:8080'];

/** What a browser does before it reads a URL: trims C0 controls and spaces, removes tabs and newlines. */
function asBrowserReadsIt(url: string): string {
  return url.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '');
}

const C0 = Array.from({ length: 0x20 }, (_, code) => String.fromCharCode(code));

/** A scheme in random letter case: JaVaScRiPt, hTTps … */
const mixedCaseScheme = fc
  .tuple(fc.constantFrom('javascript', 'data', 'vbscript', 'http', 'https', 'file', 'ftp', 'blob', 'about'), fc.array(fc.boolean(), { minLength: 10, maxLength: 10 }))
  .map(([scheme, upper]) => [...scheme].map((char, index) => (upper[index] ? char.toUpperCase() : char)).join(''));

/** The pieces hostile URLs are made of. */
const piece = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom('/', '//', '\\', '\\\\', '/\\', ':', '.', '..', '@', '?', '#', '%2F', '%09', '%00', 'evil.example', 'login', 'sale') },
  { weight: 3, arbitrary: fc.constantFrom(...C0, '\u007F', ' ', '\u00A0', '\uFEFF', '\u2028') },
  { weight: 2, arbitrary: mixedCaseScheme.map((scheme) => `${scheme}:`) },
  { weight: 1, arbitrary: fc.constantFrom('&#x2F;', '&#47;', '&sol;', '&colon;', '&Tab;', '&NewLine;', '&#106;', '&amp;', '&lt;script&gt;') },
  { weight: 1, arbitrary: fc.string({ maxLength: 6 }) },
);

const hostileUrl = fc.oneof(
  fc.array(piece, { maxLength: 10 }).map((pieces) => pieces.join('')),
  fc.tuple(fc.constantFrom('', ' ', '\t', '\n', '\u0000', ' \r\n'), fc.array(piece, { maxLength: 8 }), fc.constantFrom('', ' ', '\t', '\u0001')).map(
    ([before, pieces, after]) => `${before}${pieces.join('')}${after}`,
  ),
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
);

describe('safeLinkHref: what the browser will do decides', () => {
  it.each([
    '/\t/evil.example/login',
    '/\n/evil.example/login',
    '/\r/evil.example/login',
    '/\r\n/evil.example/login',
    '/\t\\evil.example/login',
    '/\n\\evil.example/login',
    '//evil.example/x',
    '/\\evil.example',
    '\\/evil.example',
    '\t//evil.example',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    ' javascript:alert(1)',
    '\u0000javascript:alert(1)',
    'data:text/html,<b>x</b>',
    'vbscript:x',
    'ftp://x.example',
    'https://',
    '',
    ' ',
  ])('drops %j', (url) => {
    for (const origin of ORIGINS) expect(safeLinkHref(url, origin)).toBeNull();
  });

  it.each([
    ['/aktionen/gratis-versand', '/aktionen/gratis-versand'],
    ['/sale?x=1#top', '/sale?x=1#top'],
    [' /sale ', '/sale'],
    ['sale/today', 'sale/today'],
    ['https://x.example/a', 'https://x.example/a'],
    ['HTTPS://X.EXAMPLE/a', 'HTTPS://X.EXAMPLE/a'],
    ['http://x.example', 'http://x.example'],
    ['&#106;avascript:alert(1)', '&#106;avascript:alert(1)'], // a relative path: HTML escaping keeps it one
  ])('keeps %j as %j', (url, kept) => {
    for (const origin of ORIGINS) expect(safeLinkHref(url, origin)).toBe(kept);
  });

  it('drops a link longer than the limit instead of cutting it', () => {
    expect(safeLinkHref(`/${'a'.repeat(5000)}`, PLACEHOLDER_ORIGIN)).toBeNull();
  });

  it('yields only http(s) links, and a link without a scheme stays on the page\'s origin', () => {
    fc.assert(
      fc.property(hostileUrl, (url) => {
        for (const origin of ORIGINS) {
          const kept = safeLinkHref(url, origin);
          if (kept === null) continue;
          // The browser resolves the rendered href exactly as it resolves the kept string.
          const resolved = new URL(kept, origin);
          expect(['http:', 'https:']).toContain(resolved.protocol);
          if (!/^[A-Za-z][A-Za-z0-9+.-]*:/.test(asBrowserReadsIt(kept))) expect(resolved.origin).toBe(new URL(origin).origin);
          // Kept means kept: only the ends the URL parser ignores anyway may be trimmed.
          expect(asBrowserReadsIt(kept)).toBe(asBrowserReadsIt(url));
        }
      }),
      { numRuns: FUZZ_RUNS },
    );
  }, fuzzTimeout(10_000));

  it('treats a relative link the same on every page', () => {
    fc.assert(
      fc.property(hostileUrl, (url) => {
        if (/^[A-Za-z][A-Za-z0-9+.-]*:/.test(asBrowserReadsIt(url))) return;
        const [first, ...others] = ORIGINS.map((origin) => safeLinkHref(url, origin));
        for (const other of others) expect(other).toBe(first);
      }),
      { numRuns: FUZZ_RUNS },
    );
  }, fuzzTimeout(10_000));
});
