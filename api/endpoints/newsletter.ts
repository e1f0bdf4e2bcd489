import { httpStatusOf, type ServiceError } from '../baseQuery';
import type { ShopPartsEndpointBuilder } from '../builder';
import { paths } from '../paths';
import { newsletterFieldsWhere, type NewsletterField } from '../newsletterFields';
import {
  NEWSLETTER_ERROR_EMAIL_INVALID,
  type CreateSubscriberRequest,
  type CustomerBaseData,
  type NewsletterSignUp,
  type Subscriber,
  type SubmitResult,
  type UpdateSubscriberRequest,
} from '../types';
import { asRecord } from './parse';

export const DEFAULT_ORIGIN = 'onsite';
export const DEFAULT_ORIGIN_ADDITION = 'subsite';

/** The answers' readers: loaded when a logged-in customer's prefill (or a subscriber) is first asked for. */
const answers = () => import('./newsletterAnswers');

const SENT_FIELDS = newsletterFieldsWhere('sent', ['always', 'ifFilled']);

/** A sent field's value as the request carries it: text trimmed; '' (nothing filled or chosen) left out. */
function sentValue(value: unknown): unknown {
  const sent = typeof value === 'string' ? value.trim() : value;
  return sent === '' ? undefined : sent;
}

/**
 * The create-subscriber body: every sent field (api/newsletterFields.ts) as sentValue makes it, an
 * empty one left out; the address and consents always; origin defaults applied.
 */
export function toCreateSubscriberRequest(signUp: NewsletterSignUp): CreateSubscriberRequest {
  const fields: Record<string, unknown> = {};
  const given: Partial<Record<NewsletterField, unknown>> = signUp;
  for (const field of SENT_FIELDS) {
    const value = sentValue(given[field]);
    if (value !== undefined) fields[field] = value;
  }
  return {
    ...(fields as Omit<CreateSubscriberRequest, 'origin' | 'originAddition'>),
    email: signUp.email.trim(),
    consents: signUp.consents ?? [],
    origin: signUp.origin || DEFAULT_ORIGIN,
    originAddition: signUp.originAddition || DEFAULT_ORIGIN_ADDITION,
  };
}

/** Only the error body's `type` is read: the e-mail type means an invalid address, anything else is generic. */
export function newsletterErrorResult(error: ServiceError): SubmitResult {
  const type = httpStatusOf(error) !== undefined ? asRecord('data' in error ? error.data : undefined)?.type : undefined;
  return type === NEWSLETTER_ERROR_EMAIL_INVALID ? 'ERROR_INVALID_EMAIL' : 'ERROR_GENERIC';
}

export const newsletterEndpoints = (build: ShopPartsEndpointBuilder) => ({
  /**
   * Resolves with the spec's submit result; a failed call is ERROR_INVALID_EMAIL or ERROR_GENERIC,
   * never a thrown error. A filled honeypot is answered SUCCESS with no call.
   */
  createSubscriber: build.mutation<SubmitResult, NewsletterSignUp>({
    queryFn: async (signUp, _api, _extra, baseQuery) => {
      if (signUp.honeypot) return { data: 'SUCCESS' };
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
