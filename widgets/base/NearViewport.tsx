import { useEffect, useRef, useState, type ReactNode } from 'react';

export interface NearViewportProps {
  children: ReactNode;
  /** How far below (or above) the viewport the content starts to load. */
  rootMargin?: string;
  /** Space kept for the content while it is not there, so little moves when it arrives. */
  placeholderHeight?: number;
}

/**
 * Renders its children only once they come near the viewport: below-the-fold parts (the
 * newsletter form) then cost a shopper nothing on the first load. On the server and before that
 * moment an empty, hidden placeholder stands in; without IntersectionObserver the children render at once.
 */
export function NearViewport({ children, rootMargin = '200px', placeholderHeight = 0 }: NearViewportProps) {
  const [near, setNear] = useState(false);
  const placeholder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (near) return undefined;
    const element = placeholder.current;
    if (typeof IntersectionObserver === 'undefined' || !element) {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, rootMargin]);
  if (near) return <>{children}</>;
  return <div ref={placeholder} className="sp-near-viewport" style={{ minHeight: placeholderHeight }} aria-hidden="true" />;
}
