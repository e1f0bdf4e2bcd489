import '@shop/shop-parts/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadFooterContent, loadShopPartsMessages, preloadFooter, ShopFooter } from '@shop/shop-parts';
// The host's page, the same as the Vite hosts' (tests/package/hosts/vite/src/App.tsx).
import { App } from './App';
import { site } from './site';
import { createHostStore } from './store';

const host = createHostStore(site);
const container = document.getElementById('root');
if (!container) throw new Error('no #root element');

// The fakes only in development and tests: their own chunk, never in the shop's main chunk.
const fakes = import('./fakeServices').then(({ startFakeServices }) => startFakeServices(site));

// A client-only page: the footer's code (a chunk of the package's own) loads beside its texts, so
// the footer shows with the first render instead of one request later.
void Promise.all([fakes, loadShopPartsMessages(host.parts), loadFooterContent(site), preloadFooter()]).then(([, messages, content]) => {
  host.startParts();
  createRoot(container).render(
    <StrictMode>
      <App
        host={host}
        messages={messages}
        footer={<ShopFooter content={content} />}
      />
    </StrictMode>,
  );
});
