import { act, waitFor } from '@testing-library/react';
import { Suspense, use, useEffect, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { fakePromotionContent } from '../../../api/fakes';
import { loadFooterContent, type FooterContent } from '../../../features/footer';
import { loadShopPartsMessages, type Messages } from '../../../locales';
import { createTestShop, stopTestShops, TestShopProvider, type TestShop } from '../../../src/testing';
import { ShopPartsProvider } from '../../../store';
import { ShopFooter } from '../../../src/components/ShopFooter';
import { useFakeServices } from '../../support/fakeServices';
import { setWindowWidth } from '../../support/windowWidth';

useFakeServices();
afterEach(stopTestShops);

// A Next.js App Router page as README's host has it: the store and ShopPartsProvider in the layout,
// the sagas started in its effect, and the footer a client component in a Suspense boundary that
// unwraps its content with use(). The boundary hydrates when the content arrives: after the page
// observer read the page and the promotion answered. The server rendered neither; the host gives
// its Provider the state the server rendered with (react-redux's `serverState`).

function StartSagas({ shop }: { shop: TestShop }) {
  useEffect(() => shop.start(), [shop]);
  return null;
}

function StreamedFooter({ content }: { content: Promise<FooterContent> }) {
  return <ShopFooter content={use(content)} />;
}

function Page({ shop, messages, content, serverState }: { shop: TestShop; messages: Messages; content: Promise<FooterContent>; serverState: unknown }) {
  return (
    <TestShopProvider shop={shop} messages={messages} serverState={serverState}>
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
    const serverState = server.store.getState();
    container.innerHTML = renderToString(<Page shop={server} messages={messages} content={settled(content)} serverState={serverState} />);
    expect(container.querySelector('footer')).toHaveAttribute('data-sp-platform', 'CLASSIC');
    expect(container.querySelector('.sp-footer__promotion')).toBeNull();
    document.body.appendChild(container);

    const shop = createTestShop({ site: 'DE', startSagas: false });
    let deliver: (value: FooterContent) => void = () => undefined;
    const arriving = new Promise<FooterContent>((resolve) => (deliver = resolve));
    const recoverable: unknown[] = [];
    const root = await act(async () => hydrateRoot(container, <Page shop={shop} messages={messages} content={arriving} serverState={serverState} />, { onRecoverableError: (error) => recoverable.push(error) }));
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

// The shape a Next.js App Router host reported (React error #418 at 412 and 1280 px): the store in a
// client StoreProvider in the layout, the sagas started in its effect, and ShopPartsProvider inside
// the footer's own client component, which unwraps the messages and the content with use() in a
// Suspense boundary. The parts' first render in the browser is that boundary's late hydration,
// after the page observer read the page and the promotion answered.

function StoreProvider({ shop, serverState, children }: { shop: TestShop; serverState: unknown; children: ReactNode }) {
  return (
    <Provider store={shop.store} serverState={serverState}>
      <StartSagas shop={shop} />
      {children}
    </Provider>
  );
}

function FooterSection({ shop, messages, content }: { shop: TestShop; messages: Promise<Messages>; content: Promise<FooterContent> }) {
  return (
    <ShopPartsProvider parts={shop.parts} messages={use(messages)}>
      <ShopFooter content={use(content)} />
    </ShopPartsProvider>
  );
}

function StoreProviderPage({ shop, messages, content, serverState }: { shop: TestShop; messages: Promise<Messages>; content: Promise<FooterContent>; serverState: unknown }) {
  return (
    <StoreProvider shop={shop} serverState={serverState}>
      <main>Host shop</main>
      <Suspense fallback={<p>Loading the footer</p>}>
        <FooterSection shop={shop} messages={messages} content={content} />
      </Suspense>
    </StoreProvider>
  );
}

describe('ShopPartsProvider inside a Suspense boundary that hydrates after the sagas started', () => {
  it.each([
    [412, 'MATCH'],
    [1280, 'CLASSIC'],
  ])('hydrates without a mismatch at %i px, then shows the %s layout and the promotion', async (width, platform) => {
    setWindowWidth(width);
    const server = createTestShop({ site: 'DE', startSagas: false });
    const [content, messages] = await Promise.all([loadFooterContent('DE'), loadShopPartsMessages(server.parts)]);
    const container = document.createElement('div');
    const serverState = server.store.getState();
    container.innerHTML = renderToString(<StoreProviderPage shop={server} messages={settled(messages)} content={settled(content)} serverState={serverState} />);
    expect(container.querySelector('footer')).toHaveAttribute('data-sp-platform', 'CLASSIC');
    expect(container.querySelector('.sp-footer__promotion')).toBeNull();
    document.body.appendChild(container);

    const shop = createTestShop({ site: 'DE', startSagas: false });
    let deliver: (value: FooterContent) => void = () => undefined;
    const arriving = new Promise<FooterContent>((resolve) => (deliver = resolve));
    const recoverable: unknown[] = [];
    const root = await act(async () => hydrateRoot(container, <StoreProviderPage shop={shop} messages={settled(messages)} content={arriving} serverState={serverState} />, { onRecoverableError: (error) => recoverable.push(error) }));
    // The shell is live and the boundary, ShopPartsProvider with it, is not: the store already holds the page and the promotion.
    await waitFor(() => expect(shop.store.getState().shopPartsApi.queries['getFooterPromotion(undefined)']?.status).toBe('fulfilled'));
    expect(shop.store.getState().shopPartsPage.widthPlatform).toBe(platform);
    expect(container.querySelector('.sp-footer__promotion')).toBeNull();

    await act(async () => deliver(content));
    await waitFor(() => expect(container.querySelector('footer')).toHaveAttribute('data-sp-platform', platform));
    expect(recoverable).toEqual([]);
    expect(container.querySelectorAll('.sp-accordion__button').length > 0).toBe(platform === 'MATCH');
    expect(container.querySelector('.sp-footer__promotion')).toHaveTextContent(fakePromotionContent('DE').headline ?? '');
    act(() => root.unmount());
    container.remove();
  });
});

describe('sagas started before hydrateRoot', () => {
  it("hydrate the footer with the server's state (react-redux's serverState), then show the promotion", async () => {
    setWindowWidth(412);
    const server = createTestShop({ site: 'DE', startSagas: false });
    const [content, messages] = await Promise.all([loadFooterContent('DE'), loadShopPartsMessages(server.parts)]);
    const serverState = server.store.getState();
    const page = (shop: TestShop) => (
      <TestShopProvider shop={shop} messages={messages} serverState={serverState}>
        <main>Host shop</main>
        <ShopFooter content={content} />
      </TestShopProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(server));
    expect(container.querySelector('.sp-footer__promotion')).toBeNull();
    document.body.appendChild(container);

    // The host starts the sagas where it creates the store, and hydrates once the promotion has answered.
    const shop = createTestShop({ site: 'DE' });
    await waitFor(() => expect(shop.store.getState().shopPartsApi.queries['getFooterPromotion(undefined)']?.status).toBe('fulfilled'));
    const recoverable: unknown[] = [];
    const root = await act(async () => hydrateRoot(container, page(shop), { onRecoverableError: (error) => recoverable.push(error) }));
    await waitFor(() => expect(container.querySelector('footer')).toHaveAttribute('data-sp-platform', 'MATCH'));
    expect(recoverable).toEqual([]);
    expect(container.querySelector('.sp-footer__promotion')).toHaveTextContent(fakePromotionContent('DE').headline ?? '');
    act(() => root.unmount());
    container.remove();
  });
});
