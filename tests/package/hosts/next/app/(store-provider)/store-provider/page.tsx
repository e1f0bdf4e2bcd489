// A server component: the footer's messages and content are promises the client component
// unwraps with use(), inside a Suspense boundary. The content comes a moment after the shell, so
// the boundary hydrates after StoreProvider's effect started the sagas: the page observer has read
// the page and the promotion has answered before ShopPartsProvider first renders in the browser.
import { Suspense } from 'react';
import { headers } from 'next/headers';
import { loadFooterContent, loadShopPartsMessages, pageConditions, type FooterContent } from '@shop/shop-parts/server';
import { site } from '../../site';
import { FooterSection } from './FooterSection';

/** The footer content a moment later than the shell, as a slow content service would send it. */
async function slowFooterContent(): Promise<FooterContent> {
  await new Promise((resolve) => setTimeout(resolve, 1500));
  return loadFooterContent(site);
}

export default async function StoreProviderPage() {
  const conditions = pageConditions({ cookieHeader: (await headers()).get('cookie') });
  return (
    <>
      <main style={{ minHeight: '150vh' }}>
        <h1>Host shop</h1>
      </main>
      <Suspense fallback={<p>Loading the footer</p>}>
        <FooterSection
          content={slowFooterContent()}
          messages={loadShopPartsMessages({ site })}
          reduced={conditions.reduced}
          platform={conditions.platform}
          newsletterHidden={conditions.newsletterHidden}
        />
      </Suspense>
    </>
  );
}
