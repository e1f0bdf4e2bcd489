import '@shop/shop-parts/styles.css';
import { createRoot } from 'react-dom/client';
import type { Store } from '@reduxjs/toolkit';
import { loadFooterContent, loadShopPartsMessages, type PageState } from '@shop/shop-parts';
import { App } from './App';
// The README's examples/fakesInBrowser.ts, copied in by the package test.
import { startFakeServices } from './fakeServices';
import { storeFor } from './setUps';
import { parts } from './store';

declare global {
  interface Window {
    /** For the package test: the store's state after each visit. */
    __hostStore?: Store;
    /** For the package test: every route and cookie presence the parts' page state held during this visit. */
    __pageFactsHeld?: string[];
  }
}

const container = document.getElementById('root');
if (!container) throw new Error('no #root element');

// The store (and with it the sagas and their requests) once the fakes answer.
void Promise.all([startFakeServices(parts.settings.site), loadShopPartsMessages(parts), loadFooterContent(parts.settings.site)]).then(([, messages, content]) => {
  const { store, persistor } = storeFor(new URLSearchParams(window.location.search).get('persist'));
  window.__hostStore = store;
  const held: string[] = [];
  window.__pageFactsHeld = held;
  const record = () => {
    // The page slice as README names it (`shopPartsPage`), read the way DevTools shows it.
    const page = (store.getState() as { shopPartsPage: PageState }).shopPartsPage;
    const facts = JSON.stringify({ pathname: page.pathname, loginCookie: page.loginCookie, staffCookie: page.staffCookie });
    if (page.observed && !held.includes(facts)) held.push(facts);
  };
  record();
  store.subscribe(record);
  createRoot(container).render(<App store={store} persistor={persistor} messages={messages} content={content} />);
});
