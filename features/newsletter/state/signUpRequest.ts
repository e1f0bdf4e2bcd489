import { shopPartsApi, type ShopPartsApiState, type SubmitResult } from '../../../api';

/**
 * The sign-up request's one state: RTK Query's own entry for the create-subscriber mutation under
 * this fixed cache key, `state.shopPartsApi.mutations['shopParts/newsletterSignUp']` in DevTools
 * (docs/guides/redux-devtools.md). Nothing copies it: submitting, the result and the error bar read
 * it through the mutation hook's own result.
 */
export const SIGN_UP_REQUEST_KEY = 'shopParts/newsletterSignUp';

/** The mutation's trigger and state, shared by every component that asks for it. */
export function useSignUpRequest() {
  return shopPartsApi.useCreateSubscriberMutation({ fixedCacheKey: SIGN_UP_REQUEST_KEY });
}

/** A store's state with the api's (the state RTK Query's selectors read). */
type StateWithApi = { shopPartsApi: ShopPartsApiState };

/**
 * RTK Query's selector of the request's entry (status `uninitialized` before the first submit).
 * Typed by hand: the inferred type names RTK Query's `ApiRootState`, which @reduxjs/toolkit 2.5
 * (the peer range's floor) does not have, and a host's strict type check of our declarations failed.
 */
export const selectSignUpRequest: (state: StateWithApi) => SignUpRequestState = shopPartsApi.endpoints.createSubscriber.select({ fixedCacheKey: SIGN_UP_REQUEST_KEY, requestId: undefined });

/** The fields of the request's entry the form reads, from the hook's result or the selector (RTK Query's status flags). */
export interface SignUpRequestState {
  isLoading: boolean;
  isSuccess: boolean;
  isError: boolean;
  data?: SubmitResult;
  requestId?: string;
}

/**
 * The finished request's result, null while none has finished or one is out. A request that
 * failed without an answer (ejected, aborted) is a technical error, as the api's own failures are.
 */
export function resultOfSignUp(request: SignUpRequestState): SubmitResult | null {
  if (request.isSuccess) return request.data ?? null;
  return request.isError ? 'ERROR_GENERIC' : null;
}

/** The last finished submit's result in a store's state (DevTools and tests read it so). */
export const selectNewsletterResult = (state: StateWithApi): SubmitResult | null => resultOfSignUp(selectSignUpRequest(state));

/** A sign-up request is out. */
export const selectSubmitting = (state: StateWithApi): boolean => selectSignUpRequest(state).isLoading;
