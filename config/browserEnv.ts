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
