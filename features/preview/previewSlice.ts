import { createSlice } from '@reduxjs/toolkit';

/** The staff preview panel's state (issue #6 fills it in). */
export interface PreviewState {
  panelHidden: boolean;
}

const initialState: PreviewState = { panelHidden: false };

export const previewSlice = createSlice({
  name: 'shopParts/preview',
  reducerPath: 'shopPartsPreview',
  initialState,
  reducers: {},
});
