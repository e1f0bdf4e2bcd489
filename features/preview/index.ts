// The staff preview panel. Only the slot and the slice are in the main bundle; the slot loads
// the panel itself on demand (never import './components/PreviewPanel' here).
export {
  previewSlice,
  previewActions,
  selectPanelHidden,
  selectPanelShown,
  selectSettingsOpen,
  selectApplyStatus,
  selectStaffPreviewPage,
  selectPreviewAuth,
} from './state/previewSlice';
export type { PreviewState, PreviewApplyStatus } from './state/previewSlice';
export { StaffPanelSlot } from './components/StaffPanelSlot';
