import { hasDocument, readCookies } from '../../config/browserEnv';

/**
 * How much of a cookie string the fakes read: Node's HTTP server refuses a header block over
 * 16 KiB, so a longer Cookie header never reaches a real backend. Past it the string is cut at the
 * last `;`, so no pair is read half.
 */
export const COOKIE_STRING_MAX_LENGTH = 16 * 1024;

function bounded(cookieString: string): string {
  if (cookieString.length <= COOKIE_STRING_MAX_LENGTH) return cookieString;
  const cut = cookieString.slice(0, COOKIE_STRING_MAX_LENGTH + 1);
  return cut.slice(0, Math.max(cut.lastIndexOf(';'), 0));
}

/**
 * The cookies a request carries, as the backend would see them: the page's `document.cookie`
 * where there is a document (jsdom, or the page behind msw's service worker, whose requests carry
 * no readable Cookie header), under the request's own Cookie header (a Node request, or the demo's
 * fake server over HTTP): a name in both takes the header's value. msw 2 filled its `cookies`
 * argument this way under jsdom; msw 3 reads no `document.cookie` in Node (mswjs/msw#2550), so the
 * fakes read it themselves. Parsed as the parts read cookies (`readCookies`: first pair of a name
 * wins, percent-decoding, pairs without a name or `=` skipped).
 */
export function requestCookies(request: Request): Record<string, string> {
  const fromDocument = hasDocument() ? readCookies(bounded(document.cookie)) : {};
  const header = request.headers.get('cookie');
  return { ...fromDocument, ...(header ? readCookies(bounded(header)) : {}) };
}
