/**
 * WCAG 2.4.11 Focus not obscured: if the focused element is inside `container` and not wholly in
 * the viewport, scrolls it back into view by the shortest way ('nearest'). For content that moves
 * the focused control after it took the focus (an error text appearing or going above it, a block
 * expanding around it). Does nothing without layout (jsdom: every box is 0) or scrollIntoView.
 */
export function keepFocusInView(container: HTMLElement | null): void {
  const focused = container?.ownerDocument.activeElement;
  if (!(focused instanceof HTMLElement) || !container?.contains(focused) || typeof focused.scrollIntoView !== 'function') return;
  const box = focused.getBoundingClientRect();
  const viewportHeight = focused.ownerDocument.documentElement.clientHeight;
  if (box.top < 0 || box.bottom > viewportHeight) focused.scrollIntoView({ block: 'nearest' });
}
