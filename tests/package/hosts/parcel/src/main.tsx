import '@shop/shop-parts/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadFooterContent, loadShopPartsMessages, ShopFooter } from '@shop/shop-parts';
// The host's page, the same as the Vite and webpack hosts' (tests/package/hosts/vite/src/App.tsx).
import { App } from './App';
import { site } from './site';
import { createHostStore } from './store';

const host = createHostStore(site);
const container = document.getElementById('root');
if (!container) throw new Error('no #root element');

// The service fakes answer from .proxyrc.cjs (parcel serve) or serve.mjs: nothing to start here.
void Promise.all([loadShopPartsMessages(host.parts), loadFooterContent(site)]).then(([messages, content]) => {
  host.startParts();
  createRoot(container).render(
    <StrictMode>
      <App
        host={host}
        messages={messages}
        // Rendered with the page: the package loads the footer's code in a chunk of its own.
        footer={<ShopFooter content={content} />}
      />
    </StrictMode>,
  );
});
