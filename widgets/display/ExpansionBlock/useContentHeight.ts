import { useLayoutEffect, useState, type RefObject } from 'react';

const canObserve = () => typeof ResizeObserver !== 'undefined';

/**
 * The natural height (scrollHeight, in px) of the element in `ref`. Where the browser has a
 * ResizeObserver it keeps the value up to date (content loads, fonts swap, the window narrows);
 * without one (older browsers, jsdom) it measures after every render. Null until measured and on
 * the server. `atOnce` measures before the first paint, which makes the browser lay the page out
 * there and then; without it the first value comes from the observer, after the browser's own
 * layout of that frame (for a caller that renders right without the number).
 */
export function useContentHeight(ref: RefObject<HTMLElement | null>, atOnce = true): number | null {
  const [height, setHeight] = useState<number | null>(null);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || !canObserve()) return undefined;
    const observer = new ResizeObserver(() => setHeight(element.scrollHeight));
    observer.observe(element);
    if (atOnce) setHeight(element.scrollHeight);
    return () => observer.disconnect();
  }, [ref, atOnce]);

  // Without ResizeObserver nothing tells us the content changed, so measure after every render;
  // setHeight with an unchanged number renders nothing more.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- no dependency list on purpose, see above
  useLayoutEffect(() => {
    if (!canObserve() && ref.current) setHeight(ref.current.scrollHeight);
  });

  return height;
}
