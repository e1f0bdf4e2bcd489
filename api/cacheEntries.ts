import { partsRoot } from '../config';
import { shopPartsApi } from './shopPartsApi';

// Where the store holds no api state, partsRoot hands RTK Query's selectors an empty cache ("not asked").
const cache = partsRoot.inject(shopPartsApi);
const entry = <Selected>(select: (state: never) => Selected) => cache.selector(select as (state: object) => Selected) as (rootState: unknown) => Selected;

/** The cache entries the sagas ask for (sagas/serviceQueries.ts) and the parts read, each selector made once so RTK's memoisation holds. */
export const cacheEntries = {
  promotion: entry(shopPartsApi.endpoints.getFooterPromotion.select()),
  customerFrontendData: entry(shopPartsApi.endpoints.getCustomerFrontendData.select()),
  customerBaseData: entry(shopPartsApi.endpoints.getCustomerBaseData.select()),
  previewAuth: entry(shopPartsApi.endpoints.checkPreviewAuth.select()),
};
