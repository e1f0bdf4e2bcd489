import { useEffect, useRef, type RefObject } from 'react';
import { tabbableElements } from '../shared/focusable';

/**
 * While `active`: focus moves into `container` (to what `initialFocus` returns, else its first
 * tabbable element, else the container), Tab and Shift+Tab cycle inside it, and on deactivation focus returns to
 * the element that had it before (the opener), if that is still on the page.
 */
export function useFocusTrap(
  container: RefObject<HTMLElement | null>,
  active: boolean,
  initialFocus?: () => HTMLElement | null | undefined,
): void {
  // The latest chooser, read once on activation (a new function each render must not re-run the effect).
  const chooseInitialFocus = useRef(initialFocus);
  chooseInitialFocus.current = initialFocus;
  useEffect(() => {
    const root = container.current;
    if (!active || !root) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;

    const first = chooseInitialFocus.current?.() ?? tabbableElements(root)[0] ?? root;
    first.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const tabbable = tabbableElements(root);
      const firstTabbable = tabbable[0];
      const lastTabbable = tabbable[tabbable.length - 1];
      if (!firstTabbable || !lastTabbable) {
        event.preventDefault();
        root.focus();
        return;
      }
      const current = document.activeElement;
      const outside = !root.contains(current) || current === root;
      if (event.shiftKey && (outside || current === firstTabbable)) {
        event.preventDefault();
        lastTabbable.focus();
      } else if (!event.shiftKey && (outside || current === lastTabbable)) {
        event.preventDefault();
        firstTabbable.focus();
      }
    };
    // Focus that escapes anyway (a click on the page chrome, a script) is pulled back in.
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Node && !root.contains(event.target)) (tabbableElements(root)[0] ?? root).focus();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      if (opener?.isConnected) opener.focus();
    };
  }, [container, active]);
}
