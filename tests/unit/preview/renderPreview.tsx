import { QueryStatus } from '@reduxjs/toolkit/query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, type ReactElement } from 'react';
import { shopPartsApi } from '../../../api';
import type { ShopPartsConfig } from '../../../config';
import { PreviewSlot } from '../../../src/components/ScopedPreviewSlot';
import type { Messages } from '../../../locales';
import { createTestShop, TestShopProvider, type TestShop } from '../../../src/testing';
import { PartsScope } from '../../../store';
import { wholeCatalogue } from '../../support/catalogues';

const deMessages = wholeCatalogue('de-DE');

/**
 * Renders the preview slot as a German host page does, on the test kit's shop (root saga running:
 * it reads the page, so set cookies and the path first; `actions` records every action dispatched):
 * TestShopProvider with `ui` in the parts' scope (what the public PreviewSlot brings; `ui` may be one of the
 * preview's own components), the de-DE catalogue unless `messages` names another (and the router's `pathname`, when given). jsdom's
 * page path is '/', the preview route here unless `config.previewRoute` says otherwise.
 * `renderTree` renders the whole parts tree again (after `view.unmount()`), optionally in StrictMode;
 * `rerenderAt` renders it again with another router path. The shop stops after the test (useFakeServices).
 */
export function renderPreview(options: { config?: Partial<ShopPartsConfig>; ui?: ReactElement; pathname?: string; messages?: Messages } = {}) {
  const shop = createTestShop({ previewRoute: '/', ...options.config });
  const user = userEvent.setup();
  const ui = options.ui ?? <PreviewSlot />;
  const tree = (pathname: string | undefined) => (
    <TestShopProvider shop={shop} messages={options.messages ?? deMessages} pathname={pathname}>
      <PartsScope>{ui}</PartsScope>
    </TestShopProvider>
  );
  const view = render(tree(options.pathname));
  return {
    store: shop.store,
    parts: shop.parts,
    actions: shop.actions,
    user,
    view,
    renderTree: (renderOptions: { strict?: boolean } = {}) => render(renderOptions.strict ? <StrictMode>{tree(options.pathname)}</StrictMode> : tree(options.pathname)),
    rerenderAt: (pathname: string) => view.rerender(tree(pathname)),
  };
}

/** The panel's landmark, once checkauth answered SUCCESS and the lazy chunk loaded. */
export function findPanel() {
  return screen.findByRole('region', { name: 'Staff preview' });
}

/** Opens the settings dialog and waits until the A/B list for the prefilled date has loaded. */
export async function openSettings(user: ReturnType<typeof userEvent.setup>) {
  const panel = await findPanel();
  await user.click(within(panel).getByRole('button', { name: 'Settings' }));
  const dialog = await screen.findByRole('dialog', { name: 'Preview settings' });
  await within(dialog).findByText('Active tests found.');
  return dialog;
}

/** Resolves once no checkauth, A/B list, renewal, apply, assignment or logout call is in flight, so no update lands after the test. */
export async function settled(store: Pick<TestShop['store'], 'getState'>): Promise<void> {
  await waitFor(() => {
    const api = store.getState()[shopPartsApi.reducerPath];
    const pending = [...Object.values(api.queries), ...Object.values(api.mutations)].filter((entry) => entry?.status === QueryStatus.pending);
    expect(pending).toEqual([]);
  });
}

/** The calls the fakes answered whose path contains `fragment`. */
export function callsTo(calls: readonly string[], fragment: string): string[] {
  return calls.filter((call) => call.includes(fragment));
}
