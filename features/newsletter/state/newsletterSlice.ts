import { createSlice } from '@reduxjs/toolkit';
import { shopPartsApi } from '../../../api';
import { partsRoot, stateAt } from '../../../config';
import { SIGN_UP_REQUEST_KEY } from './signUpRequest';

/**
 * What the newsletter sign-up keeps besides RTK Query's own state (the sign-up request and the
 * customer base data are the api's: state/signUpRequest.ts), serializable so Redux DevTools shows
 * each step. One sign-up form per page is assumed: two mounted forms would share it.
 */
export interface NewsletterState {
  /** The address a successful sign-up used: the success text names it (RTK Query keeps no argument of a fixed-key mutation). */
  confirmedEmail: string | null;
  /**
   * The visitor dismissed the invalid double-opt-in link bar (by focusing the e-mail field). Whether
   * the visitor came from such a link is the host's `doiLinkInvalid` prop, read at render; only
   * what the visitor did is kept here, so mounting the form dispatches nothing.
   */
  doiErrorDismissed: boolean;
}

const initialState: NewsletterState = {
  confirmedEmail: null,
  doiErrorDismissed: false,
};

export const newsletterSlice = createSlice({
  name: 'shopParts/newsletter',
  reducerPath: 'shopPartsNewsletter',
  initialState,
  reducers: {
    /** The visitor focused the e-mail field: the invalid-link bar goes. */
    doiErrorDismissed(state) {
      state.doiErrorDismissed = true;
    },
  },
  extraReducers: (builder) => {
    builder.addMatcher(shopPartsApi.endpoints.createSubscriber.matchFulfilled, (state, action) => {
      if (action.meta.arg.fixedCacheKey === SIGN_UP_REQUEST_KEY && action.payload === 'SUCCESS') state.confirmedEmail = action.meta.arg.originalArgs.email.trim();
    });
  },
  selectors: {
    selectConfirmedEmail: (state) => state.confirmedEmail,
    selectDoiErrorDismissed: (state) => state.doiErrorDismissed,
  },
});

export const newsletterActions = newsletterSlice.actions;
// Injected into partsRoot: a slice the store does not hold reads as its initial state (config/partsRoot.ts).
export const { selectConfirmedEmail, selectDoiErrorDismissed } = newsletterSlice.injectInto(partsRoot).getSelectors(stateAt<NewsletterState>(newsletterSlice.reducerPath));
export type NewsletterRootState = { [newsletterSlice.reducerPath]: NewsletterState };
