import type { Reducer, UnknownAction } from '@reduxjs/toolkit';
import { shopPartsApi } from '../api';
import { pageSlice } from '../config';
import { footerSlice } from '../features/footer';
import { newsletterSlice } from '../features/newsletter/state/newsletterSlice';
import { previewSlice } from '../features/preview';
import { sessionSlice } from '../features/session';
import { shopPartsEjected } from './lifecycle';

/**
 * After `eject` a feature's state is back at its initial value, so DevTools and host selectors
 * show no stale session, preview or form state. (The api's cache is reset by eject itself.)
 */
function resetOnEject<State>(reducer: Reducer<State>): Reducer<State> {
  return (state: State | undefined, action: UnknownAction) => reducer(shopPartsEjected.match(action) ? undefined : state, action);
}

/** Every slice of the parts except the config (built per host configuration in createShopParts). */
export const partSlices = [
  shopPartsApi,
  { reducerPath: pageSlice.reducerPath, reducer: resetOnEject(pageSlice.reducer) },
  { reducerPath: sessionSlice.reducerPath, reducer: resetOnEject(sessionSlice.reducer) },
  { reducerPath: footerSlice.reducerPath, reducer: resetOnEject(footerSlice.reducer) },
  { reducerPath: newsletterSlice.reducerPath, reducer: resetOnEject(newsletterSlice.reducer) },
  { reducerPath: previewSlice.reducerPath, reducer: resetOnEject(previewSlice.reducer) },
] as const;

export interface PartSliceReducers {
  shopPartsApi: typeof shopPartsApi.reducer;
  shopPartsPage: typeof pageSlice.reducer;
  shopPartsSession: typeof sessionSlice.reducer;
  shopPartsFooter: typeof footerSlice.reducer;
  shopPartsNewsletter: typeof newsletterSlice.reducer;
  shopPartsPreview: typeof previewSlice.reducer;
}
