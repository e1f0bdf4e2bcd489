import { act, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { SITE_CODES } from '../../../config';
import { loadFooterContent, pageConditions, selectFooterPlatform } from '../../../features/footer';
import { Footer } from '../../../src/components/ShopFooter';
import { loadShopPartsMessages } from '../../../locales';
import { useFakeServices } from '../../support/fakeServices';
import { createTestShop, TestShopProvider } from '../../../src/testing';
import { ShopFooter } from '../../../src/components/ShopFooter';
import { setWindowWidth } from '../../support/windowWidth';

useFakeServices();

// Hydrating the server HTML must not warn (setupUnit fails a test on any console error or warning).
// The server renders the `platform` prop's layout (CLASSIC by default); the store holds what the page
// observer read in the browser, and the footer takes it once hydration is done, dispatching nothing.
describe.each(SITE_CODES)('hydrating the %s footer', (site) => {
  it.each([1400, 500])('hydrates without a mismatch at %i px, then shows the platform the store holds', async (width) => {
    const observed = width >= 1280 ? 'CLASSIC' : 'MATCH';
    setWindowWidth(width);
    const shop = createTestShop({ site });
    const { parts, store, actions } = shop;
    // The page observer read the page when the parts started, before anything rendered.
    expect(store.getState().shopPartsPage.widthPlatform).toBe(observed);
    expect(selectFooterPlatform(store.getState())).toBe(observed);
    const [content, messages] = await Promise.all([loadFooterContent(site), loadShopPartsMessages(parts)]);
    // The sagas' own request (the promotion) is answered before the page renders: what follows is the page's alone.
    await waitFor(() => expect(store.getState().shopPartsApi.queries['getFooterPromotion(undefined)']?.status).toBe('fulfilled'));
    const app = (
      <TestShopProvider shop={shop} messages={messages}>
        <Footer content={content} />
      </TestShopProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(app);
    expect(container.querySelector('footer')).toHaveAttribute('data-sp-platform', 'CLASSIC');
    document.body.appendChild(container);
    actions.length = 0;
    const recoverable: unknown[] = [];
    const root = await act(async () => hydrateRoot(container, app, { onRecoverableError: (error) => recoverable.push(error) }));
    expect(recoverable).toEqual([]);
    await waitFor(() => expect(container.querySelector('footer')).toHaveAttribute('data-sp-platform', observed));
    expect(selectFooterPlatform(store.getState())).toBe(observed);
    expect(actions).toEqual([]);
    act(() => root.unmount());
    container.remove();
  });
});

describe('a closed panel the browser revealed before hydration', () => {
  // A text-fragment link or find-in-page on a fresh load matches in the server's until-found panel
  // and removes `hidden` before any listener exists; hydration must open it through the store
  // (as beforematch would), not hide it again.
  it('opens through the store on hydration, without a warning; the other panels stay closed and until-found', async () => {
    setWindowWidth(500);
    const shop = createTestShop({ site: 'DE' });
    const [content, messages] = await Promise.all([loadFooterContent('DE'), loadShopPartsMessages(shop.parts)]);
    await waitFor(() => expect(shop.store.getState().shopPartsApi.queries['getFooterPromotion(undefined)']?.status).toBe('fulfilled'));
    const app = (
      <TestShopProvider shop={shop} messages={messages}>
        <Footer content={content} platform="SMARTPHONE" />
      </TestShopProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(app);
    document.body.appendChild(container);
    const buttons = [...container.querySelectorAll('.sp-accordion__button')];
    const payment = buttons.find((button) => button.textContent?.includes('Bequem bezahlen'));
    const panelOf = (button: Element | undefined) => container.querySelector(`[id="${button?.getAttribute('aria-controls') ?? ''}"]`);
    expect(panelOf(payment)).toHaveAttribute('hidden', 'until-found');
    panelOf(payment)?.removeAttribute('hidden'); // what the browser does to a match's until-found ancestor
    const recoverable: unknown[] = [];
    const root = await act(async () => hydrateRoot(container, app, { onRecoverableError: (error) => recoverable.push(error) }));
    expect(recoverable).toEqual([]);
    await waitFor(() => expect(payment).toHaveAttribute('aria-expanded', 'true'));
    expect(shop.store.getState().shopPartsFooter.openPanels).toEqual(['payment']);
    expect(panelOf(payment)).not.toHaveAttribute('hidden');
    for (const other of buttons.filter((button) => button !== payment)) {
      expect(other).toHaveAttribute('aria-expanded', 'false');
      expect(panelOf(other)).toHaveAttribute('hidden', 'until-found');
    }
    act(() => root.unmount());
    container.remove();
  });
});

describe('a page whose html hides the newsletter form', () => {
  // data-newsletter-form-hidden="true" on <html>: the server passes pageConditions' newsletterHidden,
  // so its HTML holds no place for the form, and hydration neither warns nor moves anything.
  afterEach(() => document.documentElement.removeAttribute('data-newsletter-form-hidden'));

  it('sends no form placeholder in the server HTML and hydrates without a mismatch', async () => {
    const htmlAttributes = { 'data-newsletter-form-hidden': 'true' };
    document.documentElement.setAttribute('data-newsletter-form-hidden', 'true');
    const shop = createTestShop({ site: 'AT' });
    const [content, messages] = await Promise.all([loadFooterContent('AT'), loadShopPartsMessages(shop.parts)]);
    const conditions = pageConditions({ cookieHeader: '', htmlAttributes });
    expect(conditions.newsletterHidden).toBe(true);
    const app = (
      <TestShopProvider shop={shop} messages={messages}>
        <ShopFooter content={content} reduced={conditions.reduced} platform={conditions.platform} newsletterHidden={conditions.newsletterHidden} />
      </TestShopProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(app);
    expect(container.querySelector('.sp-footer__newsletter, .sp-newsletter-placeholder')).toBeNull();
    document.body.appendChild(container);
    const recoverable: unknown[] = [];
    const root = await act(async () => hydrateRoot(container, app, { onRecoverableError: (error) => recoverable.push(error) }));
    expect(recoverable).toEqual([]);
    await waitFor(() => expect(shop.store.getState().shopPartsPage.newsletterHiddenAttribute).toBe(true));
    expect(container.querySelector('.sp-footer__newsletter')).toBeNull();
    act(() => root.unmount());
    container.remove();
  });

  it('keeps the form out when the host hides it on a page without the attribute', async () => {
    const shop = createTestShop({ site: 'AT' });
    const [content, messages] = await Promise.all([loadFooterContent('AT'), loadShopPartsMessages(shop.parts)]);
    const container = document.createElement('div');
    document.body.appendChild(container);
    const app = (
      <TestShopProvider shop={shop} messages={messages}>
        <ShopFooter content={content} newsletterHidden />
      </TestShopProvider>
    );
    container.innerHTML = renderToString(app);
    const root = await act(async () => hydrateRoot(container, app));
    await waitFor(() => expect(shop.store.getState().shopPartsPage.observed).toBe(true));
    expect(shop.store.getState().shopPartsPage.newsletterHiddenAttribute).toBe(false);
    expect(container.querySelector('.sp-footer__newsletter')).toBeNull();
    act(() => root.unmount());
    container.remove();
  });
});
