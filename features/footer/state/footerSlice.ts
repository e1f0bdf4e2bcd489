import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { cacheEntries } from '../../../api';
import { pageSelectors, partsRoot, stateAt, type Platform } from '../../../config';
import { isNewsletterHidden } from '../logic/pageConditions';

/** What a person did in the footer: the open accordion panels. What the page says is the page slice's (config/pageSlice.ts). */
export interface FooterState {
  /** Ids of the open accordion panels. */
  openPanels: string[];
}

const initialState: FooterState = { openPanels: [] };

export const footerSlice = createSlice({
  name: 'shopParts/footer',
  reducerPath: 'shopPartsFooter',
  initialState,
  reducers: {
    panelToggled(state, action: PayloadAction<string>) {
      const id = action.payload;
      state.openPanels = state.openPanels.includes(id) ? state.openPanels.filter((open) => open !== id) : [...state.openPanels, id];
    },
  },
  selectors: {
    selectOpenPanels: (state) => state.openPanels,
    /** One panel's state: a panel that subscribes to its own re-renders alone when toggled. */
    selectPanelOpen: (state, id: string) => state.openPanels.includes(id),
  },
});

export const footerActions = footerSlice.actions;
// Injected into partsRoot: a slice the store does not hold reads as its initial state (config/partsRoot.ts).
const footerSelectors = footerSlice.injectInto(partsRoot).getSelectors(stateAt<FooterState>(footerSlice.reducerPath));
// Typed as the parts' other selectors are: inferred, its declaration would name reselect's Selector,
// a package hosts do not depend on themselves.
export const selectOpenPanels: (rootState: unknown) => string[] = footerSelectors.selectOpenPanels;
export const { selectPanelOpen } = footerSelectors;

/** The footer's platform as the page says it; CLASSIC until the page is read (the footer renders its `platform` prop then). */
export const selectFooterPlatform = (rootState: unknown): Platform => pageSelectors.selectObservedPlatform(rootState) ?? 'CLASSIC';

/** A cookie turns the reduced footer on (the `reduced` prop is the host's own and is not in the store). */
export const selectFooterReduced = (rootState: unknown): boolean => pageSelectors.selectReducedCookie(rootState);

/**
 * Whether the footer shows the newsletter form: not hidden by the html attribute, and for a
 * logged-in customer only once psdata has answered with a status that does not hide it, so the
 * form does not appear and vanish again (docs/behaviour.md, "Footer").
 */
export function selectNewsletterVisible(rootState: unknown): boolean {
  if (pageSelectors.selectNewsletterHiddenAttribute(rootState)) return false;
  if (!pageSelectors.selectLoginCookie(rootState)) return true;
  const psdata = cacheEntries.customerFrontendData(rootState);
  if (psdata.isError) return true;
  if (!psdata.isSuccess) return false;
  return !isNewsletterHidden(null, psdata.data.newsletterStatus);
}

/** The part of a host's state the footer's components read. */
export type FooterRootState = { [footerSlice.reducerPath]: FooterState };
