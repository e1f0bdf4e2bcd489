// The README's "At store setup" path: the parts' reducers and middleware in configureStore.
import { configureStore, createSlice } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { createShopParts, type SiteCode } from '@shop/shop-parts';

export const counterSlice = createSlice({
  name: 'counter',
  initialState: { value: 0 },
  reducers: { incremented: (state) => void (state.value += 1) },
});

export function createHostStore(site: SiteCode) {
  const parts = createShopParts({ site });
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: { counter: counterSlice.reducer, ...parts.reducers },
    middleware: (getDefault) => getDefault().concat(...parts.middleware, sagaMiddleware),
  });
  /** Starts the parts' sagas; returns what stops them. */
  function startParts(): () => void {
    const task = sagaMiddleware.run(parts.rootSaga);
    return () => task.cancel();
  }
  return { store, parts, startParts };
}

export type HostStore = ReturnType<typeof createHostStore>;
