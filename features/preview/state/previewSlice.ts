import { createSlice } from '@reduxjs/toolkit';
import { shopPartsApi } from '../../../api';
import { sliceStateOrInitial } from '../../../config';

/** The last "apply settings" call: shown in the settings dialog and in Redux DevTools. */
export type PreviewApplyStatus = 'idle' | 'loading' | 'success' | 'error';

/** The staff preview panel's state. Serializable; the checkauth answer itself lives in the api cache. */
export interface PreviewState {
  /** The staff member logged out: the panel stays hidden for the rest of the page's life. */
  panelHidden: boolean;
  /** checkauth said SUCCESS and the panel is on the page: the staff login renewal runs meanwhile. */
  panelShown: boolean;
  settingsOpen: boolean;
  applyStatus: PreviewApplyStatus;
}

const initialState: PreviewState = { panelHidden: false, panelShown: false, settingsOpen: false, applyStatus: 'idle' };

const applyEndpoint = shopPartsApi.endpoints.applyPreviewSettings;

export const previewSlice = createSlice({
  name: 'shopParts/preview',
  reducerPath: 'shopPartsPreview',
  initialState,
  reducers: {
    /** sagas/previewRenewal.ts starts the staff login renewal on this … */
    panelShown(state) {
      state.panelShown = true;
    },
    /** … and stops it on this or on loggedOut. */
    panelClosed(state) {
      state.panelShown = false;
    },
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
      state.panelShown = false;
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
    selectPanelShown: (state) => state.panelShown,
    selectSettingsOpen: (state) => state.settingsOpen,
    selectApplyStatus: (state) => state.applyStatus,
  },
});

export const previewActions = previewSlice.actions;
// Through sliceStateOrInitial: an uninjected slice reads as its initial state (docs/behaviour.md, "DevTools").
export const { selectPanelHidden, selectPanelShown, selectSettingsOpen, selectApplyStatus } = previewSlice.getSelectors(sliceStateOrInitial(previewSlice));
