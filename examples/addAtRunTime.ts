import { combineSlices, configureStore, createDynamicMiddleware } from '@reduxjs/toolkit';
import { createShopParts } from '@shop/shop-parts';
import { cartSlice, hostApi } from './hostApp';

// The host's store, built without the parts: Redux Toolkit's lazy-loading shape.
export function createHostStore() {
  const rootReducer = combineSlices(cartSlice, hostApi);
  const dynamicMiddleware = createDynamicMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault().concat(hostApi.middleware, dynamicMiddleware.middleware),
  });
  return { store, rootReducer, dynamicMiddleware };
}

// Later, for example when the footer comes into view.
export function addShopParts(host: ReturnType<typeof createHostStore>) {
  const parts = createShopParts({ site: 'PL' });
  const injected = parts.inject(host.store, { rootReducer: host.rootReducer, dynamicMiddleware: host.dynamicMiddleware });
  return { parts, injected }; // injected.eject() cancels the parts' sagas and timers
}
