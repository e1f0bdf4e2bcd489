import { yieldToInput } from '../../config/scheduling';
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
      // The parser (bounds, the URL rules) is a chunk of its own, not in a host's main chunk with
      // this endpoint's definition (docs/guides/bundle-size.md, "What the parts cost a host's first
      // load"). It loads while the request is under way, so its code runs in a task of its own and
      // not in the answer's.
      const parser = import('../promotion');
      parser.catch(() => undefined); // a 404 or an error answer never reads it
      const result = await baseQuery({ path: paths.footerPromotion });
      if (result.error) {
        return httpStatusOf(result.error) === 404 ? { data: null } : { error: result.error };
      }
      const { parsePromotion } = await parser;
      const data = parsePromotion(result.data);
      // The parse and the footer's render of its result run in two tasks, not one long one.
      await yieldToInput();
      return { data };
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
