/**
 * The footer as Node gets it (package.json "imports", `#loaded-footer`, condition "node"): imported
 * with the entry, so a server's first render sends the whole footer. Browsers get LoadedFooter.ts.
 */
export { FooterLayout as LoadedFooterLayout, ShopFooterLayout as LoadedShopFooterLayout } from './ShopFooterLayout';

export const preloadFooter = (): Promise<unknown> => Promise.resolve();
