// The shape a host reported (React error #418 at 412 and 1280 px before the package's fix): a
// second root layout whose client StoreProvider holds only the store. No messages are loaded here:
// the footer's own client component loads them with its content (store-provider/FooterSection.tsx).
import '@shop/shop-parts/styles.css';
import type { ReactNode } from 'react';
import { localeForSite } from '@shop/shop-parts/server';
import { StoreProvider } from './StoreProvider';
import { site } from '../site';

export const metadata = { title: 'Host shop', icons: { icon: 'data:,' } };

export default function StoreProviderLayout({ children }: { children: ReactNode }) {
  return (
    <html lang={localeForSite(site)}>
      <body>
        <StoreProvider site={site}>{children}</StoreProvider>
      </body>
    </html>
  );
}
