import { StrictMode, useEffect } from 'react';
import { Provider } from 'react-redux';
import { loadFooterContent, loadShopPartsMessages, ShopFooter, ShopPartsProvider } from '../index';
import type { DemoPage } from './demoPage';

/** Runs `onCommitted` once React has committed the tree around it (renders nothing, so server and browser agree). */
function AfterCommit(props: { onCommitted: () => void }) {
  const { onCommitted } = props;
  useEffect(() => onCommitted(), [onCommitted]);
  return null;
}

/**
 * The footer as its own React root (an "island") on the host's store: the parts' footer with the
 * newsletter form and the preview slot, its messages and its site's content. `onHydrated` runs in
 * the browser once the island is live.
 */
export async function footerIslandElement(page: DemoPage, onHydrated?: () => void) {
  const [messages, content] = await Promise.all([loadShopPartsMessages(page.parts), loadFooterContent(page.params.site, page.homeUrls)]);
  return (
    <StrictMode>
      <Provider store={page.store} serverState={page.serverState}>
        <ShopPartsProvider parts={page.parts} messages={messages}>
          <ShopFooter content={content} reduced={page.params.reduced} doiLinkInvalid={page.params.doiInvalid} platform={page.serverPlatform} previewSlot={!page.params.toolbar} />
          {onHydrated && <AfterCommit onCommitted={onHydrated} />}
        </ShopPartsProvider>
      </Provider>
    </StrictMode>
  );
}
