/**
 * The whole number of pages, or 0 for anything below 1 or not a number (nothing to paginate).
 * Fractions are cut: 3.7 pages are 3.
 */
export function normalizeTotalPages(totalPages: number): number {
  return Number.isFinite(totalPages) && totalPages >= 1 ? Math.floor(totalPages) : 0;
}

/**
 * `page` clamped into 1..totalPages: below 1 (or not a number) is 1, above the last page is the
 * last page, fractions are cut. A host that passes a stale page after the result list shrank
 * thus still shows a valid page instead of nothing.
 */
export function clampPage(page: number, totalPages: number): number {
  const last = normalizeTotalPages(totalPages);
  if (last === 0) return 0;
  if (!Number.isFinite(page)) return page === Infinity ? last : 1;
  return Math.min(Math.max(Math.floor(page), 1), last);
}

/** Up to this many pages, every number is shown. */
const ALL_PAGES_UP_TO = 7;

/** A page number to show, or a gap ('gap') between two non-adjacent numbers. */
export type PageItem = number | 'gap';

/**
 * The page numbers worth offering: up to 7 pages all of them; beyond, the first, the last, and
 * the current one with one neighbour on each side; a gap stands for the pages left out. A gap of
 * a single page shows that page instead. E.g. page 5 of 10: 1 … 4 5 6 … 10.
 */
export function pageItems(page: number, totalPages: number): PageItem[] {
  if (totalPages <= ALL_PAGES_UP_TO) return Array.from({ length: Math.max(totalPages, 0) }, (_, index) => index + 1);
  const wanted = new Set([1, totalPages, page - 1, page, page + 1].filter((n) => n >= 1 && n <= totalPages));
  const sorted = [...wanted].sort((a, b) => a - b);
  const items: PageItem[] = [];
  let previous = 0;
  for (const n of sorted) {
    if (n - previous === 2) items.push(n - 1);
    else if (n - previous > 2) items.push('gap');
    items.push(n);
    previous = n;
  }
  return items;
}
