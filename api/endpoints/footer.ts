import { httpStatusOf } from '../baseQuery';
import type { ShopPartsEndpointBuilder } from '../builder';
import { paths } from '../paths';
import { parsePromotionContent, PROMOTION_MAX_DEPTH, PROMOTION_MAX_JSON_CHARS, type PromotionView } from '../promotion';
import type { CustomerFrontendData } from '../types';
import { asNullableString, asRecord } from './parse';

/**
 * contentJSON parsed, bounded and reduced to the view the footer renders; null (and one console
 * line) for a missing, unparsable or oversized one (docs/behaviour.md, "Constants and limits").
 * The console line never quotes the content.
 */
export function parsePromotion(response: unknown): PromotionView | null {
  const parsed = parsePromotionContent(asRecord(response)?.contentJSON);
  if ('view' in parsed) return parsed.view;
  switch (parsed.refused) {
    case 'empty':
      console.error('[shop-parts] SHOP_FOOTER promotion has no contentJSON string; nothing is shown.');
      break;
    case 'notJson':
      console.error('[shop-parts] SHOP_FOOTER promotion contentJSON is not valid JSON; nothing is shown.', parsed.error);
      break;
    case 'tooLarge':
      console.warn(`[shop-parts] SHOP_FOOTER promotion contentJSON is over the size limit of ${PROMOTION_MAX_JSON_CHARS} characters; nothing is shown.`);
      break;
    case 'tooDeep':
      console.warn(`[shop-parts] SHOP_FOOTER promotion contentJSON nests deeper than ${PROMOTION_MAX_DEPTH} levels; nothing is shown.`);
      break;
  }
  return null;
}

export const footerEndpoints = (build: ShopPartsEndpointBuilder) => ({
  /** 404 means there is no promotion: resolves with null. Only the flat view reaches the store. */
  getFooterPromotion: build.query<PromotionView | null, void>({
    queryFn: async (_arg, _api, _extra, baseQuery) => {
      const result = await baseQuery({ path: paths.footerPromotion });
      if (result.error) {
        return httpStatusOf(result.error) === 404 ? { data: null } : { error: result.error };
      }
      return { data: parsePromotion(result.data) };
    },
  }),
  /** The customer's frontend data; only nl_status is read. No cache, with credentials and CSRF header. */
  getCustomerFrontendData: build.query<CustomerFrontendData, void>({
    query: () => ({ path: paths.psData, credentials: 'include', cache: 'no-store', csrf: true }),
    transformResponse: (response: unknown): CustomerFrontendData => ({
      newsletterStatus: asNullableString(asRecord(response)?.nl_status),
    }),
  }),
});
