import { createContext, useContext, type ReactNode } from 'react';
import { ReactReduxContext, type ReactReduxContextValue } from 'react-redux';
import { ServicesContext, type ShopPartsServices, type UiLocale } from '../config';
import { ShopPartsIntlProvider, type Messages } from '../locales';
import { PartsErrorBoundary } from './PartsErrorBoundary';

/** What ShopPartsProvider hands to the parts below it; none of it reaches the host's own components. */
export interface PartsSetup {
  services: ShopPartsServices;
  locale: UiLocale;
  messages: Messages;
  /**
   * The react-redux context of the store ShopPartsProvider sits in, read through the parts' state
   * view (store/partsStateView.ts); null without a host `<Provider>` around it.
   */
  redux: ReactReduxContextValue<unknown> | null;
}

export const PartsSetupContext = createContext<PartsSetup | null>(null);

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
