// A server component that streams the footer: its content is a promise the client component
// unwraps with use(), inside a Suspense boundary. The boundary's HTML arrives after the shell, so it
// hydrates after the providers' effect started the sagas (the page read, the promotion answered).
import { Suspense } from 'react';
import { headers } from 'next/headers';
import { loadFooterContent, pageConditions, type FooterContent } from '@shop/shop-parts/server';
import { site } from '../../site';
import { StreamedFooter } from './StreamedFooter';

/** The footer content a moment later than the shell, as a slow content service would send it. */
async function slowFooterContent(): Promise<FooterContent> {
  await new Promise((resolve) => setTimeout(resolve, 1500));
  return loadFooterContent(site);
}

export default async function StreamedPage() {
  const conditions = pageConditions({ cookieHeader: (await headers()).get('cookie') });
  return (
    <>
      <main style={{ minHeight: '150vh' }}>
        <h1>Host shop</h1>
      </main>
      <Suspense fallback={<p>Loading the footer</p>}>
        <StreamedFooter content={slowFooterContent()} reduced={conditions.reduced} platform={conditions.platform} newsletterHidden={conditions.newsletterHidden} />
      </Suspense>
    </>
  );
}
