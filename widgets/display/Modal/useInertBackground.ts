import { useEffect } from 'react';

/**
 * While `active`, every other child of document.body than `keep` is made inert (no focus, no
 * clicks, hidden from assistive technology), so only the dialog can be reached. Elements that
 * were inert already are left as they were, and everything is restored afterwards.
 */
export function useInertBackground(keep: HTMLElement | null, active: boolean): void {
  useEffect(() => {
    if (!active || !keep) return undefined;
    const changed: Element[] = [];
    for (const sibling of Array.from(document.body.children)) {
      if (sibling === keep || sibling.hasAttribute('inert') || sibling.tagName === 'SCRIPT') continue;
      sibling.setAttribute('inert', '');
      changed.push(sibling);
    }
    return () => {
      for (const element of changed) element.removeAttribute('inert');
    };
  }, [keep, active]);
}
