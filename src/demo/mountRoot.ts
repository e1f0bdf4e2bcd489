import { startTransition, type ReactNode } from 'react';
import type * as ReactDomClient from 'react-dom/client';

/**
 * Hydrates the server's HTML in `container`, or renders into it when it is empty (`npm start`
 * serves the page without server rendering). As a transition React renders in slices and keeps
 * the main thread free for input.
 */
export function mountRoot(reactDom: typeof ReactDomClient, container: HTMLElement, element: ReactNode): void {
  startTransition(() => {
    if (container.hasChildNodes()) reactDom.hydrateRoot(container, element);
    else reactDom.createRoot(container).render(element);
  });
}
