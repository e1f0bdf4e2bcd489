import { useIntl } from 'react-intl';
import { Icon } from '../../base';
import { classNames } from '../../base/classNames';
import { elementById, focusElement } from '../shared/focusElement';
import { backToTopMessages } from './messages';

export interface BackToTopProps {
  /**
   * The id of the element that receives focus after scrolling (e.g. the page's skip-link target or
   * its h1). Without one, or when no element has it, focus goes to the document body, so the
   * next Tab starts again at the top of the page.
   */
  targetId?: string;
  className?: string;
}

/**
 * A 'Nach oben' button: scrolls the page to the top (smoothly unless the visitor prefers reduced
 * motion) and moves keyboard focus to the top as well, so keyboard and screen-reader users land
 * where sighted users see the page.
 */
export function BackToTop({ targetId, className }: BackToTopProps) {
  const intl = useIntl();
  const backToTop = () => {
    const reduceMotion = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
    focusElement(elementById(targetId) ?? document.body);
  };
  return (
    <button type="button" className={classNames('sp-back-to-top', className)} onClick={backToTop}>
      <Icon name="arrow-up" size={16} />
      {intl.formatMessage(backToTopMessages.label)}
    </button>
  );
}
