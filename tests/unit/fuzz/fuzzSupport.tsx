import fc from 'fast-check';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createIntl, createIntlCache, RawIntlProvider } from 'react-intl';
import { configureStore } from '@reduxjs/toolkit';
import { createShopParts } from '../../../store';

/** The origin of the jsdom page the tests run on. */
export const PAGE_ORIGIN = window.location.origin;

/** One request as the fake fetch saw it. */
export interface SeenRequest {
  url: string;
  headers: Record<string, string>;
}

/**
 * The part of a Response that fetchBaseQuery reads, without the streams of a real one (which cost
 * milliseconds per case).
 */
function fastResponse(text: string, status: number): Response {
  const headers = new Headers({ 'Content-Type': 'application/json' });
  const response = {
    status,
    ok: status >= 200 && status <= 299,
    headers,
    clone: () => response,
    text: () => Promise.resolve(text),
    json: () => Promise.resolve(JSON.parse(text) as unknown),
  };
  // Only what fetchBaseQuery calls; the cast says it stands in for a Response.
  return response as unknown as Response;
}

/**
 * Replaces `fetch` for one test file with an answer chosen per case: much faster than msw for
 * thousands of cases, and it sees exactly what the base query hands to fetch.
 */
export function useFakeFetch() {
  const state: { answer: () => Response; seen: SeenRequest[] } = { answer: () => new Response(null, { status: 404 }), seen: [] };
  const realFetch = globalThis.fetch;
  beforeEach(() => {
    state.seen = [];
    globalThis.fetch = (input: RequestInfo | URL) => {
      const request = input instanceof Request ? input : new Request(input);
      state.seen.push({ url: request.url, headers: Object.fromEntries(request.headers.entries()) });
      return Promise.resolve(state.answer());
    };
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
  });
  return {
    /** The next answers are `body` as JSON with this status. */
    answerWith(body: unknown, status = 200) {
      this.answerWithText(JSON.stringify(body) ?? 'null', status);
    },
    /** The next answers are this text, declared as JSON (it may not be). */
    answerWithText(text: string, status = 200) {
      state.answer = () => fastResponse(text, status);
    },
    get seen() {
      return state.seen;
    },
  };
}

/** Collects every console line of a test instead of printing it; `text()` is all of them as one string. */
export function captureConsole() {
  const lines: string[] = [];
  const spies = (['error', 'warn', 'log', 'info', 'debug'] as const).map((method) =>
    jest.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      lines.push(`${method}: ${args.map((part) => (part instanceof Error ? `${part.message}\n${String(part.stack)}` : String(part))).join(' ')}`);
    }),
  );
  return {
    lines,
    text: () => lines.join('\n'),
    clear: () => {
      lines.length = 0;
    },
    restore: () => spies.forEach((spy) => spy.mockRestore()),
  };
}

/** Settles within `ms`, or says it did not: a query must never stay pending. */
export async function settlesWithin<T>(promise: Promise<T>, ms = 2000): Promise<'settled' | 'pending'> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const result = await Promise.race([
    promise.then(
      () => 'settled' as const,
      () => 'settled' as const,
    ),
    new Promise<'pending'>((resolve) => {
      timer = setTimeout(() => resolve('pending'), ms);
    }),
  ]);
  clearTimeout(timer);
  return result;
}

/**
 * A store with the parts, as a production host builds it: without the development checks, which
 * walk the whole state on every dispatch and would make thousands of cases slow.
 */
export function partsStore() {
  const parts = createShopParts({ site: 'DE' });
  return configureStore({
    reducer: parts.reducers,
    middleware: (getDefault) => getDefault({ serializableCheck: false, immutableCheck: false }).concat(parts.middleware),
  });
}

/** One react-intl instance for every render: its cache keeps the compiled messages between cases. */
const intl = createIntl({ locale: 'de-DE', defaultLocale: 'de', messages: {}, onError: () => undefined }, createIntlCache());

/** Server-renders a component with react-intl around it (German source texts, no catalogue). */
export function renderMarkup(node: ReactElement): string {
  return renderToStaticMarkup(<RawIntlProvider value={intl}>{node}</RawIntlProvider>);
}

const SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*:/;

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** An attribute value as the browser reads it: character references decoded. */
function decodeAttribute(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, body: string) => {
    if (body.startsWith('#x') || body.startsWith('#X')) return String.fromCodePoint(Number.parseInt(body.slice(2), 16));
    if (body.startsWith('#')) return String.fromCodePoint(Number.parseInt(body.slice(1), 10));
    return NAMED_ENTITIES[body.toLowerCase()] ?? entity;
  });
}

const ACTIVE_ELEMENTS = ['script', 'iframe', 'object', 'embed', 'style', 'base', 'meta', 'link', 'frame', 'frameset'];
const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'xlink:href', 'poster', 'srcset'];

/**
 * What executes or leaves the site in server-rendered HTML: script or other active elements, on*
 * attributes, javascript:/data:/vbscript: URLs, and links written without a scheme that resolve to
 * another origin. Empty when there is none.
 *
 * React's server renderer escapes `& < > " '` in text and attributes and always quotes attribute
 * values, so every `<` in its output opens a real tag and a plain scan reads the markup as a
 * browser does (a DOM parser costs 20-40 ms per case here, too slow for thousands of cases).
 */
export function markupProblems(html: string, origin: string = PAGE_ORIGIN): string[] {
  const problems: string[] = [];
  const page = new URL(origin).origin;
  for (const tag of html.matchAll(/<([a-zA-Z][a-zA-Z0-9:-]*)([^>]*)>/g)) {
    const name = (tag[1] ?? '').toLowerCase();
    if (ACTIVE_ELEMENTS.includes(name)) problems.push(`<${name}> element`);
    for (const attribute of (tag[2] ?? '').matchAll(/([^\s=/"']+)(?:="([^"]*)")?/g)) {
      const attributeName = (attribute[1] ?? '').toLowerCase();
      if (attributeName.startsWith('on')) problems.push(`${attributeName} attribute on <${name}>`);
      if (!URL_ATTRIBUTES.includes(attributeName)) continue;
      const value = decodeAttribute(attribute[2] ?? '');
      let resolved: URL;
      try {
        resolved = new URL(value, origin);
      } catch {
        continue; // the browser does not follow a URL it cannot parse
      }
      if (['javascript:', 'data:', 'vbscript:'].includes(resolved.protocol)) problems.push(`${resolved.protocol} in ${attributeName}`);
      const asRead = value.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '');
      if (!SCHEME.test(asRead) && resolved.origin !== page) problems.push(`relative ${attributeName} ${JSON.stringify(value)} leaves the site`);
    }
  }
  return problems;
}

const C0 = Array.from({ length: 0x20 }, (_, code) => String.fromCharCode(code));

/** Text an attacker would put into any string field. */
export const hostileText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '<script>alert(1)</script>',
    '"><img src=x onerror=alert(1)>',
    "'><svg onload=alert(1)>",
    '{{constructor.constructor("alert(1)")()}}',
    '{test}',
    "'{'",
    '</p><a href="javascript:alert(1)">x</a>',
    '&lt;script&gt;',
    '\u202Eevil',
    '__proto__',
    'constructor',
    ...C0,
  ),
  fc.integer({ min: 0, max: 600 }).map((length) => '<'.repeat(length)),
);

/** URLs with control characters, backslashes, mixed-case schemes and entities. */
export const hostileUrl = fc.oneof(
  fc
    .array(
      fc.oneof(
        fc.constantFrom('/', '//', '\\', '/\\', ':', 'evil.example', 'login', '%2F', '%09', '@', '#', '?', '&#x2F;', '&colon;', '&Tab;'),
        fc.constantFrom(...C0, ' ', '\u007F'),
        fc.constantFrom('javascript:', 'JaVaScRiPt:', 'data:', 'vbscript:', 'https:', 'HTTP:', 'file:'),
      ),
      { maxLength: 10 },
    )
    .map((parts) => parts.join('')),
  fc.webUrl(),
  fc.string({ maxLength: 20 }),
);

/** Any JSON value, hostile strings included, at most a few levels deep. */
export const hostileJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileText,
    hostileUrl,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(hostileText, fc.constantFrom('__proto__', 'constructor', 'url', 'text', 'name', 'groups')), tie('value'), { maxKeys: 4 }),
  ),
})).value;
