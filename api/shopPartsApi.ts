import type { Api, CombinedState, coreModuleName, EndpointDefinitions, MutationDefinition, QueryDefinition } from '@reduxjs/toolkit/query';
import { createApi, type reactHooksModuleName } from '@reduxjs/toolkit/query/react';
import { serviceBaseQuery, type ServiceBaseQuery } from './baseQuery';
import { SHOP_PARTS_API_PATH, TAG_TYPES, type ShopPartsTagType } from './builder';
import { footerEndpoints } from './endpoints/footer';
import { loginEndpoints } from './endpoints/login';
import { newsletterEndpoints } from './endpoints/newsletter';
import { previewEndpoints } from './endpoints/preview';
import type { PromotionContent } from './promotion';
import type {
  AbTest,
  CustomerBaseData,
  CustomerFrontendData,
  LoginRequest,
  LoginResult,
  NewsletterSignUp,
  PreviewAuth,
  PreviewRenewalResult,
  PreviewSettingsRequest,
  PreviewStatus,
  SubmitResult,
  Subscriber,
  TokenRenewalOutcome,
  UpdateSubscriberRequest,
} from './types';

/**
 * Every endpoint of the api: its argument and its result. Stated rather than inferred, so the api's
 * type (and the store state's) names no value; tsc fails when the endpoint modules build other ones.
 */
// A type, not an interface: RTK Query's EndpointDefinitions constraint wants an index signature.
export type ShopPartsEndpoints = {
  login: MutationDefinition<LoginRequest, ServiceBaseQuery, ShopPartsTagType, LoginResult, 'shopPartsApi'>;
  renewLoginToken: MutationDefinition<void, ServiceBaseQuery, ShopPartsTagType, TokenRenewalOutcome, 'shopPartsApi'>;
  renewLongTermToken: MutationDefinition<void, ServiceBaseQuery, ShopPartsTagType, TokenRenewalOutcome, 'shopPartsApi'>;
  checkPreviewAuth: QueryDefinition<void, ServiceBaseQuery, ShopPartsTagType, PreviewAuth, 'shopPartsApi'>;
  applyPreviewSettings: MutationDefinition<PreviewSettingsRequest, ServiceBaseQuery, ShopPartsTagType, PreviewStatus, 'shopPartsApi'>;
  renewPreviewLogin: MutationDefinition<void, ServiceBaseQuery, ShopPartsTagType, PreviewRenewalResult, 'shopPartsApi'>;
  logoutPreview: MutationDefinition<void, ServiceBaseQuery, ShopPartsTagType, null, 'shopPartsApi'>;
  requestAbTestAssignment: MutationDefinition<void, ServiceBaseQuery, ShopPartsTagType, null, 'shopPartsApi'>;
  getAbTestsAt: QueryDefinition<string, ServiceBaseQuery, ShopPartsTagType, AbTest[], 'shopPartsApi'>;
  getFooterPromotion: QueryDefinition<void, ServiceBaseQuery, ShopPartsTagType, PromotionContent | null, 'shopPartsApi'>;
  getCustomerFrontendData: QueryDefinition<void, ServiceBaseQuery, ShopPartsTagType, CustomerFrontendData, 'shopPartsApi'>;
  createSubscriber: MutationDefinition<NewsletterSignUp, ServiceBaseQuery, ShopPartsTagType, SubmitResult, 'shopPartsApi'>;
  getCustomerBaseData: QueryDefinition<void, ServiceBaseQuery, ShopPartsTagType, CustomerBaseData, 'shopPartsApi'>;
  getSubscriber: QueryDefinition<string, ServiceBaseQuery, ShopPartsTagType, Subscriber, 'shopPartsApi'>;
  confirmSubscriberDoi: MutationDefinition<string, ServiceBaseQuery, ShopPartsTagType, null, 'shopPartsApi'>;
  updateSubscriber: MutationDefinition<{ token: string; update: UpdateSubscriberRequest }, ServiceBaseQuery, ShopPartsTagType, null, 'shopPartsApi'>;
};

/** The api's type: its endpoints, with RTK Query's React hooks. */
export type ShopPartsApi = Api<ServiceBaseQuery, ShopPartsEndpoints, 'shopPartsApi', ShopPartsTagType, typeof coreModuleName | typeof reactHooksModuleName>;

/**
 * What the api keeps in the store, under `shopPartsApi`: RTK Query's cache. Typed by RTK's own
 * shapes and not by the endpoints, which the parts keep to themselves; read it with DevTools
 * (docs/guides/redux-devtools.md), not from host code.
 */
export type ShopPartsApiState = CombinedState<EndpointDefinitions, string, 'shopPartsApi'>;

/** The one api for every service call of docs/behaviour.md, "Calls". */
export const shopPartsApi: ShopPartsApi = createApi({
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
