import { createAsyncThunk } from '@reduxjs/toolkit';
import { shopPartsApi, type NewsletterSignUp, type SubmitResult } from '../../../api';

interface SubmittingState {
  shopPartsNewsletter?: { submitting?: boolean };
}

/**
 * Sends one sign-up. The api never throws (it answers with a SubmitResult), so this resolves with
 * that result. While a request is out, a second dispatch is refused by `condition`: the store, not
 * only the button, guarantees one request at a time.
 */
export const submitNewsletterSignUp = createAsyncThunk<SubmitResult, NewsletterSignUp>(
  'shopParts/newsletter/submit',
  async (signUp, { dispatch }) => {
    try {
      return await dispatch(shopPartsApi.endpoints.createSubscriber.initiate(signUp, { track: false })).unwrap();
    } catch {
      return 'ERROR_GENERIC';
    }
  },
  { condition: (_signUp, { getState }) => (getState() as SubmittingState).shopPartsNewsletter?.submitting !== true },
);
