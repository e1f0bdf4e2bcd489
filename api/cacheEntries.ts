import { SHOP_PARTS_API_PATH } from './builder';
import { shopPartsApi } from './shopPartsApi';

type ApiRootState = { [SHOP_PARTS_API_PATH]: ReturnType<typeof shopPartsApi.reducer> };

let emptyRoot: ApiRootState | undefined;

/**
 * The root state as RTK Query's selectors need it: where the store holds no api state (the parts
 * not injected yet, a Redux DevTools jump to before the injection) an empty cache, so the
 * selectors below answer "not asked" instead of logging "No data found at state.shopPartsApi".
 */
function withApiState(rootState: unknown): ApiRootState {
  const record = typeof rootState === 'object' && rootState !== null ? (rootState as Partial<ApiRootState>) : {};
  if (record[SHOP_PARTS_API_PATH] !== undefined) return record as ApiRootState;
  emptyRoot ??= { [SHOP_PARTS_API_PATH]: shopPartsApi.reducer(undefined, { type: 'shopParts/emptyCache' }) };
  return emptyRoot;
}

// One selector per cache entry the parts read, made once, so RTK's memoisation holds across calls.
const promotion = shopPartsApi.endpoints.getFooterPromotion.select();
const customerFrontendData = shopPartsApi.endpoints.getCustomerFrontendData.select();
const customerBaseData = shopPartsApi.endpoints.getCustomerBaseData.select();
const previewAuth = shopPartsApi.endpoints.checkPreviewAuth.select();

/**
 * The cache entries the parts' flows ask for and their components read (RTK Query's own query
 * state: status, data, error). Only sagas start these queries (sagas/serviceQueries.ts); a
 * component reading an entry never sends anything.
 */
export const cacheEntries = {
  promotion: (rootState: unknown) => promotion(withApiState(rootState)),
  customerFrontendData: (rootState: unknown) => customerFrontendData(withApiState(rootState)),
  customerBaseData: (rootState: unknown) => customerBaseData(withApiState(rootState)),
  previewAuth: (rootState: unknown) => previewAuth(withApiState(rootState)),
};
