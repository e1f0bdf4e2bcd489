import { configureStore, createDynamicMiddleware } from '@reduxjs/toolkit';
import { createReducerManager, createShopParts } from '@shop/shop-parts';
import { cartSlice, hostApi } from './hostApp';

// A host whose root reducer is a classic combineReducers map.
export function createHostStore() {
  const reducerManager = createReducerManager({ cart: cartSlice.reducer, [hostApi.reducerPath]: hostApi.reducer });
  const dynamicMiddleware = createDynamicMiddleware();
  const store = configureStore({
    reducer: reducerManager.reduce,
    middleware: (getDefault) => getDefault().concat(hostApi.middleware, dynamicMiddleware.middleware),
  });
  reducerManager.attach(store);
  return { store, reducerManager, dynamicMiddleware };
}

export function addShopParts(host: ReturnType<typeof createHostStore>) {
  const parts = createShopParts({ site: 'HU' });
  return parts.inject(host.store, { rootReducer: host.reducerManager, dynamicMiddleware: host.dynamicMiddleware });
}
