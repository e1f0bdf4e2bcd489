// An islands page (docs/guides/islands.md): the host renders its page on the server, then hydrates
// each island as a React root of its own. All roots share ONE store, and each root has its own
// react-redux Provider and ShopPartsProvider around what it shows.
import type { Store } from '@reduxjs/toolkit';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { PreviewSlot, ShopFooter, ShopPartsProvider, type FooterContent, type Messages, type ShopParts } from '@shop/shop-parts';

export interface IslandsPage {
  store: Store;
  parts: ShopParts;
  messages: Messages;
  content: FooterContent;
  /** The state the server rendered with: the store moves on before a late island hydrates. */
  serverState: unknown;
}

/** One root: the page's store and the parts' provider around what the island shows. */
function Island({ page, children }: { page: IslandsPage; children: ReactNode }) {
  return (
    <Provider store={page.store} serverState={page.serverState}>
      <ShopPartsProvider parts={page.parts} messages={page.messages}>
        {children}
      </ShopPartsProvider>
    </Provider>
  );
}

/** The toolbar near the top holds the staff panel, so the footer holds no slot of its own. */
export const toolbarIsland = (page: IslandsPage) => (
  <Island page={page}>
    <PreviewSlot />
  </Island>
);

export const footerIsland = (page: IslandsPage) => (
  <Island page={page}>
    <ShopFooter content={page.content} previewSlot={false} />
  </Island>
);

/** On the server: each island's HTML, for its element in the page. */
export function renderIslands(page: IslandsPage) {
  return { toolbar: renderToString(toolbarIsland(page)), footer: renderToString(footerIsland(page)) };
}

/** In the browser: each island hydrates on its own element (the footer may come later). */
export function hydrateIslands(page: IslandsPage, elements: { toolbar: HTMLElement; footer: HTMLElement }) {
  return [hydrateRoot(elements.toolbar, toolbarIsland(page)), hydrateRoot(elements.footer, footerIsland(page))];
}
