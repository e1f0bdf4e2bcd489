export { sessionSlice, sessionActions, selectLoginRenewal, selectPreviewSession } from './state/sessionSlice';
export type { SessionState, LoginRenewalState, LoginRenewalStatus, PreviewSessionState, PauseReason } from './state/sessionSlice';
