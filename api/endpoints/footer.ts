import { httpStatusOf } from '../baseQuery';
import type { ShopPartsEndpointBuilder } from '../builder';
import { paths } from '../paths';
import type { CustomerFrontendData, PromotionContent } from '../types';
import { asNullableString, asRecord } from './parse';

/** contentJSON parsed; null (and a console error) for a missing or unparsable one. */
export function parsePromotion(response: unknown): PromotionContent | null {
  const contentJSON = asRecord(response)?.contentJSON;
  if (typeof contentJSON !== 'string' || contentJSON.trim() === '') {
    console.error('[shop-parts] SHOP_FOOTER promotion has no contentJSON string; nothing is shown.');
    return null;
  }
  try {
    const content: unknown = JSON.parse(contentJSON);
    return content !== null && typeof content === 'object' ? (content as PromotionContent) : null;
  } catch (error) {
    console.error('[shop-parts] SHOP_FOOTER promotion contentJSON is not valid JSON; nothing is shown.', error);
    return null;
  }
}

export const footerEndpoints = (build: ShopPartsEndpointBuilder) => ({
  /** 404 means there is no promotion: resolves with null. */
  getFooterPromotion: build.query<PromotionContent | null, void>({
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
