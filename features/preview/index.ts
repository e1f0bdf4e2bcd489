export { previewSlice, type PreviewState } from './previewSlice';
