import { act, waitFor } from '@testing-library/react';
import { Suspense, use, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { fakePromotionContent } from '../../../api/fakes';
import { loadFooterContent, type FooterContent } from '../../../features/footer';
import { loadShopPartsMessages, type Messages } from '../../../locales';
import { createTestShop, stopTestShops, TestShopProvider, type TestShop } from '../../../src/testing';
import { ShopFooter } from '../../../src/components/ShopFooter';
import { useFakeServices } from '../../support/fakeServices';
import { setWindowWidth } from '../../support/windowWidth';

useFakeServices();
afterEach(stopTestShops);

// A Next.js App Router page as README's host has it: the store and ShopPartsProvider in the layout,
// the sagas started in its effect, and the footer a client component in a Suspense boundary that
// unwraps its content with use(). The boundary hydrates when the content arrives: after the page
// observer read the page and the promotion answered. The server rendered neither.

function StartSagas({ shop }: { shop: TestShop }) {
  useEffect(() => shop.start(), [shop]);
  return null;
}

function StreamedFooter({ content }: { content: Promise<FooterContent> }) {
  return <ShopFooter content={use(content)} />;
}

function Page({ shop, messages, content }: { shop: TestShop; messages: Messages; content: Promise<FooterContent> }) {
  return (
    <TestShopProvider shop={shop} messages={messages}>
      <StartSagas shop={shop} />
      <main>Host shop</main>
      <Suspense fallback={<p>Loading the footer</p>}>
        <StreamedFooter content={content} />
      </Suspense>
    </TestShopProvider>
  );
}

/** A promise React's use() reads at once, as a server has the content before it renders. */
function settled<Value>(value: Value): Promise<Value> {
  return Object.assign(Promise.resolve(value), { status: 'fulfilled', value });
}

describe('a Suspense boundary around the footer that hydrates after the store changed', () => {
  it.each([
    [412, 'MATCH'],
    [1400, 'CLASSIC'],
  ])('hydrates without a mismatch at %i px, then shows the %s layout and the promotion', async (width, platform) => {
    setWindowWidth(width);
    const server = createTestShop({ site: 'DE', startSagas: false });
    const [content, messages] = await Promise.all([loadFooterContent('DE'), loadShopPartsMessages(server.parts)]);
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page shop={server} messages={messages} content={settled(content)} />);
    expect(container.querySelector('footer')).toHaveAttribute('data-sp-platform', 'CLASSIC');
    expect(container.querySelector('.sp-footer__promotion')).toBeNull();
    document.body.appendChild(container);

    const shop = createTestShop({ site: 'DE', startSagas: false });
    let deliver: (value: FooterContent) => void = () => undefined;
    const arriving = new Promise<FooterContent>((resolve) => (deliver = resolve));
    const recoverable: unknown[] = [];
    const root = await act(async () => hydrateRoot(container, <Page shop={shop} messages={messages} content={arriving} />, { onRecoverableError: (error) => recoverable.push(error) }));
    // The shell is live and the boundary is not: the store already holds the page and the promotion.
    await waitFor(() => expect(shop.store.getState().shopPartsApi.queries['getFooterPromotion(undefined)']?.status).toBe('fulfilled'));
    expect(shop.store.getState().shopPartsPage.widthPlatform).toBe(platform);
    expect(container.querySelector('footer')).toHaveAttribute('data-sp-platform', 'CLASSIC');

    await act(async () => deliver(content));
    await waitFor(() => expect(container.querySelector('footer')).toHaveAttribute('data-sp-platform', platform));
    expect(recoverable).toEqual([]);
    expect(container.querySelectorAll('.sp-accordion__button').length > 0).toBe(platform === 'MATCH');
    expect(container.querySelector('.sp-footer__promotion')).toHaveTextContent(fakePromotionContent('DE').headline ?? '');
    act(() => root.unmount());
    container.remove();
  });
});
