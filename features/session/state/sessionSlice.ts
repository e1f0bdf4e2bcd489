import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { TokenRenewalOutcome } from '../../../api';
import { partsRoot, stateAt } from '../../../config';

/**
 * What the background timers are doing, so Redux DevTools shows their work. Times are epoch
 * milliseconds (serializable numbers).
 */
export type LoginRenewalStatus =
  | 'idle' // not started
  | 'skipped' // app platform: the app renews
  | 'waitingForToken' // no LoginToken: polling every 10 s
  | 'scheduled' // next check at nextCheckAt
  | 'paused' // tab hidden or user inactive: no timer runs
  | 'stopped'; // renewed, unknown or expired: waits for the visitor's next activity

export type PauseReason = 'hidden' | 'inactive';

export interface LoginRenewalState {
  status: LoginRenewalStatus;
  pauseReason: PauseReason | null;
  lastOutcome: TokenRenewalOutcome | null;
  lastLongTermOutcome: TokenRenewalOutcome | null;
  lastCheckAt: number | null;
  nextCheckAt: number | null;
}

export type PreviewSessionStatus = 'inactive' | 'active' | 'paused';

export interface PreviewSessionState {
  status: PreviewSessionStatus;
  lastRenewalAt: number | null;
  lastRenewalOk: boolean | null;
  nextRenewalAt: number | null;
}

export interface SessionState {
  loginRenewal: LoginRenewalState;
  preview: PreviewSessionState;
}

const initialState: SessionState = {
  loginRenewal: { status: 'idle', pauseReason: null, lastOutcome: null, lastLongTermOutcome: null, lastCheckAt: null, nextCheckAt: null },
  preview: { status: 'inactive', lastRenewalAt: null, lastRenewalOk: null, nextRenewalAt: null },
};

export const sessionSlice = createSlice({
  name: 'shopParts/session',
  reducerPath: 'shopPartsSession',
  initialState,
  reducers: {
    renewalSkipped(state) {
      state.loginRenewal.status = 'skipped';
      state.loginRenewal.nextCheckAt = null;
    },
    waitingForLoginToken(state, action: PayloadAction<{ nextCheckAt: number }>) {
      state.loginRenewal.status = 'waitingForToken';
      state.loginRenewal.pauseReason = null;
      state.loginRenewal.nextCheckAt = action.payload.nextCheckAt;
    },
    loginTokenChecked(
      state,
      action: PayloadAction<{ outcome: TokenRenewalOutcome; longTermOutcome: TokenRenewalOutcome | null; at: number }>,
    ) {
      state.loginRenewal.lastOutcome = action.payload.outcome;
      if (action.payload.longTermOutcome) state.loginRenewal.lastLongTermOutcome = action.payload.longTermOutcome;
      state.loginRenewal.lastCheckAt = action.payload.at;
    },
    loginCheckScheduled(state, action: PayloadAction<{ nextCheckAt: number }>) {
      state.loginRenewal.status = 'scheduled';
      state.loginRenewal.pauseReason = null;
      state.loginRenewal.nextCheckAt = action.payload.nextCheckAt;
    },
    loginRenewalPaused(state, action: PayloadAction<{ reason: PauseReason }>) {
      state.loginRenewal.status = 'paused';
      state.loginRenewal.pauseReason = action.payload.reason;
      state.loginRenewal.nextCheckAt = null;
    },
    loginRenewalStopped(state) {
      state.loginRenewal.status = 'stopped';
      state.loginRenewal.nextCheckAt = null;
    },
    /** The staff login renewal started (the preview panel is shown). Put by sagas/previewRenewal.ts. */
    previewSessionStarted(state, action: PayloadAction<{ nextRenewalAt: number }>) {
      state.preview.status = 'active';
      state.preview.nextRenewalAt = action.payload.nextRenewalAt;
    },
    /** Logout, or the panel went away: renewal stopped. Put by sagas/previewRenewal.ts. */
    previewSessionEnded(state) {
      state.preview = initialState.preview;
    },
    previewRenewed(state, action: PayloadAction<{ ok: boolean; at: number; nextRenewalAt: number }>) {
      state.preview.status = 'active';
      state.preview.lastRenewalOk = action.payload.ok;
      state.preview.lastRenewalAt = action.payload.at;
      state.preview.nextRenewalAt = action.payload.nextRenewalAt;
    },
    previewRenewalPaused(state) {
      state.preview.status = 'paused';
      state.preview.nextRenewalAt = null;
    },
  },
  selectors: {
    selectLoginRenewal: (state) => state.loginRenewal,
    selectPreviewSession: (state) => state.preview,
  },
});

export const sessionActions = sessionSlice.actions;
// Injected into partsRoot: a slice the store does not hold reads as its initial state (config/partsRoot.ts).
const sessionSelectors = sessionSlice.injectInto(partsRoot).getSelectors(stateAt<SessionState>(sessionSlice.reducerPath));
// Typed as the parts' other selectors are: inferred, their declarations would name reselect's
// Selector, a package hosts do not depend on themselves.
export const selectLoginRenewal: (rootState: unknown) => LoginRenewalState = sessionSelectors.selectLoginRenewal;
export const selectPreviewSession: (rootState: unknown) => PreviewSessionState = sessionSelectors.selectPreviewSession;
