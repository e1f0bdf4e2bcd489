import type { ReactElement } from 'react';
import type { SiteCode } from '../../config';
import { loadFooterContent } from '../../features/footer';
import { loadShopPartsMessages } from '../../locales';
import { NewsletterForm } from '../../src/components/NewsletterFormOnDemand';
import { Footer } from '../../src/components/ShopFooter';
import { createTestShop, TestShopProvider } from '../../src/testing';

/**
 * A host's footer with the README's immediate form (`newsletter={<NewsletterForm />}`) on a test
 * shop whose sagas do not run: the element a server renders and a browser hydrates. Which module
 * the form loads (Node's with the entry, or the browser's on demand) is the calling file's mock.
 */
export async function immediateFormFooter(site: SiteCode): Promise<ReactElement> {
  const shop = createTestShop({ site, startSagas: false });
  const [content, messages] = await Promise.all([loadFooterContent(site), loadShopPartsMessages(shop.parts)]);
  return (
    <TestShopProvider shop={shop} messages={messages}>
      <Footer content={content} newsletter={<NewsletterForm />} />
    </TestShopProvider>
  );
}
