'use client';
// README's store set-up in a client component, the root saga started in its effect. The parts go
// to the footer's component through a context of the host's own; ShopPartsProvider sits there, with
// the messages that component loads.
import { configureStore } from '@reduxjs/toolkit';
import { createContext, use, useEffect, useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import createSagaMiddleware from 'redux-saga';
import { createShopParts, type ShopParts, type SiteCode } from '@shop/shop-parts';

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

const PartsContext = createContext<ShopParts | null>(null);

export function useShopParts(): ShopParts {
  const parts = use(PartsContext);
  if (!parts) throw new Error('useShopParts: StoreProvider is missing');
  return parts;
}

export function StoreProvider({ site, children }: { site: SiteCode; children: ReactNode }) {
  const [host] = useState(() => createHostStore(site));
  useEffect(() => {
    const task = host.sagaMiddleware.run(host.parts.rootSaga);
    return () => task.cancel();
  }, [host]);
  return (
    <Provider store={host.store} serverState={host.serverState}>
      <PartsContext value={host.parts}>{children}</PartsContext>
    </Provider>
  );
}
