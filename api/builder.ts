import type { EndpointBuilder } from '@reduxjs/toolkit/query';
import type { ServiceBaseQuery } from './baseQuery';

/** Cannot clash with a host's own api (RTK's default is `api`). */
export const SHOP_PARTS_API_PATH = 'shopPartsApi';
/** The api's cache tags. */
export type ShopPartsTagType = 'Subscriber' | 'PreviewAuth';
export const TAG_TYPES: readonly ShopPartsTagType[] = ['Subscriber', 'PreviewAuth'];

export type ShopPartsEndpointBuilder = EndpointBuilder<ServiceBaseQuery, ShopPartsTagType, typeof SHOP_PARTS_API_PATH>;
