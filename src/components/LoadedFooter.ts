import { lazy } from 'react';

type FooterChunk = typeof import('./ShopFooterLayout');
let footerChunk: Promise<FooterChunk> | undefined;

/** The footer's chunk, fetched once (again after a failed fetch). */
function loadFooterChunk(): Promise<FooterChunk> {
  footerChunk ??= import(/* webpackChunkName: "shop-footer" */ './ShopFooterLayout').catch((error: unknown) => {
    footerChunk = undefined;
    throw error;
  });
  return footerChunk;
}

/** Starts loading the footer's code: for a client-only page that wants the footer sooner than its first render asks for it. */
export const preloadFooter = (): Promise<unknown> => loadFooterChunk();

/**
 * The footer as browsers and bundlers get it (package.json "imports", `#loaded-footer`, conditions
 * "browser" and "default"): its code is reached only through `import()`, so a host's bundler puts
 * it in a chunk of its own. The server's HTML stays in place until the chunk is there, and React
 * then hydrates it (a dehydrated Suspense boundary). Node gets LoadedFooter.node.ts.
 */
export const LoadedFooterLayout = lazy(async () => ({ default: (await loadFooterChunk()).FooterLayout }));
export const LoadedShopFooterLayout = lazy(async () => ({ default: (await loadFooterChunk()).ShopFooterLayout }));
