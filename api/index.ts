export * from './types';
export { emptyNewsletterValues, NEWSLETTER_FIELD_ORDER, SALUTATIONS, type ConsentValue, type Salutation, newsletterFieldsWhere, type NewsletterField, type NewsletterFields, type SubscriberDetails } from './newsletterFields';
export { paths, cookieNames, serviceUrl } from './paths';
export { useServiceUrl } from './useServiceUrl';
export { REQUEST_TIMEOUT_MS, type ServiceError, type ServiceBaseQuery, type ServiceRequest, type ServiceMeta } from './baseQuery';
export { SHOP_PARTS_API_PATH, type ShopPartsTagType } from './builder';
export { shopPartsApi, type ShopPartsApi, type ShopPartsApiState, type ShopPartsEndpoints } from './shopPartsApi';
export { decodeTokenClaims, encodeFakeToken, nowInSeconds, NEAR_EXPIRY_SECONDS } from './tokens';
export { DEFAULT_ORIGIN, DEFAULT_ORIGIN_ADDITION } from './endpoints/newsletterRequest';
export {
  PROMOTION_MAX_DEPTH,
  PLACEHOLDER_ORIGIN,
  safeLinkHref,
  sanitizePromotion,
  type PromotionLink,
  type PromotionContent,
} from './promotion';
export { cacheEntries } from './cacheEntries';
