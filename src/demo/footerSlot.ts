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

/**
 * Holds every click on one of the slot's buttons until `release` is called (after hydration), then
 * clicks those buttons again, in the order they were clicked, now with their handlers: a click
 * during loading is delayed, not lost, and two taps on two panels open both. Links are not held;
 * they work without JavaScript. `onHeld` hears of each held click.
 */
export function holdButtonClicks(slot: HTMLElement, onHeld: () => void): { release: () => void } {
  // Indexes, not elements: hydration keeps the server's buttons, but a re-render may replace one.
  let heldIndexes: number[] = [];
  const buttons = () => Array.from(slot.querySelectorAll('button'));
  const hold = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || !slot.contains(button)) return;
    event.preventDefault();
    event.stopPropagation();
    heldIndexes.push(buttons().indexOf(button));
    onHeld();
  };
  slot.addEventListener('click', hold, true);
  return {
    release() {
      slot.removeEventListener('click', hold, true);
      const replay = heldIndexes;
      heldIndexes = [];
      const now = buttons();
      for (const index of replay) now[index]?.click();
    },
  };
}
