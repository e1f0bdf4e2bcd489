import { useCallback, useEffect, useRef } from 'react';
import { holdButtonClicks } from '../../../config';

/** The footer's buttons; the form's are its own (its own chunk and boundary). */
const isFooterButton = (button: HTMLButtonElement) => button.closest('.sp-footer') !== null && button.closest('form') === null;

/**
 * Holds the clicks a shopper makes on the footer's buttons while its server HTML waits for its
 * code, and clicks those buttons again once the footer is live: React keeps that HTML in place but
 * drops a click on it (React 18.3 and 19 replay no click on a Suspense boundary whose code has not
 * loaded). Listens on window, before React's own listener on the root. Returns `onLive`, to call
 * once the footer has committed: it stops holding and replays.
 */
export function useFooterClicksUntilLive(): () => void {
  const live = useRef(false);
  const release = useRef<() => void>(() => undefined);
  useEffect(() => {
    // Already live (its code was there at the first render): nothing to hold.
    if (live.current) return undefined;
    const clicks = holdButtonClicks(document, undefined, isFooterButton, window);
    release.current = clicks.release;
    return clicks.stop;
  }, []);
  return useCallback(() => {
    live.current = true;
    release.current();
  }, []);
}
