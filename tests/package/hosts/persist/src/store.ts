// A host shop that keeps its cart across reloads with redux-persist, the parts added at store setup.
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { FLUSH, PAUSE, PERSIST, persistReducer, persistStore, PURGE, REGISTER, REHYDRATE, type PersistConfig } from 'redux-persist';
import storage from 'redux-persist/es/storage';
import { createShopParts } from '@shop/shop-parts';
import { cartSlice, hostApi } from './hostApp';

export const parts = createShopParts({ site: 'DE' });

export const rootReducer = combineReducers({ cart: cartSlice.reducer, [hostApi.reducerPath]: hostApi.reducer, ...parts.reducers });
export type RootState = ReturnType<typeof rootReducer>;

/**
 * What survives a reload: the host's own state. Left out: the api caches, and every key of the
 * parts, which read the page and ask the services anew on each load.
 */
export const persistConfig: PersistConfig<RootState> = {
  key: 'root',
  storage,
  blacklist: [hostApi.reducerPath, ...Object.keys(parts.reducers)],
};

export function createHostStore(config: PersistConfig<RootState> = persistConfig) {
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: persistReducer(config, rootReducer),
    middleware: (getDefault) =>
      getDefault({ serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] } }).concat(
        hostApi.middleware,
        ...parts.middleware,
        sagaMiddleware,
      ),
  });
  const persistor = persistStore(store);
  sagaMiddleware.run(parts.rootSaga);
  return { store, persistor };
}
