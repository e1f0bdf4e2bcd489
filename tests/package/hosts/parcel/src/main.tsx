import '@shop/shop-parts/styles.css';
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { loadFooterContent, loadShopPartsMessages } from '@shop/shop-parts';
// The host's page, the same as the Vite and webpack hosts' (tests/package/hosts/vite/src/App.tsx).
import { App } from './App';
import { site } from './site';
import { createHostStore } from './store';

// The footer sits at the page end: Parcel makes a chunk of its own at this import().
const HostFooter = lazy(() => import('./HostFooter'));
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
        footer={
          <Suspense fallback={null}>
            <HostFooter content={content} />
          </Suspense>
        }
      />
    </StrictMode>,
  );
});
