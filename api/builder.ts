import type { EndpointBuilder } from '@reduxjs/toolkit/query';
import type { ServiceBaseQuery } from './baseQuery';

/** Cannot clash with a host's own api (RTK's default is `api`). */
export const SHOP_PARTS_API_PATH = 'shopPartsApi';
export const TAG_TYPES = ['Subscriber', 'PreviewAuth'] as const;

export type ShopPartsEndpointBuilder = EndpointBuilder<ServiceBaseQuery, (typeof TAG_TYPES)[number], typeof SHOP_PARTS_API_PATH>;
