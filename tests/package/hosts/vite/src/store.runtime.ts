// Redux Toolkit's lazy-loading shape: combineSlices, createDynamicMiddleware and a typed
// addAppMiddleware; the parts are injected into the running store.
import { combineSlices, configureStore, createDynamicMiddleware, createSlice } from '@reduxjs/toolkit';
import { createShopParts, type SiteCode } from '@shop/shop-parts';

export const counterSlice = createSlice({
  name: 'counter',
  initialState: { value: 0 },
  reducers: { incremented: (state) => void (state.value += 1) },
});

export function createHostStore(site: SiteCode) {
  const rootReducer = combineSlices(counterSlice);
  const dynamicMiddleware = createDynamicMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault().concat(dynamicMiddleware.middleware),
  });
  const addAppMiddleware = dynamicMiddleware.addMiddleware.withTypes<{ state: ReturnType<typeof store.getState>; dispatch: typeof store.dispatch }>();
  const parts = createShopParts({ site });
  /** Injects the parts (slices, middleware, sagas); returns what ejects them. */
  function startParts(): () => void {
    const injected = parts.inject(store, { rootReducer, addMiddleware: addAppMiddleware });
    return () => injected.eject();
  }
  return { store, parts, startParts };
}

export type HostStore = ReturnType<typeof createHostStore>;
