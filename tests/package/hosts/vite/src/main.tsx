import '@shop/shop-parts/styles.css';
import { hydrateRoot } from 'react-dom/client';
import { loadFooterContent, loadShopPartsMessages, ShopFooter } from '@shop/shop-parts';
import { App } from './App';
import { site } from './site';
import { createHostStore } from './store';

const host = createHostStore(site);
const container = document.getElementById('root');
if (!container) throw new Error('no #root element');

// The README's examples/fakesInBrowser.ts, copied in by the package test: in development and tests
// only, in a chunk of its own, never in the shop's first load.
const fakes = import('./fakeServices').then(({ startFakeServices }) => startFakeServices(site));

// No top-level await: Vite's default build targets reject it.
void Promise.all([fakes, loadShopPartsMessages(host.parts), loadFooterContent(site)]).then(
  ([, messages, content]) => {
    host.startParts();
    hydrateRoot(container, <App host={host} messages={messages} footer={<ShopFooter content={content} />} />);
  },
);
