/**
 * The SHOP_FOOTER promotion is data from a content service: untrusted (docs/behaviour.md, "Footer"
 * and "Constants and limits"). Its contentJSON is bounded, parsed and reduced here, in the
 * endpoint, to the flat view the footer renders: only that view reaches the store. Only text and
 * links survive; a link survives when the browser will read it as a same-origin path or an http(s)
 * URL. React renders every string as text, so markup in the content shows as characters.
 */

import { asRecord } from './endpoints/parse';

/** contentJSON longer than this many characters is not parsed (64 Ki UTF-16 code units). */
export const PROMOTION_MAX_JSON_CHARS = 64 * 1024;
/** contentJSON nested deeper than this (objects and arrays, the outermost counts 1) is not parsed. */
export const PROMOTION_MAX_DEPTH = 32;
/** Headline, text, link texts and the language tag are cut to this many characters. */
export const PROMOTION_MAX_TEXT_LENGTH = 500;
/** At most this many links are kept (`link` and `links` together). */
export const PROMOTION_MAX_LINKS = 5;
/** A longer link is dropped, not cut (a cut URL points somewhere else). */
export const PROMOTION_MAX_URL_LENGTH = 2048;
/** Links are resolved against this origin where the page has none of its own (a server, a file:). */
export const PLACEHOLDER_ORIGIN = 'https://shop-parts.invalid';

export interface PromotionLink {
  url: string;
  text: string;
}

/** What the footer renders, and all of the promotion that reaches the store. */
export interface PromotionContent {
  headline: string;
  text: string;
  /** The content's language when it says so (it may differ from the page's, WCAG 3.1.2). */
  lang?: string;
  /** The content's `link`, when it is safe. */
  link?: PromotionLink;
  /** The safe entries of the content's `links`; left out when there are none. */
  links?: PromotionLink[];
}

/** Why contentJSON gave no promotion, for the one console line the endpoint writes. */
export type PromotionRefusal = 'empty' | 'tooLarge' | 'tooDeep' | 'notJson';

export type ParsedPromotion = { view: PromotionContent | null } | { refused: PromotionRefusal; error?: unknown };

/** The origin of the page the link will be rendered on; the placeholder where there is no http(s) page. */
export function currentPageOrigin(): string {
  if (typeof location === 'undefined') return PLACEHOLDER_ORIGIN;
  return location.protocol === 'http:' || location.protocol === 'https:' ? location.origin : PLACEHOLDER_ORIGIN;
}

// What the WHATWG URL parser strips before it reads a URL: C0 controls and spaces at both ends.
const URL_ENDS = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;
// ... and tabs and newlines anywhere.
const TAB_OR_NEWLINE = /[\t\n\r]/g;
// A URL that names its scheme: the author meant an absolute link.
const HAS_SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*:/;

/**
 * The href to render for a promotion link, or null to drop it. The browser's own URL parser
 * decides: the link is resolved against the page's origin; it must come out http(s), and a link
 * written without a scheme (meant to be relative) must stay on the page's origin. So `/\t/evil`
 * (read as `//evil`), `\\evil`, `JaVaScRiPt:` and `java\tscript:` are dropped. The string is kept
 * as written (ends trimmed the way the parser trims them) when it passes: it resolves the same way.
 */
export function safeLinkHref(raw: string, pageOrigin: string = currentPageOrigin()): string | null {
  const url = raw.replace(URL_ENDS, '');
  if (url === '' || url.length > PROMOTION_MAX_URL_LENGTH) return null;
  let resolved: URL;
  let page: URL;
  try {
    page = new URL(pageOrigin);
    resolved = new URL(url, page);
  } catch {
    return null;
  }
  if (resolved.protocol !== 'http:' && resolved.protocol !== 'https:') return null;
  const meantAbsolute = HAS_SCHEME.test(url.replace(TAB_OR_NEWLINE, ''));
  if (!meantAbsolute && resolved.origin !== page.origin) return null;
  return url;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim().slice(0, PROMOTION_MAX_TEXT_LENGTH) : '';
}

function toLink(value: unknown, pageOrigin: string): PromotionLink | null {
  const record = asRecord(value);
  if (!record || typeof record.url !== 'string') return null;
  const url = safeLinkHref(record.url, pageOrigin);
  const label = text(record.text);
  return url && label ? { url, text: label } : null;
}

const LANGUAGE_TAG = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;

/**
 * The flat view of parsed content, or null when nothing is left to show. Reads a fixed set of
 * fields at a fixed depth, so it never recurses into the content.
 */
export function sanitizePromotion(content: unknown, pageOrigin: string = currentPageOrigin()): PromotionContent | null {
  const record = asRecord(content);
  if (!record) return null;
  const link = toLink(record.link, pageOrigin);
  const links: PromotionLink[] = [];
  if (Array.isArray(record.links)) {
    const room = PROMOTION_MAX_LINKS - (link ? 1 : 0);
    for (const entry of record.links as unknown[]) {
      if (links.length >= room) break;
      const safe = toLink(entry, pageOrigin);
      if (safe) links.push(safe);
    }
  }
  const lang = text(record.lang);
  const view: PromotionContent = {
    headline: text(record.headline),
    text: text(record.text),
    ...(LANGUAGE_TAG.test(lang) ? { lang } : {}),
    ...(link ? { link } : {}),
    ...(links.length > 0 ? { links } : {}),
  };
  return view.headline || view.text || link || links.length > 0 ? view : null;
}

/**
 * Whether JSON text nests deeper than `maxDepth`. One pass over the characters, no recursion: it
 * runs before JSON.parse, so neither the parser nor anything after it sees deep content.
 * (Text that is not JSON may be miscounted here; JSON.parse refuses it anyway.)
 */
export function nestsDeeperThan(json: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < json.length; index += 1) {
    const code = json.charCodeAt(index);
    if (inString) {
      if (code === 0x5c) index += 1; // a backslash escapes the next character
      else if (code === 0x22) inString = false;
      continue;
    }
    if (code === 0x22) inString = true;
    else if (code === 0x7b || code === 0x5b) {
      depth += 1;
      if (depth > maxDepth) return true;
    } else if (code === 0x7d || code === 0x5d) depth -= 1;
  }
  return false;
}

/** contentJSON → the flat view, within the bounds above. Never throws. */
export function parsePromotionContent(contentJSON: unknown, pageOrigin: string = currentPageOrigin()): ParsedPromotion {
  if (typeof contentJSON !== 'string' || contentJSON.trim() === '') return { refused: 'empty' };
  if (contentJSON.length > PROMOTION_MAX_JSON_CHARS) return { refused: 'tooLarge' };
  if (nestsDeeperThan(contentJSON, PROMOTION_MAX_DEPTH)) return { refused: 'tooDeep' };
  let content: unknown;
  try {
    content = JSON.parse(contentJSON);
  } catch (error) {
    return { refused: 'notJson', error };
  }
  return { view: sanitizePromotion(content, pageOrigin) };
}

/**
 * contentJSON parsed, bounded and reduced to the view the footer renders; null (and one console
 * line) for a missing, unparsable or oversized one (docs/behaviour.md, "Constants and limits").
 * The console line never quotes the content.
 */
export function parsePromotion(response: unknown): PromotionContent | null {
  const parsed = parsePromotionContent(asRecord(response)?.contentJSON);
  if ('view' in parsed) return parsed.view;
  switch (parsed.refused) {
    case 'empty':
      console.error('[shop-parts] SHOP_FOOTER promotion has no contentJSON string; nothing is shown.');
      break;
    case 'notJson':
      console.error('[shop-parts] SHOP_FOOTER promotion contentJSON is not valid JSON; nothing is shown.', parsed.error);
      break;
    case 'tooLarge':
      console.warn(`[shop-parts] SHOP_FOOTER promotion contentJSON is over the size limit of ${PROMOTION_MAX_JSON_CHARS} characters; nothing is shown.`);
      break;
    case 'tooDeep':
      console.warn(`[shop-parts] SHOP_FOOTER promotion contentJSON nests deeper than ${PROMOTION_MAX_DEPTH} levels; nothing is shown.`);
      break;
  }
  return null;
}
