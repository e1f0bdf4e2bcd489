import { combineSlices, configureStore, createDynamicMiddleware } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, type ReactElement } from 'react';
import { Provider, useStore } from 'react-redux';
import { cartSlice, hostApi } from '../../examples/hostApp';
import { deFooterContent as deContent } from './deFooterContent';
import { ShopFooter } from '../../src/components/ShopFooter';
import { createShopParts, ShopPartsProvider } from '../../store';
import { wholeCatalogue } from './catalogues';

const deMessages = wholeCatalogue('de-DE');

/**
 * A host shaped like Redux Toolkit's lazy-injection kitchen-sink example: the root reducer
 * (combineSlices) and ONE dynamic middleware at module level, shared by every store made from them;
 * `makeStore` and `renderWithProviders` make a new store per test. The parts are module-level too,
 * and the footer injects them when it mounts and ejects them when it unmounts.
 */
export const rootReducer = combineSlices(cartSlice, hostApi);
export const dynamicMiddleware = createDynamicMiddleware();
export const parts = createShopParts({ site: 'DE' });

export function makeStore() {
  return configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault().concat(hostApi.middleware, dynamicMiddleware.middleware),
  });
}

export type KitchenSinkStore = ReturnType<typeof makeStore>;

/** The host's footer: injects the parts on mount, ejects them on unmount, as hosts write it. */
function PartsFooter() {
  const store = useStore();
  useEffect(() => {
    const injected = parts.inject(store, { rootReducer, dynamicMiddleware });
    return () => injected.eject();
  }, [store]);
  return (
    <ShopPartsProvider parts={parts} messages={deMessages}>
      <ShopFooter content={deContent} />
    </ShopPartsProvider>
  );
}

/** The host's page: its own header and main content, the parts' footer below. */
export function App() {
  return (
    <>
      <header>Host header</header>
      <main>Host page</main>
      <PartsFooter />
    </>
  );
}

/** The kitchen-sink's test helper: a new store per call unless one is given. */
export function renderWithProviders(ui: ReactElement, { store = makeStore() }: { store?: KitchenSinkStore } = {}) {
  const user = userEvent.setup();
  return { store, user, ...render(<Provider store={store}>{ui}</Provider>) };
}
