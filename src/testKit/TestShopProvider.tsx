import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { Messages } from '../../locales';
import { ShopPartsProvider } from '../../store';
import type { TestShop } from './testShop';

/** What TestShopProvider takes: the shop, its language's messages, the router's path. */
export interface TestShopProviderProps {
  shop: TestShop;
  /** The configured language's messages: `await loadShopPartsMessages(shop.parts)`, as a page loads them before its first render. */
  messages: Messages;
  /** The client router's path, as a host passes it to ShopPartsProvider (README, "Rendering"). */
  pathname?: string;
  /** The state the server rendered with, for a page that hydrates server HTML (react-redux's `serverState`). */
  serverState?: unknown;
  children: ReactNode;
}

/**
 * The test shop's store and parts around a test's tree, as a host's page wraps them: react-redux's
 * Provider, then ShopPartsProvider (each part in the tree brings its react-intl and services; the
 * parts and the test's own components read the store alike).
 * With Testing Library: `render(ui, { wrapper: ({ children }) => <TestShopProvider shop={shop} messages={messages}>{children}</TestShopProvider> })`.
 */
export function TestShopProvider({ shop, messages, pathname, serverState, children }: TestShopProviderProps) {
  return (
    <Provider store={shop.store} serverState={serverState}>
      <ShopPartsProvider parts={shop.parts} messages={messages} pathname={pathname}>
        {children}
      </ShopPartsProvider>
    </Provider>
  );
}
