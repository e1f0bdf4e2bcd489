import { useContext, useLayoutEffect, useMemo, type ReactNode } from 'react';
import { ReactReduxContext } from 'react-redux';
import { pageSelectors, routeChanged, ServicesContext } from '../config';
import { ShopPartsIntlProvider, type Messages } from '../locales';
import type { ShopParts } from './createShopParts';
import { PartsErrorBoundary } from './PartsErrorBoundary';
import { partsContextValue } from './partsStateView';

/**
 * The parts read the host's store through a view in which a slice the store does not hold reads as
 * its initial state (store/partsStateView.ts; docs/behaviour.md, "DevTools").
 */
function PartsStateView(props: { parts: ShopParts; children: ReactNode }) {
  const outer = useContext(ReactReduxContext);
  const value = useMemo(() => (outer ? partsContextValue(outer, props.parts.slices) : null), [outer, props.parts.slices]);
  // Without the host's Provider the parts' own hooks say what is missing.
  if (!value) return props.children;
  return <ReactReduxContext.Provider value={value}>{props.children}</ReactReduxContext.Provider>;
}

/**
 * A client router's path enters the store as `routeChanged` when it differs from the store's (read
 * when the effect runs): a navigation dispatches once; StrictMode's second run, a remount and a
 * Redux DevTools jump (the prop does not change) dispatch nothing.
 */
function RouteReporter({ pathname }: { pathname: string }) {
  const context = useContext(ReactReduxContext);
  const store = context?.store;
  useLayoutEffect(() => {
    if (store && pageSelectors.selectPathname(store.getState()) !== pathname) store.dispatch(routeChanged(pathname));
  }, [store, pathname]);
  return null;
}

/**
 * Wraps the parts' components: the host's functions and the UI language. Goes inside the host's
 * own react-redux `<Provider>`; the parts use the host's store. A part that fails renders nothing
 * and is logged once; the host's page around it stays (PartsErrorBoundary).
 *
 * `pathname`: a client-routed host passes its router's current path (React Router's
 * `useLocation().pathname`), so the staff preview panel follows client-side navigation in every
 * browser (the parts also see popstate and, where the browser has it, the Navigation API).
 */
export function ShopPartsProvider(props: { parts: ShopParts; messages: Messages; pathname?: string; children: ReactNode }) {
  return (
    <PartsErrorBoundary>
      {props.pathname !== undefined && <RouteReporter pathname={props.pathname} />}
      <ServicesContext.Provider value={props.parts.services}>
        <ShopPartsIntlProvider locale={props.parts.settings.locale} messages={props.messages}>
          <PartsStateView parts={props.parts}>{props.children}</PartsStateView>
        </ShopPartsIntlProvider>
      </ServicesContext.Provider>
    </PartsErrorBoundary>
  );
}
