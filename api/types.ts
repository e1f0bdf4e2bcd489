/** Request and response types of every service call (docs/behaviour.md, "Calls"). */

import type { ConsentValue, NewsletterFields, SubscriberDetails } from './newsletterFields';

export type InterestCategory =
  | 'WOMEN_FASHION' | 'MEN_FASHION' | 'SPORT' | 'LIVING_FURNITURE' | 'HOBBY' | 'KIDS' | 'KITCHEN'
  | 'SLEEPING' | 'DISCOUNTS' | 'COFFEE' | 'MOBILE' | 'LOYALTY_CARD' | 'STORE';
export type SubscriberOrigin = 'NEWSLETTER' | 'SHOPPING_CART';

export type SubmitResult = 'SUCCESS' | 'ERROR_GENERIC' | 'ERROR_INVALID_EMAIL';

/** Only these two values are named by the spec; any other string is passed through. */
export type NewsletterStatus = 'WAITING_FOR_DOI' | 'SUBSCRIBED' | (string & {});

/**
 * What the sign-up form hands to the api: the address and the other sent fields of the form
 * (api/newsletterFields.ts). Empty optional values are left out of the request.
 */
export type NewsletterSignUp = { email: string } & {
  [Field in keyof NewsletterFields as NewsletterFields[Field]['sent'] extends false ? never : Field]?: NewsletterFields[Field]['value'];
} & {
  origin?: string;
  originAddition?: string;
  /**
   * The form's bot trap (a field people never see). Filled, the sign-up is answered SUCCESS and
   * nothing is sent: the bot sees success (docs/behaviour.md, "Newsletter").
   */
  honeypot?: string;
};

/** The create-subscriber request body as sent: the sent fields (api/newsletterFields.ts) and the origins. */
export type CreateSubscriberRequest = SubscriberDetails & {
  [Field in keyof NewsletterFields as NewsletterFields[Field]['sent'] extends 'always' ? Field : never]: NewsletterFields[Field]['value'];
} & {
  origin: string;
  originAddition: string;
};

export const NEWSLETTER_ERROR_EMAIL_INVALID = 'urn:newsletter:email_invalid';

/** The customer's base data: the fields api/newsletterFields.ts reads from the customer. */
export type CustomerBaseData = {
  [Field in keyof NewsletterFields as NewsletterFields[Field]['customer'] extends false ? never : Field]: NewsletterFields[Field]['value'];
};

/** A subscriber as the service holds one: the details are the optional sent fields (api/newsletterFields.ts). */
export type Subscriber = SubscriberDetails & {
  subscriberToken: string;
  email: string;
  status: NewsletterStatus;
  consents: ConsentValue[];
  interests: InterestCategory[];
};

export type UpdateSubscriberRequest = SubscriberDetails & {
  consents?: ConsentValue[];
  interests?: InterestCategory[];
  origin?: SubscriberOrigin;
};

export interface CustomerFrontendData {
  /** psdata's nl_status; null when the customer has none or is anonymous. */
  newsletterStatus: NewsletterStatus | null;
}

export interface AbTestGroup {
  name: string;
}
export interface AbTest {
  name: string;
  groups: AbTestGroup[];
}

export type PreviewStatus = 'SUCCESS' | 'BAD_REQUEST' | 'INTERNAL_ERROR' | 'UNAUTHORIZED';
export const PREVIEW_STATUSES: readonly PreviewStatus[] = ['SUCCESS', 'BAD_REQUEST', 'INTERNAL_ERROR', 'UNAUTHORIZED'];

/** The staff login renewal's answer: accepted, the login is gone (401/403), or any other failure. */
export type PreviewRenewalResult = 'OK' | 'UNAUTHORIZED' | 'ERROR';

export interface PreviewSettingsRequest {
  /** ISO date-time the shop is previewed at. */
  previewDateTime: string;
  test?: string;
  group?: string;
}

export interface PreviewAuth {
  status: PreviewStatus;
  dateTime: string | null;
  abTestName: string | null;
  abTestGroup: string | null;
}

export type LoginResult = 'SUCCESS' | 'UNAUTHORIZED' | 'SERVICE_UNAVAILABLE';

/** The spec does not show the login body; these are the fields the fakes understand. */
export interface LoginRequest {
  email: string;
  password: string;
  /** Also issue a long-term ("stay logged in") token. */
  longTerm?: boolean;
}

/** Token renewal outcomes (docs/behaviour.md, "Errors and console messages"). The api answers the first three and UNKNOWN/EXPIRED; NOT_DUE is the saga's. */
export type TokenRenewalOutcome = 'RENEWED' | 'OK' | 'SERVER_ERROR' | 'UNKNOWN' | 'NOT_DUE' | 'EXPIRED';
