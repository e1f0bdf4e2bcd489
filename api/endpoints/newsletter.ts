import type { ShopPartsEndpointBuilder } from '../builder';
import { paths } from '../paths';
import type { CustomerBaseData, NewsletterSignUp, Subscriber, SubmitResult, UpdateSubscriberRequest } from '../types';

/** The answers' readers: loaded when a logged-in customer's prefill (or a subscriber) is first asked for. */
const answers = () => import('./newsletterAnswers');

/**
 * The sign-up's request body and answer: in the form's own chunk (useSignUpForm imports the module
 * for its origin defaults), so a submit never waits for it, and no page without the form loads it.
 */
const request = () => import('./newsletterRequest');

export const newsletterEndpoints = (build: ShopPartsEndpointBuilder) => ({
  /**
   * Resolves with the spec's submit result; a failed call is ERROR_INVALID_EMAIL or ERROR_GENERIC,
   * never a thrown error. A filled honeypot is answered SUCCESS with no call.
   */
  createSubscriber: build.mutation<SubmitResult, NewsletterSignUp>({
    queryFn: async (signUp, _api, _extra, baseQuery) => {
      if (signUp.honeypot) return { data: 'SUCCESS' };
      const { newsletterErrorResult, toCreateSubscriberRequest } = await request();
      const result = await baseQuery({
        path: ({ spa }) => paths.newsletterSubscribers(spa),
        method: 'POST',
        body: toCreateSubscriberRequest(signUp),
      });
      return { data: result.error ? newsletterErrorResult(result.error) : 'SUCCESS' };
    },
  }),
  getCustomerBaseData: build.query<CustomerBaseData, void>({
    query: () => ({ path: paths.customerBaseData, loginToken: true, credentials: 'include' }),
    transformResponse: async (body: unknown) => (await answers()).toCustomerBaseData(body),
  }),
  /** Defined by the service, unused by the form. */
  getSubscriber: build.query<Subscriber, string>({
    query: (token) => ({ path: ({ spa }) => paths.newsletterSubscriber(spa, token) }),
    transformResponse: async (body: unknown) => (await answers()).toSubscriber(body),
    providesTags: (_result, _error, token) => [{ type: 'Subscriber', id: token }],
  }),
  /** Defined by the service, unused by the form: confirms the double opt-in. */
  confirmSubscriberDoi: build.mutation<null, string>({
    query: (token) => ({ path: ({ spa }) => paths.newsletterSubscriberDoi(spa, token), method: 'PUT' }),
    transformResponse: () => null,
    invalidatesTags: (_result, _error, token) => [{ type: 'Subscriber', id: token }],
  }),
  /** Defined by the service, unused by the form. */
  updateSubscriber: build.mutation<null, { token: string; update: UpdateSubscriberRequest }>({
    query: ({ token, update }) => ({ path: ({ spa }) => paths.newsletterSubscriber(spa, token), method: 'PUT', body: update }),
    transformResponse: () => null,
    invalidatesTags: (_result, _error, { token }) => [{ type: 'Subscriber', id: token }],
  }),
});
