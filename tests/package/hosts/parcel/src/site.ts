import type { SiteCode } from '@shop/shop-parts';

// The shop's site; .proxyrc.cjs gives the service fakes the same one.
export const site: SiteCode = 'DE';
