import '@shop/shop-parts/styles.css';
import { hydrateRoot } from 'react-dom/client';
import { setupWorker } from 'msw/browser';
import { loadFooterContent, loadShopPartsMessages } from '@shop/shop-parts';
import { createServiceHandlers } from '@shop/shop-parts/testing';
import { App } from './App';
import { site } from './site';
import { createHostStore } from './store';

// The services are the package's fakes, answered by msw's service worker for this site.
const worker = setupWorker(...createServiceHandlers({ site }).handlers);
const host = createHostStore(site);
const container = document.getElementById('root');
if (!container) throw new Error('no #root element');

// No top-level await: Vite's default build targets reject it.
void Promise.all([worker.start({ quiet: true, onUnhandledRequest: 'bypass' }), loadShopPartsMessages(host.parts), loadFooterContent(site)]).then(
  ([, messages, content]) => {
    host.startParts();
    hydrateRoot(container, <App host={host} messages={messages} content={content} />);
  },
);
