// The README's "At store setup" path, with the services on their own origin (apiBaseUrl).
import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { createShopParts, type SiteCode } from '@shop/shop-parts';

export function createHostStore(site: SiteCode, apiBaseUrl: string) {
  const parts = createShopParts({ site, apiBaseUrl });
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: { ...parts.reducers },
    middleware: (getDefault) => getDefault().concat(...parts.middleware, sagaMiddleware),
  });
  return { store, parts, sagaMiddleware };
}

export type HostStore = ReturnType<typeof createHostStore>;
