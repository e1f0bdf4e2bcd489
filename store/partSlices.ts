import { createAction, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import { shopPartsApi, type ShopPartsApiState } from '../api';
import { pageSlice, type PageState, type ShopPartsSettings } from '../config';
import { footerSlice, type FooterState } from '../features/footer';
import { newsletterSlice, type NewsletterState } from '../features/newsletter/state/newsletterSlice';
import { previewSlice, type PreviewState } from '../features/preview';
import { sessionSlice, type SessionState } from '../features/session';

/** Dispatched by `eject()` once the sagas are cancelled and the api cache is cleared. */
export const shopPartsEjected = createAction('shopParts/ejected');

/** After `eject()` each of the parts' states is back at its initial value (the settings null: store/createShopParts.ts). */
export function resetOnEject<State>(reducer: Reducer<State>): Reducer<State> {
  return (state: State | undefined, action: UnknownAction) => reducer(shopPartsEjected.match(action) ? undefined : state, action);
}

/** Every slice of the parts except the config (built per host configuration in createShopParts). */
export const partSlices = [shopPartsApi, pageSlice, sessionSlice, footerSlice, newsletterSlice, previewSlice] as const;

/** `parts.reducers`, by their state types, so the public types name no value. */
export type ShopPartsReducers = {
  /** null after `eject()`, until the next injection. */
  shopPartsConfig: Reducer<ShopPartsSettings | null>;
  shopPartsApi: Reducer<ShopPartsApiState>;
  shopPartsPage: Reducer<PageState>;
  shopPartsSession: Reducer<SessionState>;
  shopPartsFooter: Reducer<FooterState>;
  shopPartsNewsletter: Reducer<NewsletterState>;
  shopPartsPreview: Reducer<PreviewState>;
};
