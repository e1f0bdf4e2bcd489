import '@shop/shop-parts/styles.css';
import './host.css';
import { hydrateRoot } from 'react-dom/client';
import { loadFooterContent, loadShopPartsMessages } from '@shop/shop-parts';
import { App, type HostPage } from './App';
import { site } from './site';
import { createHostStore } from './store';

// Set by the server's nonce'd bootstrap script (entry-server.tsx).
const { hostPage } = window as Window & { hostPage?: HostPage };
const container = document.getElementById('root');
if (!hostPage || !container) throw new Error('no page data or no #root element');
const page = hostPage;
const host = createHostStore(site, page.apiBaseUrl);

void Promise.all([loadShopPartsMessages(host.parts), loadFooterContent(site)]).then(([messages, content]) => {
  host.sagaMiddleware.run(host.parts.rootSaga);
  hydrateRoot(container, <App host={host} messages={messages} content={content} page={page} />);
});
