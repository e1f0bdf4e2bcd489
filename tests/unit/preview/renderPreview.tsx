import { configureStore, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import { QueryStatus } from '@reduxjs/toolkit/query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, type ReactElement } from 'react';
import { Provider } from 'react-redux';
import createSagaMiddleware, { type Task } from 'redux-saga';
import { shopPartsApi } from '../../../api';
import type { ShopPartsConfig } from '../../../config';
import { PreviewSlot } from '../../../features/preview';
import deMessages from '../../../locales/catalogues/de-DE.json';
import { createShopParts, ShopPartsProvider } from '../../../store';

const running = new Set<Task>();

// Each test's parts stop with the test, as a host's page would stop them.
afterEach(() => {
  for (const task of running) task.cancel();
  running.clear();
});

/**
 * A store with only the parts in it, their root saga running (it reads the page, so set cookies and
 * the path first), and a recorder in front of the parts' middleware: `actions` holds every action
 * dispatched, thunks as 'thunk'.
 */
export function createRecordedPartsStore(config: Partial<ShopPartsConfig> = {}) {
  const parts = createShopParts({ site: 'DE', ...config });
  const actions: string[] = [];
  const recorder: Middleware = () => (next) => (action) => {
    actions.push(typeof action === 'function' ? 'thunk' : (action as UnknownAction).type);
    return next(action);
  };
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: parts.reducers,
    middleware: (getDefault) => getDefault().concat(recorder, ...parts.middleware, sagaMiddleware),
  });
  const task = sagaMiddleware.run(parts.rootSaga);
  running.add(task);
  return { parts, store, task, actions };
}

type PartsStore = ReturnType<typeof createRecordedPartsStore>['store'];

/**
 * Renders the preview slot as a German host page does: the host's react-redux Provider, then
 * ShopPartsProvider with the de-DE catalogue (and the router's `pathname`, when given). jsdom's
 * page path is '/', the preview route here unless `config.previewRoute` says otherwise.
 * `renderTree` renders the whole parts tree again (after `view.unmount()`), optionally in StrictMode;
 * `rerenderAt` renders it again with another router path.
 */
export function renderPreview(options: { config?: Partial<ShopPartsConfig>; ui?: ReactElement; pathname?: string } = {}) {
  const { store, parts, actions } = createRecordedPartsStore({ previewRoute: '/', ...options.config });
  const user = userEvent.setup();
  const ui = options.ui ?? <PreviewSlot />;
  const tree = (pathname: string | undefined) => (
    <Provider store={store}>
      <ShopPartsProvider parts={parts} messages={deMessages} pathname={pathname}>
        {ui}
      </ShopPartsProvider>
    </Provider>
  );
  const view = render(tree(options.pathname));
  return {
    store,
    parts,
    actions,
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
export async function settled(store: Pick<PartsStore, 'getState'>): Promise<void> {
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
