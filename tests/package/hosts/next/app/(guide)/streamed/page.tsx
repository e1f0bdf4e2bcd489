// A server component that streams the footer: its content is a promise the client component
// unwraps with use(), inside a Suspense boundary. The boundary's HTML arrives after the shell, so it
// hydrates after the providers' effect started the sagas (the page read, the promotion answered).
import { Suspense } from 'react';
import { headers } from 'next/headers';
import { pageConditions } from '@shop/shop-parts/server';
import { slowFooterContent } from '../../slowContent';
import { StreamedFooter } from './StreamedFooter';

export default async function StreamedPage() {
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
        <StreamedFooter content={content} reduced={conditions.reduced} platform={conditions.platform} newsletterHidden={conditions.newsletterHidden} />
      </Suspense>
    </>
  );
}
