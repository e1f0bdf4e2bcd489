/** Request and response types of every service call (docs/behaviour.md, "Calls"). */

export type Salutation = 'MR' | 'MRS' | 'COMPANY' | 'DIVERS';
export const SALUTATIONS: readonly Salutation[] = ['MR', 'MRS', 'COMPANY', 'DIVERS'];

/** DNE: personalised offers. */
export type ConsentValue = 'DNE';

export type InterestCategory =
  | 'WOMEN_FASHION' | 'MEN_FASHION' | 'SPORT' | 'LIVING_FURNITURE' | 'HOBBY' | 'KIDS' | 'KITCHEN'
  | 'SLEEPING' | 'DISCOUNTS' | 'COFFEE' | 'MOBILE' | 'LOYALTY_CARD' | 'STORE';
export type SubscriberOrigin = 'NEWSLETTER' | 'SHOPPING_CART';

export type SubmitResult = 'SUCCESS' | 'ERROR_GENERIC' | 'ERROR_INVALID_EMAIL';

/** Only these two values are named by the spec; any other string is passed through. */
export type NewsletterStatus = 'WAITING_FOR_DOI' | 'SUBSCRIBED' | (string & {});

/** What the sign-up form hands to the api. Empty optional values are left out of the request. */
export interface NewsletterSignUp {
  email: string;
  salutation?: Salutation | '';
  firstName?: string;
  lastName?: string;
  consents?: ConsentValue[];
  origin?: string;
  originAddition?: string;
  /**
   * The form's bot trap (a field people never see). Filled, the sign-up is answered SUCCESS and
   * nothing is sent: the bot sees success (docs/behaviour.md, "Newsletter").
   */
  honeypot?: string;
}

/** The create-subscriber request body as sent. */
export interface CreateSubscriberRequest {
  email: string;
  salutation?: Salutation;
  firstName?: string;
  lastName?: string;
  consents: ConsentValue[];
  origin: string;
  originAddition: string;
}

export const NEWSLETTER_ERROR_EMAIL_INVALID = 'urn:newsletter:email_invalid';

export interface CustomerBaseData {
  email: string;
  salutation: Salutation | '';
  firstName: string;
  lastName: string;
  consents: ConsentValue[];
}

export interface Subscriber {
  subscriberToken: string;
  email: string;
  status: NewsletterStatus;
  salutation?: Salutation;
  firstName?: string;
  lastName?: string;
  consents: ConsentValue[];
  interests: InterestCategory[];
}

export interface UpdateSubscriberRequest {
  salutation?: Salutation;
  firstName?: string;
  lastName?: string;
  consents?: ConsentValue[];
  interests?: InterestCategory[];
  origin?: SubscriberOrigin;
}

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
