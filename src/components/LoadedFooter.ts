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
 * The footer as browsers and bundlers get it (`#loaded-footer`): its code in a chunk of its own.
 * The server's HTML stays in place until the chunk is there, and React then hydrates it.
 */
export const LoadedFooterLayout = lazy(async () => ({ default: (await loadFooterChunk()).FooterLayout }));
export const LoadedShopFooterLayout = lazy(async () => ({ default: (await loadFooterChunk()).ShopFooterLayout }));
