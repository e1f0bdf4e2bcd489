/**
 * The SHOP_FOOTER promotion is data from a content service: treat it as untrusted. Only text and
 * links survive; a link must be relative ('/…', not '//…') or http(s). React renders every string
 * as text, so markup in the content shows as characters and never runs.
 */
export interface PromotionView {
  headline: string;
  text: string;
  links: { url: string; text: string }[];
  /** The content's language when it says so (it may differ from the page's, WCAG 3.1.2). */
  lang?: string;
}

const MAX_TEXT_LENGTH = 500;
const MAX_LINKS = 5;

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim().slice(0, MAX_TEXT_LENGTH) : '';
}

export function isSafeUrl(url: string): boolean {
  if (url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\')) return true;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:';
  } catch {
    return false;
  }
}

function toLink(value: unknown): { url: string; text: string } | null {
  if (!value || typeof value !== 'object') return null;
  const record = value as Record<string, unknown>;
  const url = text(record.url);
  const label = text(record.text);
  return url && label && isSafeUrl(url) ? { url, text: label } : null;
}

export function sanitizePromotion(content: unknown): PromotionView | null {
  if (!content || typeof content !== 'object' || Array.isArray(content)) return null;
  const record = content as Record<string, unknown>;
  const candidates: unknown[] = [record.link, ...(Array.isArray(record.links) ? (record.links as unknown[]) : [])];
  const links = candidates.map(toLink).filter((link): link is { url: string; text: string } => link !== null).slice(0, MAX_LINKS);
  const lang = text(record.lang);
  const view: PromotionView = { headline: text(record.headline), text: text(record.text), links, ...(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(lang) ? { lang } : {}) };
  return view.headline || view.text || view.links.length > 0 ? view : null;
}
