import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import type { ShopPartsConfig } from '../../config';
import { loadShopPartsMessages } from '../../locales';
import { ShopPartsProvider } from '../../store';
import { createPartsStore } from './testStore';

/**
 * Renders a part the way a host does: the host's store (the parts' root saga running, so the page
 * is read and the service queries start as in a host), ShopPartsProvider, the configured
 * language's messages. Set cookies, the route, html attributes and the width before calling it.
 * `actions` records every action dispatched to the store (testStore.ts).
 */
export async function renderWithParts(ui: ReactElement, config: Partial<ShopPartsConfig> = {}) {
  const { parts, store, actions } = createPartsStore(config);
  const messages = await loadShopPartsMessages(parts);
  const wrap = (node: ReactElement) => (
    <Provider store={store}>
      <ShopPartsProvider parts={parts} messages={messages}>
        {node}
      </ShopPartsProvider>
    </Provider>
  );
  const result = render(wrap(ui));
  return { ...result, store, parts, messages, actions, rerenderWithParts: (node: ReactElement) => result.rerender(wrap(node)) };
}

/** jsdom has no layout: set the width the platform rule reads, and tell listeners (the page observer reads it on resize). */
export function setWindowWidth(width: number): void {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}
