/** What the sign-up sends (api/newsletterFields.ts decides which fields) and how its error answer reads. */
import { httpStatusOf, type ServiceError } from '../baseQuery';
import { newsletterFieldsWhere, type NewsletterField } from '../newsletterFields';
import { NEWSLETTER_ERROR_EMAIL_INVALID, type CreateSubscriberRequest, type NewsletterSignUp, type SubmitResult } from '../types';
import { asRecord } from './parse';

export const DEFAULT_ORIGIN = 'onsite';
export const DEFAULT_ORIGIN_ADDITION = 'subsite';

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
