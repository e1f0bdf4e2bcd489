import { createSlice } from '@reduxjs/toolkit';
import { cacheEntries, shopPartsApi, type PreviewAuth } from '../../../api';
import { pageSelectors, partsRoot, selectShopPartsSettings, stateAt } from '../../../config';

/** The last "apply settings" call: shown in the settings dialog and in Redux DevTools. */
export type PreviewApplyStatus = 'idle' | 'loading' | 'success' | 'error';

/**
 * What staff did with the preview panel. Serializable; the checkauth answer lives in the api
 * cache and the route and staff cookie in the page slice, so whether the panel shows is a
 * selector (`selectPanelShown`), not a copy.
 */
export interface PreviewState {
  /** The staff member logged out: the panel stays hidden for the rest of the page's life. */
  panelHidden: boolean;
  settingsOpen: boolean;
  applyStatus: PreviewApplyStatus;
}

const initialState: PreviewState = { panelHidden: false, settingsOpen: false, applyStatus: 'idle' };

const applyEndpoint = shopPartsApi.endpoints.applyPreviewSettings;

export const previewSlice = createSlice({
  name: 'shopParts/preview',
  reducerPath: 'shopPartsPreview',
  initialState,
  reducers: {
    settingsOpened(state) {
      state.settingsOpen = true;
      // A fresh dialog: the last result belongs to the last time it was open.
      state.applyStatus = 'idle';
    },
    settingsClosed(state) {
      state.settingsOpen = false;
    },
    loggedOut(state) {
      state.panelHidden = true;
      state.settingsOpen = false;
    },
  },
  // The status follows the api call itself, so it is right however the call was started.
  extraReducers: (builder) => {
    builder
      .addMatcher(applyEndpoint.matchPending, (state) => {
        state.applyStatus = 'loading';
      })
      .addMatcher(applyEndpoint.matchFulfilled, (state, action) => {
        state.applyStatus = action.payload === 'SUCCESS' ? 'success' : 'error';
      })
      .addMatcher(applyEndpoint.matchRejected, (state) => {
        state.applyStatus = 'error';
      });
  },
  selectors: {
    selectPanelHidden: (state) => state.panelHidden,
    selectSettingsOpen: (state) => state.settingsOpen,
    selectApplyStatus: (state) => state.applyStatus,
  },
});

export const previewActions = previewSlice.actions;
// Injected into partsRoot: a slice the store does not hold reads as its initial state (config/partsRoot.ts).
const { selectPanelHidden, selectSettingsOpen, selectApplyStatus } = previewSlice.injectInto(partsRoot).getSelectors(stateAt<PreviewState>(previewSlice.reducerPath));
export { selectPanelHidden, selectSettingsOpen, selectApplyStatus };

/**
 * The page is the configured preview route and a staff cookie is present, and staff has not logged
 * out: the panel's code loads and the flows ask checkauth (sagas/serviceQueries.ts).
 */
export function selectStaffPreviewPage(rootState: unknown): boolean {
  return (
    pageSelectors.selectStaffCookie(rootState) &&
    pageSelectors.selectPathname(rootState) === selectShopPartsSettings(rootState).previewRoute &&
    !selectPanelHidden(rootState)
  );
}

/** checkauth's cached answer on a staff preview page, else undefined. */
export function selectPreviewAuth(rootState: unknown): PreviewAuth | undefined {
  return selectStaffPreviewPage(rootState) ? cacheEntries.previewAuth(rootState).data : undefined;
}

/** The panel is on the page: a staff preview page and checkauth answered SUCCESS. The staff login renewal runs meanwhile. */
export function selectPanelShown(rootState: unknown): boolean {
  return selectPreviewAuth(rootState)?.status === 'SUCCESS';
}
