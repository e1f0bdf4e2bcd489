// The persistence set-ups the package test compares, one per page load (`?persist=`): the host
// without redux-persist (the reference), the common forms of redux-persist, and the guide's.
import { configureStore, type Store } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import type { PersistConfig, Persistor } from 'redux-persist';
import storage from 'redux-persist/es/storage';
import autoMergeLevel2 from 'redux-persist/es/stateReconciler/autoMergeLevel2';
import { cartSlice, hostApi } from './hostApp';
import { createHostStore, parts, persistConfig, rootReducer, type RootState } from './store';

/** The README's "At store setup" host, without redux-persist. */
function createStoreWithoutPersistence() {
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault().concat(hostApi.middleware, ...parts.middleware, sagaMiddleware),
  });
  sagaMiddleware.run(parts.rootSaga);
  return store;
}

const persistConfigs: Record<string, PersistConfig<RootState>> = {
  // The whole root, with redux-persist's default reconciler (autoMergeLevel1) and with autoMergeLevel2.
  level1: { key: 'root', storage },
  level2: { key: 'root', storage, stateReconciler: autoMergeLevel2 },
  // The api slices left out, as RTK Query's docs advise.
  apiLeftOut: { key: 'root', storage, blacklist: [hostApi.reducerPath, 'shopPartsApi'] },
  // Only the host's own slices.
  whitelist: { key: 'root', storage, whitelist: [cartSlice.reducerPath] },
  guide: persistConfig,
};

export function storeFor(setUp: string | null): { store: Store; persistor: Persistor | null } {
  const config = persistConfigs[setUp ?? ''];
  return config ? createHostStore(config) : { store: createStoreWithoutPersistence(), persistor: null };
}
