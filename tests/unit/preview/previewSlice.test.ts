import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { shopPartsApi } from '../../../api';
import { routeChanged } from '../../../config';
import {
  previewActions, previewSlice, selectApplyStatus, selectPanelHidden, selectPanelShown, selectSettingsOpen, selectStaffPreviewPage,
} from '../../../features/preview';
import { setCookie } from '../../support/cookies';
import { useFakeServices } from '../../support/fakeServices';
import { createTestShop } from '../../../src/testing';
import { settled } from './renderPreview';

const fakes = useFakeServices();
const request = { previewDateTime: '2030-05-01T10:00:00.000Z' };

describe('the preview slice', () => {
  it('keeps its name and place in the store', () => {
    expect(previewSlice.name).toBe('shopParts/preview');
    expect(previewSlice.reducerPath).toBe('shopPartsPreview');
    expect(previewActions.loggedOut.type).toBe('shopParts/preview/loggedOut');
    const { store } = createTestShop();
    expect(store.getState().shopPartsPreview).toEqual({ panelHidden: false, settingsOpen: false, applyStatus: 'idle' });
    // Whether the panel shows is derived from the page and checkauth's answer, never set by an action.
    expect(Object.keys(previewActions).sort()).toEqual(['loggedOut', 'settingsClosed', 'settingsOpened']);
  });

  it('derives the panel from the page and checkauth: shown on the staff preview page once checkauth says SUCCESS, until staff leave or log out', async () => {
    setCookie('StaffAuthToken', 'staff');
    const { store } = createTestShop({ previewRoute: '/' });
    expect(selectStaffPreviewPage(store.getState())).toBe(true);
    await waitFor(() => expect(selectPanelShown(store.getState())).toBe(true));
    store.dispatch(routeChanged('/kaffee'));
    expect(selectStaffPreviewPage(store.getState())).toBe(false);
    expect(selectPanelShown(store.getState())).toBe(false);
    store.dispatch(routeChanged('/'));
    expect(selectPanelShown(store.getState())).toBe(true);
    store.dispatch(previewActions.loggedOut());
    expect(selectStaffPreviewPage(store.getState())).toBe(false);
    expect(selectPanelShown(store.getState())).toBe(false);
    expect(fakes.db.calls.filter((call) => call.endsWith('/auth/checkauth'))).toHaveLength(1);
    await settled(store);
  });

  it('opens and closes the settings, and logout hides the panel and closes them', () => {
    const { store } = createTestShop();
    store.dispatch(previewActions.settingsOpened());
    expect(selectSettingsOpen(store.getState())).toBe(true);
    store.dispatch(previewActions.settingsClosed());
    expect(selectSettingsOpen(store.getState())).toBe(false);
    store.dispatch(previewActions.settingsOpened());
    store.dispatch(previewActions.loggedOut());
    expect(store.getState().shopPartsPreview).toMatchObject({ panelHidden: true, settingsOpen: false });
    expect(selectPanelHidden(store.getState())).toBe(true);
  });

  it('follows the apply call: loading, then success', async () => {
    setCookie('StaffAuthToken', 'staff');
    const { store } = createTestShop();
    const call = store.dispatch(shopPartsApi.endpoints.applyPreviewSettings.initiate(request));
    expect(selectApplyStatus(store.getState())).toBe('loading');
    await call;
    expect(selectApplyStatus(store.getState())).toBe('success');
    // A fresh dialog forgets the last result.
    store.dispatch(previewActions.settingsOpened());
    expect(selectApplyStatus(store.getState())).toBe('idle');
  });

  it.each([
    ['UNAUTHORIZED (no staff cookie)', undefined],
    ['INTERNAL_ERROR', () => new HttpResponse(null, { status: 500 })],
  ])('records an error for %s', async (_name, answer) => {
    if (answer) {
      setCookie('StaffAuthToken', 'staff');
      fakes.server.use(http.get('*/preview/api/token', answer));
    }
    const { store } = createTestShop();
    await store.dispatch(shopPartsApi.endpoints.applyPreviewSettings.initiate(request));
    expect(selectApplyStatus(store.getState())).toBe('error');
  });

  it('stays serializable: the whole state survives a JSON round trip', () => {
    const { store } = createTestShop();
    store.dispatch(previewActions.settingsOpened());
    const state = store.getState().shopPartsPreview;
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
  });
});
