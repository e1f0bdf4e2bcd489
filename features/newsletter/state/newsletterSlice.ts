import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { shopPartsApi, type CustomerBaseData, type SubmitResult } from '../../../api';
import { sliceStateOrInitial } from '../../../config';
import { submitNewsletterSignUp } from './submitSignUp';

export type PrefillStatus = 'none' | 'loading' | 'loaded' | 'failed';

/**
 * The newsletter sign-up's state, serializable so Redux DevTools shows each step. One sign-up form
 * per page is assumed: two mounted forms would share it.
 */
export interface NewsletterState {
  /** The last submit's result; null until a submit ends (docs/behaviour.md, "Newsletter": "the result starts unset"). */
  result: SubmitResult | null;
  /** The address a successful sign-up used: the success text names it. */
  confirmedEmail: string | null;
  /** A create-subscriber request is out. */
  submitting: boolean;
  /** Finished submits; the error bar is keyed by it, so a repeated error is announced again. */
  submitCount: number;
  /** Customer base data for a visitor with a LoginToken cookie. */
  prefill: { status: PrefillStatus; customer: CustomerBaseData | null };
  /** The invalid double-opt-in link bar is shown. */
  doiErrorShown: boolean;
  /** Increments after every successful submit: the form is keyed by it, so it starts afresh. */
  formKey: number;
}

const initialState: NewsletterState = {
  result: null,
  confirmedEmail: null,
  submitting: false,
  submitCount: 0,
  prefill: { status: 'none', customer: null },
  doiErrorShown: false,
  formKey: 0,
};

function succeeded(state: NewsletterState, email: string) {
  state.result = 'SUCCESS';
  state.confirmedEmail = email.trim();
  state.formKey += 1;
}

export const newsletterSlice = createSlice({
  name: 'shopParts/newsletter',
  reducerPath: 'shopPartsNewsletter',
  initialState,
  reducers: {
    /** The form mounted with (or without) the invalid-link flag. */
    doiLinkInvalidReported(state, action: PayloadAction<boolean>) {
      state.doiErrorShown = action.payload;
    },
    /** The visitor focused the e-mail field: the invalid-link bar goes. */
    doiErrorDismissed(state) {
      state.doiErrorShown = false;
    },
    /** The honeypot was filled: a bot sees success and no call goes out. */
    botSignUpAccepted(state, action: PayloadAction<{ email: string }>) {
      succeeded(state, action.payload.email);
    },
  },
  extraReducers: (builder) => {
    builder
      // The last result stays until the new one arrives: an error bar that vanished at the click
      // would shift the page.
      .addCase(submitNewsletterSignUp.pending, (state) => {
        state.submitting = true;
      })
      .addCase(submitNewsletterSignUp.fulfilled, (state, action) => {
        state.submitting = false;
        state.submitCount += 1;
        if (action.payload === 'SUCCESS') succeeded(state, action.meta.arg.email);
        else state.result = action.payload;
      })
      .addCase(submitNewsletterSignUp.rejected, (state, action) => {
        // A condition-rejected dispatch (a second click while busy) changes nothing.
        if (action.meta.condition) return;
        state.submitting = false;
        state.submitCount += 1;
        state.result = 'ERROR_GENERIC';
      })
      .addMatcher(shopPartsApi.endpoints.getCustomerBaseData.matchPending, (state) => {
        state.prefill.status = 'loading';
      })
      .addMatcher(shopPartsApi.endpoints.getCustomerBaseData.matchFulfilled, (state, action) => {
        state.prefill = { status: 'loaded', customer: action.payload };
      })
      .addMatcher(shopPartsApi.endpoints.getCustomerBaseData.matchRejected, (state, action) => {
        // A condition-rejected query (already cached) leaves the loaded data alone.
        if (action.meta.condition) return;
        state.prefill = { status: 'failed', customer: null };
      });
  },
  selectors: {
    selectNewsletterResult: (state) => state.result,
    selectConfirmedEmail: (state) => state.confirmedEmail,
    selectSubmitting: (state) => state.submitting,
    selectSubmitCount: (state) => state.submitCount,
    selectPrefill: (state) => state.prefill,
    selectDoiErrorShown: (state) => state.doiErrorShown,
    selectFormKey: (state) => state.formKey,
  },
});

export const newsletterActions = newsletterSlice.actions;
// Through sliceStateOrInitial: an uninjected slice reads as its initial state (docs/behaviour.md, "DevTools").
export const { selectNewsletterResult, selectConfirmedEmail, selectSubmitting, selectSubmitCount, selectPrefill, selectDoiErrorShown, selectFormKey } =
  newsletterSlice.getSelectors(sliceStateOrInitial(newsletterSlice));
export type NewsletterRootState = { [newsletterSlice.reducerPath]: NewsletterState };
