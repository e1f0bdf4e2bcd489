// The host's store with the parts. root.tsx makes one per server render and one per browser tab.
import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { createShopParts, type SiteCode } from '@shop/shop-parts';

export function createHostStore(site: SiteCode) {
  const parts = createShopParts({ site });
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: { ...parts.reducers },
    middleware: (getDefault) => getDefault().concat(...parts.middleware, sagaMiddleware),
  });
  // The state the server rendered with, before the sagas change anything: react-redux hydrates from
  // it, also where a lazy part (the newsletter form) hydrates after the page was read.
  return { store, parts, sagaMiddleware, serverState: store.getState() };
}
