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

/**
 * Calls `onChange` whenever the html element's attribute changes (a single-page host may set it
 * after the parts are shown); returns the unsubscribe. Nothing to observe on the server.
 */
export function subscribeToHtmlAttribute(name: string, onChange: () => void): () => void {
  if (!hasDocument() || typeof MutationObserver === 'undefined') return () => undefined;
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: [name] });
  return () => observer.disconnect();
}

/** For `useSyncExternalStore` over cookies: the browser tells nobody when they change, so they are read at render. */
export function subscribeToNothing(): () => void {
  return () => undefined;
}

function safeDecode(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
