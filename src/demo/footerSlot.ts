/**
 * The footer island's slot before its JavaScript runs: the server's HTML is on screen and its
 * links work, but its buttons do nothing yet. These helpers decide when to hydrate it and keep
 * the clicks a visitor makes on a button in the meantime.
 */

/** How far ahead of the viewport the footer starts loading: one screen height, so a scrolling visitor rarely sees it unhydrated. */
const LOAD_MARGIN = '100% 0px';

/** Calls `start` once, when the slot comes within a screen height of the viewport (or at once without IntersectionObserver). */
export function whenNearViewport(slot: Element, start: () => void): void {
  if (typeof IntersectionObserver === 'undefined') {
    start();
    return;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      start();
    },
    { rootMargin: LOAD_MARGIN },
  );
  observer.observe(slot);
}

/** Held from the first moment, released once the island is live (config/heldButtonClicks.ts). */
export { holdButtonClicks } from '../../config/heldButtonClicks';
