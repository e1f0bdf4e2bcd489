// The staff preview panel. Only the slot and the slice are in the main bundle; the slot loads
// the panel itself on demand (never import './PreviewPanel' here).
export { previewSlice, previewActions, selectPanelHidden, selectPanelShown, selectSettingsOpen, selectApplyStatus } from './previewSlice';
export type { PreviewState, PreviewApplyStatus } from './previewSlice';
export { PreviewSlot } from './PreviewSlot';
