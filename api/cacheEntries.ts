import { partsRoot } from '../config';
import { shopPartsApi } from './shopPartsApi';

// In partsRoot (config/partsRoot.ts): where the store holds no api state, partsRoot.selector hands
// RTK Query's selectors an empty cache, so they answer "not asked" instead of logging
// "No data found at state.shopPartsApi".
const cache = partsRoot.inject(shopPartsApi);
// The same RTK Query state type whatever the root: partsRoot's own state type holds no api.
const entry = <Selected>(select: (state: never) => Selected) => cache.selector(select as (state: object) => Selected) as (rootState: unknown) => Selected;

/**
 * The cache entries the parts' flows ask for and their components read (RTK Query's own query
 * state: status, data, error), each selector made once so RTK's memoisation holds across calls.
 * Only sagas start these queries (sagas/serviceQueries.ts); a component reading an entry never sends anything.
 */
export const cacheEntries = {
  promotion: entry(shopPartsApi.endpoints.getFooterPromotion.select()),
  customerFrontendData: entry(shopPartsApi.endpoints.getCustomerFrontendData.select()),
  customerBaseData: entry(shopPartsApi.endpoints.getCustomerBaseData.select()),
  previewAuth: entry(shopPartsApi.endpoints.checkPreviewAuth.select()),
};
