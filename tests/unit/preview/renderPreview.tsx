import { QueryStatus } from '@reduxjs/toolkit/query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { shopPartsApi } from '../../../api';
import type { ShopPartsConfig } from '../../../config';
import { PreviewSlot } from '../../../features/preview';
import deMessages from '../../../locales/catalogues/de-DE';
import { ShopPartsProvider } from '../../../store';
import { createPartsStore } from '../../support/testStore';

type PartsStore = ReturnType<typeof createPartsStore>['store'];

/**
 * Renders the preview slot as a German host page does: the host's react-redux Provider, then
 * ShopPartsProvider with the de-DE catalogue. jsdom's page path is '/', the preview route here.
 */
export function renderPreview(options: { config?: Partial<ShopPartsConfig>; ui?: ReactElement } = {}) {
  const { store, parts } = createPartsStore({ previewRoute: '/', ...options.config });
  const user = userEvent.setup();
  const view = render(
    <Provider store={store}>
      <ShopPartsProvider parts={parts} messages={deMessages}>
        {options.ui ?? <PreviewSlot />}
      </ShopPartsProvider>
    </Provider>,
  );
  return { store, user, view };
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

/** Resolves once no checkauth, A/B list, apply, assignment or logout call is in flight, so no update lands after the test. */
export async function settled(store: PartsStore): Promise<void> {
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
