import { useIntl } from 'react-intl';
import { Icon } from '../../base';
import { classNames } from '../../base/classNames';
import { paginationMessages } from './messages';
import { clampPage, normalizeTotalPages, pageItems } from './pageRange';

export interface PaginationProps {
  /** The current page, 1-based. A page outside 1..totalPages is clamped into it (and fractions cut). */
  page: number;
  /** The number of pages. Below 1 renders nothing. */
  totalPages: number;
  /** Called with the chosen page (always within 1..totalPages, never the current one). */
  onPageChange?: (page: number) => void;
  /** The navigation's accessible name (default 'Seitennavigation'); needed when a page has two. */
  label?: string;
  className?: string;
}

/**
 * Page navigation: a labelled `<nav>` with previous/next buttons, the text "3 von 10" and, from
 * 768 px, the page numbers (the current one marked with aria-current="page"). Previous and next
 * stay focusable at the first and last page (aria-disabled), so keyboard focus is never lost.
 */
export function Pagination({ page, totalPages, onPageChange, label, className }: PaginationProps) {
  const intl = useIntl();
  const last = normalizeTotalPages(totalPages);
  if (last === 0) return null;
  const current = clampPage(page, last);

  const go = (target: number) => {
    if (target >= 1 && target <= last && target !== current) onPageChange?.(target);
  };
  const atStart = current === 1;
  const atEnd = current === last;

  return (
    <nav className={classNames('sp-pagination', className)} aria-label={label ?? intl.formatMessage(paginationMessages.label)}>
      <button
        type="button"
        className="sp-pagination__step"
        aria-label={intl.formatMessage(paginationMessages.previous)}
        aria-disabled={atStart || undefined}
        onClick={() => go(current - 1)}
      >
        <Icon name="arrow-left" size={16} />
      </button>
      <ul className="sp-pagination__pages">
        {pageItems(current, last).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className="sp-pagination__gap" aria-hidden="true">…</li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className="sp-pagination__page"
                aria-label={intl.formatMessage(paginationMessages.page, { page: intl.formatNumber(item) })}
                aria-current={item === current ? 'page' : undefined}
                onClick={() => go(item)}
              >
                {intl.formatNumber(item)}
              </button>
            </li>
          ),
        )}
      </ul>
      <p className="sp-pagination__status">
        {intl.formatMessage(paginationMessages.status, { page: intl.formatNumber(current), totalPages: intl.formatNumber(last) })}
      </p>
      <button
        type="button"
        className="sp-pagination__step"
        aria-label={intl.formatMessage(paginationMessages.next)}
        aria-disabled={atEnd || undefined}
        onClick={() => go(current + 1)}
      >
        <Icon name="arrow-right" size={16} />
      </button>
    </nav>
  );
}
