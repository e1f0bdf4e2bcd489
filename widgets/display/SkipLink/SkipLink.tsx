import type { MouseEvent, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { classNames } from '../../base/classNames';
import { elementById, focusElement } from '../shared/focusElement';
import { skipLinkMessages } from './messages';

export interface SkipLinkProps {
  /** The id of the element right after the list; the link jumps there. */
  targetId: string;
  /** The link text (default 'Liste überspringen'). */
  children?: ReactNode;
  className?: string;
}

/**
 * A link before a long list (e.g. of filters or products) that jumps past it. It is hidden until it
 * receives keyboard focus. It is a real link to '#targetId', and it also moves focus to the
 * target (made focusable if need be), so the next Tab continues after the list in every browser.
 */
export function SkipLink({ targetId, children, className }: SkipLinkProps) {
  const intl = useIntl();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = elementById(targetId);
    if (!target) return;
    event.preventDefault();
    target.scrollIntoView?.({ block: 'start' });
    focusElement(target);
  };
  return (
    <a href={`#${targetId}`} className={classNames('sp-skip-link', className)} onClick={skip}>
      {children ?? intl.formatMessage(skipLinkMessages.skipList)}
    </a>
  );
}
