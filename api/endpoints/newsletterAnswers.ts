/**
 * The newsletter service's answers read field by field (api/newsletterFields.ts): never trusting
 * their shape. The service fakes store and answer through the same readers.
 */
import { NEWSLETTER_FIELDS, newsletterFieldsWhere, type FieldValueKinds, type NewsletterField, type SubscriberDetails } from '../newsletterFields';
import { SALUTATIONS, type ConsentValue } from '../newsletterFields';
import type { CustomerBaseData, Subscriber } from '../types';
import { asRecord, asString, asStringArray } from './parse';

const CUSTOMER_FIELDS = newsletterFieldsWhere('customer', ['prefilled', 'masterData', 'held']);
const DETAIL_FIELDS = newsletterFieldsWhere('sent', ['ifFilled']);

function toConsents(value: unknown): ConsentValue[] {
  return asStringArray(value).filter((consent): consent is ConsentValue => consent === 'DNE');
}

/** Each kind of field value read from a service answer: anything else becomes the kind's empty value. */
const READ_VALUE: { [Kind in keyof FieldValueKinds]: (value: unknown) => FieldValueKinds[Kind] } = {
  text: asString,
  salutation: (value) => SALUTATIONS.find((salutation) => salutation === value) ?? '',
  consents: toConsents,
  legals: (value) => asStringArray(value).filter((legal): legal is 'NEWSLETTER' => legal === 'NEWSLETTER'),
};

function readField(record: Record<string, unknown>, field: NewsletterField): unknown {
  return READ_VALUE[NEWSLETTER_FIELDS[field].value](record[field]);
}

/** The customer's fields (api/newsletterFields.ts), each read by its kind. */
export function toCustomerBaseData(response: unknown): CustomerBaseData {
  const record = asRecord(response) ?? {};
  return Object.fromEntries(CUSTOMER_FIELDS.map((field) => [field, readField(record, field)])) as CustomerBaseData;
}

/** The subscriber details a service answer holds: each optional sent field, left out when empty. */
export function toSubscriberDetails(record: Record<string, unknown>): SubscriberDetails {
  const details: Record<string, unknown> = {};
  for (const field of DETAIL_FIELDS) {
    const value = readField(record, field);
    if (value !== '') details[field] = value;
  }
  return details;
}

export function toSubscriber(response: unknown): Subscriber {
  const record = asRecord(response) ?? {};
  return {
    subscriberToken: asString(record.subscriberToken),
    email: asString(record.email),
    status: asString(record.status),
    ...toSubscriberDetails(record),
    consents: toConsents(record.consents),
    interests: asStringArray(record.interests) as Subscriber['interests'],
  };
}
