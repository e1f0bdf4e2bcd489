export * from './types';
export { paths, cookieNames, serviceUrl } from './paths';
export { useServiceUrl } from './useServiceUrl';
export { REQUEST_TIMEOUT_MS, type ServiceError, type ServiceRequest } from './baseQuery';
export { SHOP_PARTS_API_PATH } from './builder';
export { shopPartsApi, type ShopPartsApi } from './shopPartsApi';
export { decodeTokenClaims, encodeFakeToken, nowInSeconds, NEAR_EXPIRY_SECONDS, type TokenClaims } from './tokens';
export { DEFAULT_ORIGIN, DEFAULT_ORIGIN_ADDITION } from './endpoints/newsletter';
export { LOGGED_OUT_AUTH } from './endpoints/preview';
export {
  PROMOTION_MAX_DEPTH,
  PROMOTION_MAX_JSON_CHARS,
  PROMOTION_MAX_LINKS,
  PROMOTION_MAX_TEXT_LENGTH,
  PROMOTION_MAX_URL_LENGTH,
  PLACEHOLDER_ORIGIN,
  currentPageOrigin,
  parsePromotionContent,
  safeLinkHref,
  sanitizePromotion,
  type PromotionLink,
  type PromotionContent,
} from './promotion';
export { injectionProbe, injectionAnswer, isInjectionAnswer, type InjectionAnswer } from './injection';
export { EJECTED_ERROR } from './baseQuery';
export { cacheEntries } from './cacheEntries';
export type { ServiceMeta } from './baseQuery';
