import { configureStore, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query/react';
import createSagaMiddleware from 'redux-saga';
import { createShopParts, type ShopPartsConfig, type SiteCode } from '../index';
import { productsFor, type Product } from './products';

/**
 * The demo host's store, built the way a host shop would: its own slice and its own RTK Query
 * api, plus the parts added at store setup (reducers, middleware, root saga on the host's own
 * saga middleware). Only the public entry (`../index`) is used for the parts.
 */

export interface CartLine {
  sku: string;
  quantity: number;
}

export interface CartState {
  lines: CartLine[];
}

const initialCart: CartState = { lines: [] };

/** The host's own slice; its action types are `cart/...`, next to the parts' `shopParts/...`. */
export const cartSlice = createSlice({
  name: 'cart',
  initialState: initialCart,
  reducers: {
    itemAdded(state, action: PayloadAction<string>) {
      const line = state.lines.find((entry) => entry.sku === action.payload);
      if (line) line.quantity += 1;
      else state.lines.push({ sku: action.payload, quantity: 1 });
    },
    cartCleared() {
      return initialCart;
    },
  },
  selectors: {
    selectCartCount: (cart) => cart.lines.reduce((sum, line) => sum + line.quantity, 0),
  },
});

export const { itemAdded, cartCleared } = cartSlice.actions;
export const { selectCartCount } = cartSlice.selectors;

/** The host's own RTK Query api; its reducerPath does not clash with the parts' `shopPartsApi`. */
export const hostApi = createApi({
  reducerPath: 'hostApi',
  baseQuery: fakeBaseQuery<{ message: string }>(),
  endpoints: (build) => ({
    getProducts: build.query<Product[], SiteCode>({
      queryFn: (site) => ({ data: productsFor(site) }),
    }),
  }),
});

export const { useGetProductsQuery } = hostApi;

export function createDemoStore(config: ShopPartsConfig) {
  const parts = createShopParts(config);
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: {
      [cartSlice.reducerPath]: cartSlice.reducer,
      [hostApi.reducerPath]: hostApi.reducer,
      ...parts.reducers,
    },
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware().concat(hostApi.middleware, ...parts.middleware, sagaMiddleware),
    // Redux DevTools stays on (configureStore's default), under a name that tells the stores apart.
    devTools: { name: 'Demo shop' },
  });
  // The host decides when the parts' sagas start: the demo starts them once the page is hydrated.
  const startSagas = () => sagaMiddleware.run(parts.rootSaga);
  return { parts, store, startSagas };
}

export type DemoStore = ReturnType<typeof createDemoStore>['store'];
export type DemoRootState = ReturnType<DemoStore['getState']>;
export type DemoDispatch = DemoStore['dispatch'];
