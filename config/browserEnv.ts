/**
 * The only place that touches `document` for cookies and attributes. Every function is safe on the
 * server (no `document`) and never throws on malformed input: nothing here runs at import time.
 */
export function hasDocument(): boolean {
  return typeof document !== 'undefined';
}

/** All cookies as a name → value map. A value with broken percent-encoding is kept raw. */
export function readCookies(cookieString?: string): Record<string, string> {
  const source = cookieString ?? (hasDocument() ? document.cookie : '');
  const cookies: Record<string, string> = {};
  for (const part of source.split(';')) {
    const separator = part.indexOf('=');
    if (separator <= 0) continue;
    const name = part.slice(0, separator).trim();
    const raw = part.slice(separator + 1).trim();
    if (!name || name in cookies) continue;
    cookies[name] = safeDecode(raw);
  }
  return cookies;
}

export function readCookie(name: string, cookieString?: string): string | undefined {
  const value = readCookies(cookieString)[name];
  return value === '' ? undefined : value;
}

/**
 * RFC 9110's field-value, what every HTTP header can carry: visible ASCII and Latin-1 (obs-text),
 * spaces and tabs only between them. Stricter than the Fetch `Headers` check (which also lets other
 * control characters through), never looser: a value outside it makes `Headers` throw (NUL, CR, LF,
 * a code point over 0xFF) or change the value (spaces at the ends).
 */
const HEADER_VALUE = /^[\x21-\x7E\x80-\xFF](?:[\t\x20-\x7E\x80-\xFF]*[\x21-\x7E\x80-\xFF])?$/;

export function isHeaderValue(value: string): boolean {
  return HEADER_VALUE.test(value);
}

/** The last unusable value warned about, per cookie name: one warning per value, however often it is read. */
const warnedUnusable = new Map<string, string>();

/**
 * A token cookie: one whose value goes into a request header (LoginToken as X-LoginToken, the CSRF
 * token) or stands for a login (LoginToken, LongTermToken). A value no header can carry (decoded
 * from `…%00`, `…%0A`, `…%C4%80`) is treated as no token, with one console warning per value that
 * names the cookie, never its value (docs/behaviour.md, "Calls").
 */
export function readTokenCookie(name: string, cookieString?: string): string | undefined {
  const value = readCookie(name, cookieString);
  if (value === undefined || isHeaderValue(value)) return value;
  if (warnedUnusable.get(name) !== value) {
    warnedUnusable.set(name, value);
    console.warn(`[shop-parts] The ${name} cookie holds characters a request header cannot carry (control or non-Latin-1 characters); it is treated as absent.`);
  }
  return undefined;
}

/** The raw cookie string, for rules that look for a substring anywhere in it (reduced footer mode). */
export function rawCookieString(): string {
  return hasDocument() ? document.cookie : '';
}

export function htmlAttribute(name: string): string | null {
  return hasDocument() ? document.documentElement.getAttribute(name) : null;
}

function safeDecode(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
