'use client';
// The store lives on the client: one per browser tab (and one per server render).
import { configureStore } from '@reduxjs/toolkit';
import { useEffect, useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import createSagaMiddleware from 'redux-saga';
import { createShopParts, ShopPartsProvider, type Messages, type SiteCode } from '@shop/shop-parts';

function createHostStore(site: SiteCode) {
  const parts = createShopParts({ site });
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: { ...parts.reducers },
    middleware: (getDefault) => getDefault().concat(...parts.middleware, sagaMiddleware),
  });
  // The state the server rendered with, before the sagas change anything: react-redux hydrates from
  // it, also where a Suspense boundary hydrates after the page was read and the promotion answered.
  return { store, parts, sagaMiddleware, serverState: store.getState() };
}

export function Providers({ site, messages, children }: { site: SiteCode; messages: Messages; children: ReactNode }) {
  const [host] = useState(() => createHostStore(site));
  // Sagas run in the browser only; the cleanup keeps StrictMode's second mount from doubling them.
  useEffect(() => {
    const task = host.sagaMiddleware.run(host.parts.rootSaga);
    return () => task.cancel();
  }, [host]);
  return (
    <Provider store={host.store} serverState={host.serverState}>
      <ShopPartsProvider parts={host.parts} messages={messages}>
        {children}
      </ShopPartsProvider>
    </Provider>
  );
}
