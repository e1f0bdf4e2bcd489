export { sessionSlice, sessionActions, selectLoginRenewal, selectPreviewSession } from './state/sessionSlice';
export type { SessionState, LoginRenewalState, LoginRenewalStatus, PauseReason, PreviewSessionState, PreviewSessionStatus } from './state/sessionSlice';
