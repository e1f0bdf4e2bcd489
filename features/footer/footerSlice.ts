import { createSlice } from '@reduxjs/toolkit';

/** The footer's state (issue #4 fills it in). */
export interface FooterState {
  openPanels: string[];
}

const initialState: FooterState = { openPanels: [] };

export const footerSlice = createSlice({
  name: 'shopParts/footer',
  reducerPath: 'shopPartsFooter',
  initialState,
  reducers: {},
});
