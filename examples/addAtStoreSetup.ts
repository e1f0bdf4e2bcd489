import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { createShopParts } from '@shop/shop-parts';
import { cartSlice, hostApi } from './hostApp';

export function createHostStore() {
  const parts = createShopParts({ site: 'AT', apiBaseUrl: 'https://www.example.at' });
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: { cart: cartSlice.reducer, [hostApi.reducerPath]: hostApi.reducer, ...parts.reducers },
    middleware: (getDefault) => getDefault().concat(hostApi.middleware, ...parts.middleware, sagaMiddleware),
  });
  const sagaTask = sagaMiddleware.run(parts.rootSaga);
  return { store, parts, sagaTask };
}
