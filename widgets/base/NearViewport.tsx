import { useEffect, useRef, useState, type ReactNode } from 'react';
import { classNames } from './classNames';

export interface NearViewportProps {
  children: ReactNode;
  /** How far below (or above) the viewport the content starts to load. */
  rootMargin?: string;
  /**
   * A class of the host's stylesheet (or the parts') that gives the placeholder the content's
   * height, so little moves when the content arrives. A class, not a height: a style attribute in
   * server HTML is blocked by a strict Content-Security-Policy (`style-src-attr`).
   */
  placeholderClassName?: string;
}

/**
 * Renders its children only once they come near the viewport: below-the-fold parts (the
 * newsletter form) then cost a shopper nothing on the first load. On the server and before that
 * moment an empty, hidden placeholder stands in; without IntersectionObserver the children render at once.
 */
export function NearViewport({ children, rootMargin = '200px', placeholderClassName }: NearViewportProps) {
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
  return <div ref={placeholder} className={classNames('sp-near-viewport', placeholderClassName)} aria-hidden="true" />;
}
