import { shopPartsApi } from '../api';
import { footerSlice } from '../features/footer';
import { newsletterSlice } from '../features/newsletter';
import { previewSlice } from '../features/preview';
import { sessionSlice } from '../features/session';

/** Every slice of the parts except the config (built per host configuration in createShopParts). */
export const partSlices = [shopPartsApi, sessionSlice, footerSlice, newsletterSlice, previewSlice] as const;

export interface PartSliceReducers {
  shopPartsApi: typeof shopPartsApi.reducer;
  shopPartsSession: typeof sessionSlice.reducer;
  shopPartsFooter: typeof footerSlice.reducer;
  shopPartsNewsletter: typeof newsletterSlice.reducer;
  shopPartsPreview: typeof previewSlice.reducer;
}
