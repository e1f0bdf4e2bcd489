import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Icon } from '../../../widgets';
import { successMessages } from '../messages';
import { afterNextPaint } from '../../../config/scheduling';

/**
 * The thank-you text. It sits in the form's live region, so it is announced. Focus moves to it
 * only when the form it replaced had the focus (it would otherwise fall back to the page), and it
 * scrolls into view unless the host turned that off.
 */
export function SignUpSuccess({ email, scrollIntoView }: { email: string; scrollIntoView: boolean }) {
  const intl = useIntl();
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let unmounted = false;
    // After the next paint: the browser has then laid out the page without the form in its own
    // frame. Run at once, focus and scrolling would force that layout inside this effect
    // (docs/performance.md, "The throttled visit").
    void afterNextPaint().then(() => {
      const element = ref.current;
      if (unmounted || !element) return;
      const active = element.ownerDocument.activeElement;
      if (!active || active === element.ownerDocument.body) element.focus({ preventScroll: true });
      if (scrollIntoView && typeof element.scrollIntoView === 'function') element.scrollIntoView({ block: 'center' });
    });
    return () => {
      unmounted = true;
    };
  }, [scrollIntoView]);

  return (
    <div ref={ref} tabIndex={-1} className="sp-newsletter__success" data-testid="newsletter-success">
      <Icon name="success" size={24} className="sp-newsletter__success-icon" />
      <div>
        <p className="sp-newsletter__success-title">{intl.formatMessage(successMessages.title)}</p>
        <p className="sp-newsletter__success-text">{intl.formatMessage(successMessages.confirmation, { email })}</p>
      </div>
    </div>
  );
}
