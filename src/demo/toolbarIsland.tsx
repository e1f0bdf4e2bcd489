import { StrictMode } from 'react';
import { Provider } from 'react-redux';
import { loadShopPartsMessages, PreviewSlot, ShopPartsProvider } from '../index';
import type { DemoPage } from './demoPage';

/**
 * `?toolbar=1`: the staff preview panel as a small React root of its own near the top of the page,
 * on the same store as the host's root and the footer island, each root with its own Provider and
 * ShopPartsProvider (docs/guides/islands.md). The footer island then holds no slot (`previewSlot={false}`). Nothing to
 * render on the server: the slot renders nothing there and while hydrating.
 */
export async function toolbarIslandElement(page: DemoPage) {
  const messages = await loadShopPartsMessages(page.parts);
  return (
    <StrictMode>
      <Provider store={page.store} serverState={page.serverState}>
        <ShopPartsProvider parts={page.parts} messages={messages}>
          <PreviewSlot />
        </ShopPartsProvider>
      </Provider>
    </StrictMode>
  );
}
