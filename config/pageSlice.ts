import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Platform } from './platform';
import { partsRoot, stateAt } from './partsRoot';

/**
 * What the parts know of the page they are on: the route, which cookies are present (never their
 * values) and what the html element and the window say. It enters the store in one place, the
 * page observer saga (sagas/pageObserver.ts), which reads the page when the parts start and again
 * on navigation, resizes, attribute changes and cookie changes; a client router can also tell the
 * route (`routeChanged`, or ShopPartsProvider's `pathname`). Components and flows read it with
 * selectors only, so a remount, a second mount or a Redux DevTools jump reads what the store says
 * and dispatches nothing (docs/behaviour.md, "The store drives the parts").
 */
export interface PageState {
  /** False until the parts have read the page: on the server and before the sagas start. */
  observed: boolean;
  /** `location.pathname`, or what the host's router said last. */
  pathname: string | null;
  /** `<html data-platform>` when it names a platform (the apps set SMARTPHONE or TABLET). */
  platformAttribute: Platform | null;
  /** The platform the window's width gives (MATCH, TABLET or CLASSIC). */
  widthPlatform: Platform | null;
  /** `<html data-newsletter-form-hidden="true">`. */
  newsletterHiddenAttribute: boolean;
  /** A LoginToken cookie a header can carry is present. */
  loginCookie: boolean;
  /** A staff cookie (StaffAuthToken or CobraAuthToken) is present. */
  staffCookie: boolean;
  /** A cookie turns the reduced footer on (affiliateNumber, xc-app=new). */
  reducedCookie: boolean;
}

/** What the page observer reads; every field of the state but `observed`. */
export type PageFacts = Omit<PageState, 'observed'>;

const initialState: PageState = {
  observed: false,
  pathname: null,
  platformAttribute: null,
  widthPlatform: null,
  newsletterHiddenAttribute: false,
  loginCookie: false,
  staffCookie: false,
  reducedCookie: false,
};

export const pageSlice = createSlice({
  name: 'shopParts/page',
  reducerPath: 'shopPartsPage',
  initialState,
  reducers: {
    /** The page observer read the page; only the facts that changed are in the payload (all of them the first time). */
    pageObserved(state, action: PayloadAction<Partial<PageFacts>>) {
      Object.assign(state, action.payload);
      state.observed = true;
    },
    /** The host's router moved to another path (the observer also sees popstate and the Navigation API's navigations). */
    routeChanged(state, action: PayloadAction<string>) {
      state.pathname = action.payload;
    },
  },
  selectors: {
    selectPage: (state) => state,
    selectPathname: (state) => state.pathname,
    selectLoginCookie: (state) => state.loginCookie,
    selectStaffCookie: (state) => state.staffCookie,
    selectReducedCookie: (state) => state.reducedCookie,
    selectNewsletterHiddenAttribute: (state) => state.newsletterHiddenAttribute,
    /** The page's platform: data-platform wins, then the width; null until the page is read (render the server's). */
    selectObservedPlatform: (state): Platform | null => state.platformAttribute ?? state.widthPlatform,
  },
});

export const pageActions = pageSlice.actions;
export const { routeChanged } = pageSlice.actions;
/**
 * The page's selectors, each taking the host's root state. Stated rather than inferred: the
 * inferred type names reselect's Selector, a package hosts do not depend on themselves.
 */
export interface PageSelectors {
  selectPage: (rootState: unknown) => PageState;
  selectPathname: (rootState: unknown) => string | null;
  selectLoginCookie: (rootState: unknown) => boolean;
  selectStaffCookie: (rootState: unknown) => boolean;
  selectReducedCookie: (rootState: unknown) => boolean;
  selectNewsletterHiddenAttribute: (rootState: unknown) => boolean;
  selectObservedPlatform: (rootState: unknown) => Platform | null;
}

// Injected into partsRoot: a slice the store does not hold reads as its initial state (config/partsRoot.ts).
export const pageSelectors: PageSelectors = pageSlice.injectInto(partsRoot).getSelectors(stateAt<PageState>(pageSlice.reducerPath));
export const { selectPathname, selectLoginCookie, selectStaffCookie, selectReducedCookie, selectNewsletterHiddenAttribute, selectObservedPlatform } = pageSelectors;
