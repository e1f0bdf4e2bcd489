// A server component: the messages are loaded on the server and passed to the client providers.
import '@shop/shop-parts/styles.css';
import type { ReactNode } from 'react';
import { loadShopPartsMessages, localeForSite } from '@shop/shop-parts/server';
import { Providers } from './providers';
import { site } from '../site';

export const metadata = { title: 'Host shop', icons: { icon: 'data:,' } };

export default async function RootLayout({ children }: { children: ReactNode }) {
  const messages = await loadShopPartsMessages({ site });
  return (
    <html lang={localeForSite(site)}>
      <body>
        <Providers site={site} messages={messages}>
          {children}
        </Providers>
      </body>
    </html>
  );
}
