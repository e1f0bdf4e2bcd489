import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/**
 * False on the server and while React hydrates server HTML, true in every other render. What the
 * page observer read (config/pageSlice.ts) is known only in the browser: a part renders what the
 * server rendered until hydration is done, so hydration never mismatches, and React renders the
 * page's values right after. A page rendered only in the browser uses them from its first render.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
