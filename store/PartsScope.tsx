import { createContext, useContext, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { configSlice, ServicesContext, stateAt, type ShopPartsSettings } from '../config';
import { ShopPartsIntlProvider } from '../locales';
import { PartsErrorBoundary } from './PartsErrorBoundary';
import { ShopPartsContext } from './ShopPartsProvider';

/** True inside a part's scope: a part inside another part (the form in ShopFooter) adds no second one. */
const InPartsScope = createContext(false);

function MissingProvider(): never {
  throw new Error('ShopPartsProvider is missing: a part renders only inside it');
}

/** Whether the store holds the parts: set up with them, from its start; at run time, from `inject` until `eject()` (the settings are null then). */
const settingsInStore = stateAt<ShopPartsSettings>(configSlice.reducerPath);
const holdsParts = (state: unknown) => settingsInStore(state) !== undefined;

/** A part renders once its store holds the parts (docs/decisions/2026-11-29-one-state-read-one-way.md). */
function WhenInStore({ children }: { children: ReactNode }) {
  return useSelector(holdsParts) ? children : null;
}

/**
 * The parts' own context, around each public part and nothing else (docs/behaviour.md, "The
 * host's React tree"): their error boundary, their services and their react-intl. They read the
 * host's store through the host's react-redux context as it is. The host's own components beside
 * the parts, inside ShopPartsProvider too, keep the host's react-intl and error handling.
 */
export function PartsScope(props: { children: ReactNode }) {
  const setup = useContext(ShopPartsContext);
  const nested = useContext(InPartsScope);
  if (nested) return props.children;
  return (
    <InPartsScope.Provider value={true}>
      <PartsErrorBoundary>
        {setup ? (
          <ServicesContext.Provider value={setup.services}>
            <ShopPartsIntlProvider locale={setup.locale} messages={setup.messages}>
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
