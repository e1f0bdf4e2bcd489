import type { SiteCode } from '@shop/shop-parts/server';

export const site: SiteCode = 'SK';
