import type { ReactNode } from 'react';

/** Text for screen readers only (icon link names, live-region announcements). */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className="sp-visually-hidden">{children}</span>;
}
