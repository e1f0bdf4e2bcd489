import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { loadShopPartsMessages } from '../../locales';
import { TestShopProvider } from '../../src/testKit/TestShopProvider';
import { createTestShop, type TestShopOptions } from '../../src/testKit/testShop';

/**
 * Renders a part the way a host does, on the public test kit: a test shop (its root saga running,
 * so the page is read and the service queries start as in a host), TestShopProvider, the configured
 * language's messages. Set cookies, the route, html attributes and the width before calling it.
 * `rerender` keeps the providers. Stop the shop after the test (useFakeServices does).
 */
export async function renderWithShop(ui: ReactElement, options: TestShopOptions = {}) {
  const shop = createTestShop(options);
  const messages = await loadShopPartsMessages(shop.parts);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <TestShopProvider shop={shop} messages={messages}>
      {children}
    </TestShopProvider>
  );
  return { ...render(ui, { wrapper }), shop, store: shop.store, messages };
}
