export { sessionSlice, sessionActions, selectLoginRenewal, selectPreviewSession } from './sessionSlice';
export type { SessionState, LoginRenewalState, LoginRenewalStatus, PreviewSessionState, PauseReason } from './sessionSlice';
