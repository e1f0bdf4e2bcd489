import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { loadFooterContent } from '../../../features/footer';
import { loadShopPartsMessages } from '../../../locales';
import { ShopFooter } from '../../../src/components/ShopFooter';
import { createTestShop, TestShopProvider } from '../../../src/testing';
import { useFakeServices } from '../../support/fakeServices';
import { setWindowWidth } from '../../support/windowWidth';

// The built package hands Node the footer imported with the entry and browsers the on-demand one
// (package.json "imports"); the unit project maps ShopFooter's import to Node's (jest.config.js).
// Here the module is chosen by hand: Node's for the server render, the browser's after it.
let mockEnvironment: 'node' | 'browser' = 'node';
jest.mock('../../../src/components/LoadedFooter.node', () => {
  const node = jest.requireActual<typeof import('../../../src/components/LoadedFooter.node')>('../../../src/components/LoadedFooter.node');
  const browser = jest.requireActual<typeof import('../../../src/components/LoadedFooter')>('../../../src/components/LoadedFooter');
  const pick = () => (mockEnvironment === 'node' ? node : browser);
  return {
    get LoadedFooterLayout() {
      return pick().LoadedFooterLayout;
    },
    get LoadedShopFooterLayout() {
      return pick().LoadedShopFooterLayout;
    },
    get preloadFooter() {
      return pick().preloadFooter;
    },
  };
});

useFakeServices();
beforeEach(() => setWindowWidth(1400));
afterEach(() => {
  mockEnvironment = 'node';
});

const browserFooter = () => jest.requireActual<typeof import('../../../src/components/LoadedFooter')>('../../../src/components/LoadedFooter');

async function footerPage() {
  const shop = createTestShop({ site: 'DE' });
  const [content, messages] = await Promise.all([loadFooterContent('DE'), loadShopPartsMessages(shop.parts)]);
  // The sagas' own request (the promotion) is answered before the page renders: what follows is the page's alone.
  await waitFor(() => expect(shop.store.getState().shopPartsApi.queries['getFooterPromotion(undefined)']?.status).toBe('fulfilled'));
  return (
    <TestShopProvider shop={shop} messages={messages}>
      <ShopFooter content={content} />
    </TestShopProvider>
  );
}

it('hydrates the footer a Node server rendered whole once its code has loaded, reusing the server\'s elements', async () => {
  const app = await footerPage();
  const container = document.createElement('div');
  container.innerHTML = renderToString(app);
  // The whole footer in the server's HTML, inside a Suspense boundary the browser can keep.
  const serverButton = within(container).getByRole('button', { name: 'Land: Deutschland' });
  expect(container.innerHTML).toMatch(/^<!--\$-->/);
  document.body.appendChild(container);

  mockEnvironment = 'browser';
  const recoverable: unknown[] = [];
  const root = await act(async () => hydrateRoot(container, app, { onRecoverableError: (error) => recoverable.push(error) }));
  // Once the footer's code is in, the server's country button is React's, and a click opens its list.
  await act(() => browserFooter().preloadFooter());
  await act(async () => serverButton.click());
  expect(serverButton).toHaveAttribute('aria-expanded', 'true');
  expect(recoverable).toEqual([]);
  expect(screen.getByRole('button', { name: 'Land: Deutschland' })).toBe(serverButton);
  act(() => root.unmount());
  container.remove();
});

it('shows the footer on a client-only page once its code has loaded; preloadFooter fetches that code ahead', async () => {
  mockEnvironment = 'browser';
  await expect(browserFooter().preloadFooter()).resolves.toHaveProperty('ShopFooterLayout');
  render(await footerPage());
  expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
  await userEvent.setup().click(screen.getByRole('button', { name: 'Land: Deutschland' }));
  expect(screen.getByRole('button', { name: 'Land: Deutschland' })).toHaveAttribute('aria-expanded', 'true');
});
