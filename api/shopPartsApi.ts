import { createApi } from '@reduxjs/toolkit/query/react';
import { serviceBaseQuery } from './baseQuery';
import { SHOP_PARTS_API_PATH, TAG_TYPES } from './builder';
import { footerEndpoints } from './endpoints/footer';
import { loginEndpoints } from './endpoints/login';
import { newsletterEndpoints } from './endpoints/newsletter';
import { previewEndpoints } from './endpoints/preview';

/** The one api for every service call of docs/behaviour.md, "Calls". */
export const shopPartsApi = createApi({
  reducerPath: SHOP_PARTS_API_PATH,
  baseQuery: serviceBaseQuery,
  tagTypes: TAG_TYPES,
  endpoints: (build) => ({
    ...newsletterEndpoints(build),
    ...footerEndpoints(build),
    ...previewEndpoints(build),
    ...loginEndpoints(build),
  }),
});

export type ShopPartsApi = typeof shopPartsApi;
