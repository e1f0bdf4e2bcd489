/** jsdom has no layout: set the width the platform rule reads, and tell listeners (the page observer reads it on resize). */
export function setWindowWidth(width: number): void {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}
