import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Icon } from '../../base';
import { classNames } from '../../base/classNames';
import { keepFocusInView } from '../../base/keepFocusInView';
import { expansionBlockMessages } from './messages';
import { useContentHeight } from './useContentHeight';

/** Collapsed height in px when none is given (docs/behaviour.md, "Constants and limits"). */
export const DEFAULT_COLLAPSED_HEIGHT = 96;

export interface ExpansionBlockProps {
  children: ReactNode;
  /** Height in px shown while collapsed (default 96). */
  collapsedHeight?: number;
  /** Controlled state. Without it the block keeps its own state, starting at defaultExpanded. */
  expanded?: boolean;
  defaultExpanded?: boolean;
  onExpandedChange?: (expanded: boolean) => void;
  /**
   * Switches the expansion off: the content shows in full and no toggle is offered (e.g. on wide
   * screens where the text fits).
   */
  disabled?: boolean;
  /**
   * A flexible block is one whose expansion is switched on and off at run time. Disabling a
   * flexible block also collapses it, so when it is enabled again it starts collapsed. A block
   * that is not flexible keeps its state while disabled.
   */
  flexible?: boolean;
  /**
   * The content's height in px, for callers that measure it themselves (and for tests). Without
   * it the block measures its content (ResizeObserver where available).
   */
  contentHeight?: number;
  /**
   * The content is known to be taller than the collapsed height (a long legal text): the block
   * renders cut, with its toggle, before it has measured, so it shows with the browser's one layout
   * instead of a forced one and another after the cut (docs/performance.md, "The throttled visit").
   * Should it fit after all, it shows whole once measured.
   */
  tallContent?: boolean;
  className?: string;
}

/**
 * A block of content cut to `collapsedHeight` with a "show more / show less" toggle (WAI-ARIA APG
 * disclosure pattern: a real button with aria-expanded and aria-controls). The toggle shows only
 * when the content is taller than the collapsed height; shorter content shows in full. When
 * keyboard focus moves into collapsed content, the block expands, so focus is never hidden.
 */
export function ExpansionBlock({
  children,
  collapsedHeight = DEFAULT_COLLAPSED_HEIGHT,
  expanded,
  defaultExpanded = false,
  onExpandedChange,
  disabled = false,
  flexible = false,
  contentHeight,
  tallContent = false,
  className,
}: ExpansionBlockProps) {
  const intl = useIntl();
  const regionId = useId();
  const contentRef = useRef<HTMLDivElement>(null);
  const regionRef = useRef<HTMLDivElement>(null);
  const expandedByFocus = useRef(false);
  const measured = useContentHeight(contentRef, !tallContent);
  const [expandedSelf, setExpandedSelf] = useState(defaultExpanded);
  const isExpanded = expanded ?? expandedSelf;

  const setExpanded = (next: boolean) => {
    if (expanded === undefined) setExpandedSelf(next);
    onExpandedChange?.(next);
  };

  // Disabling a flexible block collapses it.
  const collapseOnDisable = flexible && disabled && isExpanded;
  useEffect(() => {
    if (!collapseOnDisable) return;
    if (expanded === undefined) setExpandedSelf(false);
    onExpandedChange?.(false);
  }, [collapseOnDisable, expanded, onExpandedChange]);

  const height = contentHeight ?? measured;
  const overflows = height === null ? tallContent : height > collapsedHeight;
  const collapsible = overflows && !disabled;
  const clipped = collapsible && !isExpanded;

  // Focus that expanded the block: the browser had scrolled the cut-off region to show the focused
  // control; expanded, the region scrolls back to its top and the control moves down, maybe out of
  // the viewport (WCAG 2.4.11). Put the region at its top and the control back in view.
  useLayoutEffect(() => {
    const region = regionRef.current;
    if (!isExpanded || !expandedByFocus.current || !region) return;
    expandedByFocus.current = false;
    region.scrollTop = 0;
    keepFocusInView(region);
  }, [isExpanded]);

  return (
    <div className={classNames('sp-expansion-block', clipped && 'sp-expansion-block--collapsed', className)}>
      <div
        ref={regionRef}
        id={regionId}
        className="sp-expansion-block__region"
        style={clipped ? { maxHeight: `${collapsedHeight}px` } : undefined}
        // A link or button in the cut-off part that receives keyboard focus would be invisible:
        // the block expands instead.
        onFocus={
          clipped
            ? () => {
                expandedByFocus.current = true;
                setExpanded(true);
              }
            : undefined
        }
      >
        <div ref={contentRef} className="sp-expansion-block__content">{children}</div>
      </div>
      {collapsible && (
        <button
          type="button"
          className="sp-expansion-block__toggle"
          aria-expanded={isExpanded}
          aria-controls={regionId}
          onClick={() => setExpanded(!isExpanded)}
        >
          {intl.formatMessage(isExpanded ? expansionBlockMessages.showLess : expansionBlockMessages.showMore)}
          <Icon name={isExpanded ? 'chevron-up' : 'chevron-down'} size={16} />
        </button>
      )}
    </div>
  );
}
