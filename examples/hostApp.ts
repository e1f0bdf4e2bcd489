// The host shop as it was before adding the parts: a slice and an RTK Query api of its own.
import { createSlice } from '@reduxjs/toolkit';
import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query/react';

export const cartSlice = createSlice({
  name: 'cart',
  initialState: { items: 0 },
  reducers: { itemAdded: (state) => void (state.items += 1) },
});

export const hostApi = createApi({
  reducerPath: 'api',
  baseQuery: fakeBaseQuery(),
  endpoints: (build) => ({ ping: build.query<string, void>({ queryFn: () => ({ data: 'pong' }) }) }),
});
