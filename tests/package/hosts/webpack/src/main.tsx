import '@shop/shop-parts/styles.css';
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { loadFooterContent, loadShopPartsMessages } from '@shop/shop-parts';
// The host's page, the same as the Vite hosts' (tests/package/hosts/vite/src/App.tsx).
import { App } from './App';
import { site } from './site';
import { createHostStore } from './store';

// The footer sits at the page end: its code loads in a chunk of its own (docs/guides/bundle-size.md).
const HostFooter = lazy(() => import('./HostFooter'));
const host = createHostStore(site);
const container = document.getElementById('root');
if (!container) throw new Error('no #root element');

// The fakes only in development and tests: their own chunk, never in the shop's main chunk.
const fakes = import('./fakeServices').then(({ startFakeServices }) => startFakeServices(site));

void Promise.all([fakes, loadShopPartsMessages(host.parts), loadFooterContent(site)]).then(([, messages, content]) => {
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
