import { combineSlices, configureStore, createDynamicMiddleware } from '@reduxjs/toolkit';
import { createShopParts } from '@shop/shop-parts';
import { cartSlice, hostApi } from './hostApp';

// A host whose root reducer was a classic combineReducers map: combineSlices takes the same map.
export function createHostStore() {
  const rootReducer = combineSlices({ cart: cartSlice.reducer, [hostApi.reducerPath]: hostApi.reducer });
  const dynamicMiddleware = createDynamicMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault().concat(hostApi.middleware, dynamicMiddleware.middleware),
  });
  return { store, rootReducer, dynamicMiddleware };
}

export function addShopParts(host: ReturnType<typeof createHostStore>) {
  const parts = createShopParts({ site: 'HU' });
  return parts.inject(host.store, { rootReducer: host.rootReducer, dynamicMiddleware: host.dynamicMiddleware });
}
