import { SHOP_PARTS_API_PATH, shopPartsApi, type SubmitResult } from '../../../api';

/**
 * The sign-up request's one state: RTK Query's own entry for the create-subscriber mutation under
 * this fixed cache key, `state.shopPartsApi.mutations['shopParts/newsletterSignUp']` in DevTools
 * (docs/guides/redux-devtools.md). Nothing copies it: submitting, the result and the error bar read it.
 */
export const SIGN_UP_REQUEST_KEY = 'shopParts/newsletterSignUp';

/** The mutation's trigger and state, shared by every component that asks for it. */
export function useSignUpRequest() {
  return shopPartsApi.useCreateSubscriberMutation({ fixedCacheKey: SIGN_UP_REQUEST_KEY });
}

/** What RTK Query keeps for the request (its documented mutation sub-state, the fields read here). */
interface SignUpRequestEntry {
  status?: 'uninitialized' | 'pending' | 'fulfilled' | 'rejected';
  data?: SubmitResult;
  requestId?: string;
}

/** The entry, or undefined before the first submit and where the api is not in the store (not injected, a DevTools jump). */
function signUpRequest(rootState: unknown): SignUpRequestEntry | undefined {
  if (typeof rootState !== 'object' || rootState === null) return undefined;
  const apiState = (rootState as Record<string, { mutations?: Record<string, SignUpRequestEntry | undefined> } | undefined>)[SHOP_PARTS_API_PATH];
  return apiState?.mutations?.[SIGN_UP_REQUEST_KEY];
}

/** A sign-up request is out. */
export const selectSubmitting = (rootState: unknown): boolean => signUpRequest(rootState)?.status === 'pending';

/**
 * The last finished submit's result, null while none has finished or one is out. A request that
 * failed without an answer (ejected, aborted) is a technical error, as the api's own failures are.
 */
export function selectNewsletterResult(rootState: unknown): SubmitResult | null {
  const request = signUpRequest(rootState);
  if (request?.status === 'fulfilled') return request.data ?? null;
  return request?.status === 'rejected' ? 'ERROR_GENERIC' : null;
}

/** Names the request: a new one per submit (the error bar is keyed by it, so a repeated failure is announced again). */
export const selectSignUpRequestId = (rootState: unknown): string | undefined => signUpRequest(rootState)?.requestId;
