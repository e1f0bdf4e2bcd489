// A server component: the footer's messages and content are promises the client component
// unwraps with use(), inside a Suspense boundary. The content comes a moment after the shell, so
// the boundary hydrates after StoreProvider's effect started the sagas: the page observer has read
// the page and the promotion has answered before ShopPartsProvider first renders in the browser.
import { Suspense } from 'react';
import { headers } from 'next/headers';
import { loadShopPartsMessages, pageConditions } from '@shop/shop-parts/server';
import { slowFooterContent } from '../../slowContent';
import { site } from '../../site';
import { FooterSection } from './FooterSection';

export default async function StoreProviderPage() {
  const requestedAt = Date.now();
  const requestHeaders = await headers();
  const conditions = pageConditions({ cookieHeader: requestHeaders.get('cookie') });
  const content = slowFooterContent(requestedAt, requestHeaders.get('sec-fetch-dest') === 'document');
  return (
    <>
      <main style={{ minHeight: '150vh' }}>
        <h1>Host shop</h1>
      </main>
      <Suspense fallback={<p>Loading the footer</p>}>
        <FooterSection
          content={content}
          messages={loadShopPartsMessages({ site })}
          reduced={conditions.reduced}
          platform={conditions.platform}
          newsletterHidden={conditions.newsletterHidden}
        />
      </Suspense>
    </>
  );
}
