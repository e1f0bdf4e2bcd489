/**
 * Moves keyboard focus to `element`. An element that is not focusable by nature (a heading, a
 * list, the body) gets `tabindex="-1"` first, so focus lands there and the next Tab continues
 * from it. Scrolling is left to the caller.
 */
export function focusElement(element: HTMLElement): void {
  if (element.tabIndex < 0 && !element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
}

/** The element with `id`, or null (also on the server, where there is no document). */
export function elementById(id: string | undefined): HTMLElement | null {
  if (!id || typeof document === 'undefined') return null;
  return document.getElementById(id);
}
