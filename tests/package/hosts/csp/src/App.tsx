import { Provider } from 'react-redux';
import { Footer, NewsletterForm, PreviewSlot, ShopFooter, ShopPartsProvider, type FooterContent, type Messages, type Platform } from '@shop/shop-parts';
import type { HostStore } from './store';

/** The README's immediate form (`newsletter={<NewsletterForm />}`) is on this path; every other path has ShopFooter's on-demand form. */
export const IMMEDIATE_FORM_PATH = '/immediate';

/** What the server decided for this page; it hands the same to the browser, so hydration matches. */
export interface HostPage {
  apiBaseUrl: string;
  pathname: string;
  reduced: boolean;
  platform: Platform;
}

export function App({ host, messages, content, page }: { host: HostStore; messages: Messages; content: FooterContent; page: HostPage }) {
  const footer = { content, reduced: page.reduced, platform: page.platform };
  return (
    <Provider store={host.store}>
      <ShopPartsProvider parts={host.parts} messages={messages}>
        <main className="host-main">
          <h1>Host shop</h1>
        </main>
        {page.pathname === IMMEDIATE_FORM_PATH ? <Footer {...footer} newsletter={<NewsletterForm />} preview={<PreviewSlot />} /> : <ShopFooter {...footer} />}
      </ShopPartsProvider>
    </Provider>
  );
}
