import { createContext, useLayoutEffect, useMemo, type ReactNode } from 'react';
import { useStore } from 'react-redux';
import { pageSelectors, routeChanged } from '../config';
import type { Messages } from '../locales';
import type { ShopParts } from './createShopParts';
import { PartsErrorBoundary } from './PartsErrorBoundary';

/** What ShopPartsProvider hands the parts below it (store/PartsScope.tsx); none of it reaches the host's own components. */
export const ShopPartsContext = createContext<{ parts: ShopParts; messages: Messages } | null>(null);

/** A client router's path enters the store when it differs from the store's: StrictMode's second run, a remount and a DevTools jump dispatch nothing. */
function RouteReporter({ pathname }: { pathname: string }) {
  const store = useStore();
  useLayoutEffect(() => {
    if (pageSelectors.selectPathname(store.getState()) !== pathname) store.dispatch(routeChanged(pathname));
  }, [store, pathname]);
  return null;
}

/**
 * Hands the parts the host's functions and the UI language's messages, inside the host's own
 * react-redux `<Provider>`. It changes nothing for the host's own components inside it: each part
 * brings its error boundary and react-intl to its own subtree (store/PartsScope.tsx).
 * `pathname`: a client-routed host's current path (React Router's `useLocation().pathname`), which
 * the staff preview panel follows.
 */
export function ShopPartsProvider(props: { parts: ShopParts; messages: Messages; pathname?: string; children: ReactNode }) {
  const { parts, messages, pathname } = props;
  const value = useMemo(() => ({ parts, messages }), [parts, messages]);
  return (
    <ShopPartsContext.Provider value={value}>
      {pathname !== undefined && (
        <PartsErrorBoundary>
          <RouteReporter pathname={pathname} />
        </PartsErrorBoundary>
      )}
      {props.children}
    </ShopPartsContext.Provider>
  );
}
