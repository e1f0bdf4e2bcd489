import '@shop/shop-parts/styles.css';
import { hydrateRoot } from 'react-dom/client';
import { loadFooterContent, loadShopPartsMessages, ShopFooter } from '@shop/shop-parts';
import { App } from './App';
// The README's examples/fakesInBrowser.ts, copied in by the package test.
import { startFakeServices } from './fakeServices';
import { site } from './site';
import { createHostStore } from './store';

const host = createHostStore(site);
const container = document.getElementById('root');
if (!container) throw new Error('no #root element');

// No top-level await: Vite's default build targets reject it.
void Promise.all([startFakeServices(site), loadShopPartsMessages(host.parts), loadFooterContent(site)]).then(
  ([, messages, content]) => {
    host.startParts();
    hydrateRoot(container, <App host={host} messages={messages} footer={<ShopFooter content={content} />} />);
  },
);
