import { createContext, useContext, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { configSlice, ServicesContext, stateAt } from '../config';
import { ShopPartsIntlProvider } from '../locales';
import { PartsErrorBoundary } from './PartsErrorBoundary';
import { ShopPartsContext } from './ShopPartsProvider';

/** True inside a part's scope: a part inside another part (the form in ShopFooter) adds no second one. */
const InPartsScope = createContext(false);

function MissingProvider(): never {
  throw new Error('ShopPartsProvider is missing: a part renders only inside it');
}

/** The store holds the parts: set up with them, from its start; at run time, from `inject` until `eject()` (settings null). */
const settingsInStore = stateAt(configSlice.reducerPath);
const holdsParts = (state: unknown) => settingsInStore(state) !== undefined;

function WhenInStore({ children }: { children: ReactNode }) {
  return useSelector(holdsParts) ? children : null;
}

/**
 * The parts' own context around each public part and nothing else: their error boundary, services
 * and react-intl. They read the host's store through its react-redux context as it is, and render
 * once the store holds them (docs/decisions/2026-11-29-one-state-read-one-way.md).
 */
export function PartsScope(props: { children: ReactNode }) {
  const setup = useContext(ShopPartsContext);
  if (useContext(InPartsScope)) return props.children;
  return (
    <InPartsScope.Provider value={true}>
      <PartsErrorBoundary>
        {setup ? (
          <ServicesContext.Provider value={setup.parts.services}>
            <ShopPartsIntlProvider locale={setup.parts.settings.locale} messages={setup.messages}>
              <WhenInStore>{props.children}</WhenInStore>
            </ShopPartsIntlProvider>
          </ServicesContext.Provider>
        ) : (
          <MissingProvider />
        )}
      </PartsErrorBoundary>
    </InPartsScope.Provider>
  );
}
