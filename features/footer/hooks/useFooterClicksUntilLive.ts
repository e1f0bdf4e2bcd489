import { useCallback, useEffect, useRef } from 'react';

/**
 * Holds the clicks a shopper makes on the footer's buttons while its server HTML waits for its
 * code, and clicks those buttons again once the footer is live. React keeps that HTML in place but
 * drops a click on it: React 18.3 and 19 replay no click on a Suspense boundary whose code has not
 * loaded. Links are not held (they work without script), nor the form's buttons (the form has its
 * own chunk). The listener is on window, in the capture phase: before React's own on the root.
 * Returns `onLive`, to call once the footer has committed: it stops holding and replays.
 */
export function useFooterClicksUntilLive(): () => void {
  const live = useRef(false);
  const release = useRef<() => void>(() => undefined);
  useEffect(() => {
    // Already live (its code was there at the first render): nothing to hold.
    if (live.current) return undefined;
    let held: HTMLButtonElement[] = [];
    const hold = (event: MouseEvent) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      if (!button?.closest('.sp-footer') || button.closest('form')) return;
      event.preventDefault();
      event.stopPropagation();
      held.push(button);
    };
    window.addEventListener('click', hold, true);
    release.current = () => {
      window.removeEventListener('click', hold, true);
      const replay = held;
      held = [];
      for (const button of replay) if (button.isConnected) button.click();
    };
    return () => window.removeEventListener('click', hold, true);
  }, []);
  return useCallback(() => {
    live.current = true;
    release.current();
  }, []);
}
