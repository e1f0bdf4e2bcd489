import { httpStatusOf, type ServiceError } from '../baseQuery';
import type { ShopPartsEndpointBuilder } from '../builder';
import { paths } from '../paths';
import {
  NEWSLETTER_ERROR_EMAIL_INVALID,
  SALUTATIONS,
  type ConsentValue,
  type CreateSubscriberRequest,
  type CustomerBaseData,
  type NewsletterSignUp,
  type Subscriber,
  type SubmitResult,
  type UpdateSubscriberRequest,
} from '../types';
import { asRecord, asString, asStringArray } from './parse';

export const DEFAULT_ORIGIN = 'onsite';
export const DEFAULT_ORIGIN_ADDITION = 'subsite';

/** The create-subscriber body: empty salutation and names are omitted, origin defaults applied. */
export function toCreateSubscriberRequest(signUp: NewsletterSignUp): CreateSubscriberRequest {
  const request: CreateSubscriberRequest = {
    email: signUp.email.trim(),
    consents: signUp.consents ?? [],
    origin: signUp.origin || DEFAULT_ORIGIN,
    originAddition: signUp.originAddition || DEFAULT_ORIGIN_ADDITION,
  };
  if (signUp.salutation) request.salutation = signUp.salutation;
  if (signUp.firstName?.trim()) request.firstName = signUp.firstName.trim();
  if (signUp.lastName?.trim()) request.lastName = signUp.lastName.trim();
  return request;
}

/** Only the error body's `type` is read: the e-mail type means an invalid address, anything else is generic. */
export function newsletterErrorResult(error: ServiceError): SubmitResult {
  const type = httpStatusOf(error) !== undefined ? asRecord('data' in error ? error.data : undefined)?.type : undefined;
  return type === NEWSLETTER_ERROR_EMAIL_INVALID ? 'ERROR_INVALID_EMAIL' : 'ERROR_GENERIC';
}

function toConsents(value: unknown): ConsentValue[] {
  return asStringArray(value).filter((consent): consent is ConsentValue => consent === 'DNE');
}

function toSalutation(value: unknown): CustomerBaseData['salutation'] {
  return SALUTATIONS.find((salutation) => salutation === value) ?? '';
}

export function toCustomerBaseData(response: unknown): CustomerBaseData {
  const record = asRecord(response) ?? {};
  return {
    email: asString(record.email),
    salutation: toSalutation(record.salutation),
    firstName: asString(record.firstName),
    lastName: asString(record.lastName),
    consents: toConsents(record.consents),
  };
}

function toSubscriber(response: unknown): Subscriber {
  const record = asRecord(response) ?? {};
  const salutation = toSalutation(record.salutation);
  return {
    subscriberToken: asString(record.subscriberToken),
    email: asString(record.email),
    status: asString(record.status),
    ...(salutation ? { salutation } : {}),
    ...(asString(record.firstName) ? { firstName: asString(record.firstName) } : {}),
    ...(asString(record.lastName) ? { lastName: asString(record.lastName) } : {}),
    consents: toConsents(record.consents),
    interests: asStringArray(record.interests) as Subscriber['interests'],
  };
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
    transformResponse: toCustomerBaseData,
  }),
  /** Defined by the service, unused by the form. */
  getSubscriber: build.query<Subscriber, string>({
    query: (token) => ({ path: ({ spa }) => paths.newsletterSubscriber(spa, token) }),
    transformResponse: toSubscriber,
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
