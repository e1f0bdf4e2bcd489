/** Invalid-field focus delay (docs/behaviour.md, "Constants and limits"): lets the error texts render before focus moves. */
export const INVALID_FIELD_FOCUS_DELAY_MS = 100;

/** Focuses a field and scrolls it to the centre of the viewport (scrollIntoView is missing in some environments, e.g. jsdom). */
export function focusAndCenter(element: HTMLElement | null | undefined): void {
  if (!element || !element.isConnected) return;
  element.focus({ preventScroll: true });
  if (typeof element.scrollIntoView === 'function') element.scrollIntoView({ block: 'center' });
}
