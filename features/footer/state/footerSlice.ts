import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sliceStateOrInitial } from '../../../config';
import type { Platform } from '../logic/platform';

/** What the footer shows and why, mirrored into the store so Redux DevTools shows it. */
export interface FooterState {
  platform: Platform;
  reduced: boolean;
  /** Ids of the open accordion panels. */
  openPanels: string[];
  newsletterVisible: boolean;
}

const initialState: FooterState = { platform: 'CLASSIC', reduced: false, openPanels: [], newsletterVisible: true };

export const footerSlice = createSlice({
  name: 'shopParts/footer',
  reducerPath: 'shopPartsFooter',
  initialState,
  reducers: {
    platformChanged(state, action: PayloadAction<Platform>) {
      state.platform = action.payload;
    },
    reducedModeChanged(state, action: PayloadAction<boolean>) {
      state.reduced = action.payload;
    },
    panelToggled(state, action: PayloadAction<string>) {
      const id = action.payload;
      state.openPanels = state.openPanels.includes(id) ? state.openPanels.filter((open) => open !== id) : [...state.openPanels, id];
    },
    newsletterVisibilityChanged(state, action: PayloadAction<boolean>) {
      state.newsletterVisible = action.payload;
    },
  },
  selectors: {
    selectFooterPlatform: (state) => state.platform,
    selectFooterReduced: (state) => state.reduced,
    selectOpenPanels: (state) => state.openPanels,
    /** One panel's state: a panel that subscribes to its own re-renders alone when toggled. */
    selectPanelOpen: (state, id: string) => state.openPanels.includes(id),
    selectNewsletterVisible: (state) => state.newsletterVisible,
  },
});

export const footerActions = footerSlice.actions;
// Through sliceStateOrInitial: an uninjected slice reads as its initial state (docs/behaviour.md, "DevTools").
export const { selectFooterPlatform, selectFooterReduced, selectOpenPanels, selectPanelOpen, selectNewsletterVisible } = footerSlice.getSelectors(
  sliceStateOrInitial(footerSlice),
);

/** The part of a host's state the footer's components read. */
export type FooterRootState = { [footerSlice.reducerPath]: FooterState };
