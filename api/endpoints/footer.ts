import { httpStatusOf } from '../baseQuery';
import type { ShopPartsEndpointBuilder } from '../builder';
import { paths } from '../paths';
import type { PromotionContent } from '../promotion';
import type { CustomerFrontendData } from '../types';
import { asNullableString, asRecord } from './parse';

export const footerEndpoints = (build: ShopPartsEndpointBuilder) => ({
  /** 404 means there is no promotion: resolves with null. Only the flat view reaches the store. */
  getFooterPromotion: build.query<PromotionContent | null, void>({
    queryFn: async (_arg, _api, _extra, baseQuery) => {
      const result = await baseQuery({ path: paths.footerPromotion });
      if (result.error) {
        return httpStatusOf(result.error) === 404 ? { data: null } : { error: result.error };
      }
      // The parser (bounds, the URL rules) loads with the first answer: it has no place in a
      // host's main chunk, where this endpoint's definition sits with the store (docs/guides/bundle-size.md, "What the
      // parts cost a host's first load").
      const { parsePromotion } = await import('../promotion');
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
