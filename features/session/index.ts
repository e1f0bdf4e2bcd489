export { sessionSlice, sessionActions, selectLoginRenewal, selectPreviewSession } from './state/sessionSlice';
export type { SessionState } from './state/sessionSlice';
