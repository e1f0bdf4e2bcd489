import { act, screen, waitFor } from '@testing-library/react';
import { routeChanged } from '../../../config';
import { selectPanelShown } from '../../../features/preview';
import { selectPreviewSession } from '../../../features/session';
import { setCookie } from '../../support/cookies';
import { useFakeServices } from '../../support/fakeServices';
import { callsTo, findPanel, renderPreview, settled } from './renderPreview';

const fakes = useFakeServices();

const PREVIEW_ROUTE = '/preview';

beforeEach(() => setCookie('StaffAuthToken', 'staff'));
afterEach(() => window.history.replaceState(null, '', '/'));

/** A staff member on the shop's home page, the footer's PreviewSlot rendered, the parts' flows running. */
async function staffOnHomePage(pathname?: string) {
  const rendered = renderPreview({ config: { previewRoute: PREVIEW_ROUTE }, pathname });
  // The page observer has read the page: the home page, a staff cookie.
  expect(rendered.store.getState().shopPartsPage).toMatchObject({ pathname: '/', staffCookie: true });
  await settled(rendered.store);
  expect(screen.queryByRole('region', { name: 'Staff preview' })).not.toBeInTheDocument();
  expect(selectPanelShown(rendered.store.getState())).toBe(false);
  expect(callsTo(fakes.db.calls, '/auth/checkauth')).toEqual([]);
  return rendered;
}

/** The panel is there, checkauth was asked once, and the staff login renewal runs. */
async function expectPanelWithStaffSession(store: ReturnType<typeof renderPreview>['store']) {
  await findPanel();
  expect(callsTo(fakes.db.calls, '/auth/checkauth')).toHaveLength(1);
  await waitFor(() => expect(selectPreviewSession(store.getState())).toMatchObject({ status: 'active', lastRenewalOk: true }));
  await settled(store);
}

/** Back on the home page: no panel, and the staff session is over. */
async function expectNoPanelAndNoStaffSession(store: ReturnType<typeof renderPreview>['store']) {
  await waitFor(() => expect(screen.queryByRole('region', { name: 'Staff preview' })).not.toBeInTheDocument());
  expect(selectPanelShown(store.getState())).toBe(false);
  expect(selectPreviewSession(store.getState()).status).toBe('inactive');
  await settled(store);
}

describe('a staff member who navigates to the preview route without a page load', () => {
  it('gets the panel when the host\'s router tells the route (ShopPartsProvider pathname), and loses it on the way back', async () => {
    const { store, rerenderAt } = await staffOnHomePage('/');
    window.history.pushState({}, '', PREVIEW_ROUTE);
    rerenderAt(PREVIEW_ROUTE);
    await expectPanelWithStaffSession(store);
    expect(store.getState().shopPartsPage.pathname).toBe(PREVIEW_ROUTE);

    window.history.pushState({}, '', '/');
    rerenderAt('/');
    await expectNoPanelAndNoStaffSession(store);
  });

  it('gets the panel when the host dispatches routeChanged, and loses it on the way back', async () => {
    const { store } = await staffOnHomePage();
    act(() => {
      store.dispatch(routeChanged(PREVIEW_ROUTE));
    });
    await expectPanelWithStaffSession(store);

    act(() => {
      store.dispatch(routeChanged('/'));
    });
    await expectNoPanelAndNoStaffSession(store);
  });

  it('gets the panel after a history navigation (popstate), and loses it on the way back', async () => {
    const { store } = await staffOnHomePage();
    act(() => {
      window.history.pushState({}, '', PREVIEW_ROUTE);
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expectPanelWithStaffSession(store);

    act(() => {
      window.history.back();
    });
    // jsdom's history.back() fires popstate a task later, as browsers do.
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    await expectNoPanelAndNoStaffSession(store);
  });
});
