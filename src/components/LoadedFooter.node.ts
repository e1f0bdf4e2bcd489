/** The footer as Node gets it (package.json "imports", `#loaded-footer`): with the entry, so a server's first render sends it whole. */
export { FooterLayout as LoadedFooterLayout, ShopFooterLayout as LoadedShopFooterLayout } from './ShopFooterLayout';

export const preloadFooter = (): Promise<unknown> => Promise.resolve();
