import { createContext, useContext, type ReactNode } from 'react';
import { ReactReduxContext } from 'react-redux';
import { ServicesContext } from '../config';
import { ShopPartsIntlProvider } from '../locales';
import { PartsErrorBoundary } from './PartsErrorBoundary';
import { PartsSetupContext } from './partsSetup';

/** True inside a part's scope: a part inside another part (the form in ShopFooter) adds no second one. */
const InPartsScope = createContext(false);

function MissingProvider(): never {
  throw new Error('ShopPartsProvider is missing: a part renders only inside it');
}

/**
 * The parts' own context, around each public part and nothing else (docs/behaviour.md, "The
 * host's React tree"): their error boundary, their services, their react-intl and the parts' view
 * of the host's store. The host's own components beside the parts, inside ShopPartsProvider too,
 * keep the host's react-intl, store and error handling.
 */
export function PartsScope(props: { children: ReactNode }) {
  const setup = useContext(PartsSetupContext);
  const nested = useContext(InPartsScope);
  if (nested) return props.children;
  return (
    <InPartsScope.Provider value={true}>
      <PartsErrorBoundary>
        {setup ? (
          <ServicesContext.Provider value={setup.services}>
            <ShopPartsIntlProvider locale={setup.locale} messages={setup.messages}>
              {setup.redux ? <ReactReduxContext.Provider value={setup.redux}>{props.children}</ReactReduxContext.Provider> : props.children}
            </ShopPartsIntlProvider>
          </ServicesContext.Provider>
        ) : (
          <MissingProvider />
        )}
      </PartsErrorBoundary>
    </InPartsScope.Provider>
  );
}
