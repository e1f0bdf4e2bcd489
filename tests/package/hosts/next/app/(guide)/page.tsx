// A server component: the footer content and the page conditions come from the request, and the
// client component ShopFooter renders with them as props, its links in the server HTML.
import { headers } from 'next/headers';
import { ShopFooter } from '@shop/shop-parts';
import { loadFooterContent, pageConditions } from '@shop/shop-parts/server';
import { site } from '../site';

export default async function Page() {
  const conditions = pageConditions({ cookieHeader: (await headers()).get('cookie') });
  const content = await loadFooterContent(site);
  return (
    <>
      <main style={{ minHeight: '150vh' }}>
        <h1>Host shop</h1>
      </main>
      <ShopFooter
        content={content}
        reduced={conditions.reduced}
        platform={conditions.platform}
        newsletterHidden={conditions.newsletterHidden}
      />
    </>
  );
}
