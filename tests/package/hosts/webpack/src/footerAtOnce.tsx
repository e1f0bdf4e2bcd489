import '@shop/shop-parts/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadFooterContent, loadShopPartsMessages, ShopFooter } from '@shop/shop-parts';
import { App } from './App';
import { site } from './site';
import { createHostStore } from './store';

// The same page as main.tsx with `ShopFooter` rendered at once, not on demand: the package test
// measures what that costs the main chunk (webpack.twoPages.config.js).
const host = createHostStore(site);
const container = document.getElementById('root');
if (!container) throw new Error('no #root element');

const fakes = import('./fakeServices').then(({ startFakeServices }) => startFakeServices(site));

void Promise.all([fakes, loadShopPartsMessages(host.parts), loadFooterContent(site)]).then(([, messages, content]) => {
  host.startParts();
  createRoot(container).render(
    <StrictMode>
      <App host={host} messages={messages} footer={<ShopFooter content={content} />} />
    </StrictMode>,
  );
});
