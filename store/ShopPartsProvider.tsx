import { useContext, useLayoutEffect, useMemo, type ReactNode } from 'react';
import { ReactReduxContext, type ReactReduxContextValue } from 'react-redux';
import { pageSelectors, routeChanged } from '../config';
import type { Messages } from '../locales';
import type { ShopParts } from './createShopParts';
import { PartsErrorBoundary } from './PartsErrorBoundary';
import { PartsSetupContext, type PartsSetup } from './partsSetup';
import { partsContextValue } from './partsStateView';

/**
 * A client router's path enters the store as `routeChanged` when it differs from the store's (read
 * when the effect runs): a navigation dispatches once; StrictMode's second run, a remount and a
 * Redux DevTools jump (the prop does not change) dispatch nothing.
 */
function RouteReporter({ pathname, store }: { pathname: string; store: ReactReduxContextValue<unknown>['store'] }) {
  useLayoutEffect(() => {
    if (pageSelectors.selectPathname(store.getState()) !== pathname) store.dispatch(routeChanged(pathname));
  }, [store, pathname]);
  return null;
}

/**
 * Hands the parts the host's functions, the UI language's messages and the host's store. Goes
 * inside the host's own react-redux `<Provider>`. It changes nothing for the host's own components
 * inside it: each part brings its error boundary, react-intl and view of the store to its own
 * subtree (store/PartsScope.tsx, not imported here: a host's main chunk that holds only the
 * provider carries no react-intl of ours), so the host's react-intl, store, router and error boundaries
 * reach its components here as they do outside.
 *
 * `pathname`: a client-routed host passes its router's current path (React Router's
 * `useLocation().pathname`), so the staff preview panel follows client-side navigation in every
 * browser (the parts also see popstate and, where the browser has it, the Navigation API).
 */
export function ShopPartsProvider(props: { parts: ShopParts; messages: Messages; pathname?: string; children: ReactNode }) {
  const { parts, messages, pathname } = props;
  const outer = useContext(ReactReduxContext);
  // One view per provider: the parts read the store this provider sits in, even below a host's
  // nested `<Provider store={other}>`. Without a host Provider the parts' own hooks say what is missing.
  const setup = useMemo<PartsSetup>(
    () => ({ services: parts.services, locale: parts.settings.locale, messages, redux: outer ? partsContextValue(outer, parts.slices) : null }),
    [parts, messages, outer],
  );
  return (
    <PartsSetupContext.Provider value={setup}>
      {pathname !== undefined && outer && (
        <PartsErrorBoundary>
          <RouteReporter pathname={pathname} store={outer.store} />
        </PartsErrorBoundary>
      )}
      {props.children}
    </PartsSetupContext.Provider>
  );
}
