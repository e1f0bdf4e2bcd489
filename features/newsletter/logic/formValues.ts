import { emptyNewsletterValues, NEWSLETTER_FIELD_ORDER, newsletterFieldsWhere, type ConsentValue, type CustomerBaseData, type NewsletterSignUp } from '../../../api';
import type { SiteCode } from '../../../config';
import { rulesFor } from '../content/siteRules';
// Types only: the schema and yup load with the validation chunk (resolver.ts), not with the form.
import type { NewsletterField, NewsletterFormValues } from './newsletterSchema';

/** A new form's values, from the definition. Typed by the schema: a definition value the schema's type does not take does not compile. */
export const EMPTY_VALUES: NewsletterFormValues = emptyNewsletterValues();

/** The fields in the form's order. */
export const FIELD_ORDER = NEWSLETTER_FIELD_ORDER;

/** Whether a name react-hook-form or yup reports is one of the form's fields. */
export function isNewsletterField(name: string | undefined): name is NewsletterField {
  return (FIELD_ORDER as readonly (string | undefined)[]).includes(name);
}

/**
 * The customer's master data among the fields (api/newsletterFields.ts): kept in the account, shown
 * prefilled. Held consents are not ticked boxes (a held DNE consent hides its box instead).
 */
const MASTER_DATA_FIELDS = newsletterFieldsWhere('customer', ['masterData']) as (keyof CustomerBaseData & NewsletterField)[];
const PREFILLED_FIELDS = newsletterFieldsWhere('customer', ['prefilled', 'masterData']) as (keyof CustomerBaseData & NewsletterField)[];

/** A prefilled customer's values: the address and the master data. */
export function valuesFromCustomer(customer: CustomerBaseData): NewsletterFormValues {
  return { ...EMPTY_VALUES, ...Object.fromEntries(PREFILLED_FIELDS.map((field) => [field, customer[field]])) };
}

/**
 * "Disabled if empty when shown" (docs/behaviour.md, "Newsletter"), read as: in AT, HU and TR a
 * prefilled customer's master-data fields that the customer data leaves empty are disabled. The
 * customer's master data is kept in the account there, not changed by a newsletter sign-up. Read
 * literally for anonymous visitors (all fields start empty), HU's required fields could never be
 * filled, so the rule only applies to prefilled customers; disabled fields are neither validated
 * (newsletterResolver) nor sent (react-hook-form leaves them out of the submitted values).
 */
export function disabledFieldsFor(site: SiteCode, customer: CustomerBaseData | null): NewsletterField[] {
  if (!customer || !rulesFor(site).disableEmptyPrefilledFields) return [];
  return MASTER_DATA_FIELDS.filter((field) => customer[field] === '');
}

export interface SignUpOptions {
  /** Consents the customer already holds: stripped from the submit. */
  heldConsents: readonly ConsentValue[];
  origin?: string;
  originAddition?: string;
}

/**
 * What the api gets from the submitted values (disabled fields are not among them): every field
 * as it is, but the TR consent (a condition of the sign-up, not a value of it) and the consents
 * the customer holds already; then the origins.
 */
export function toSignUp(values: Partial<NewsletterFormValues>, { heldConsents, origin, originAddition }: SignUpOptions): NewsletterSignUp {
  const { legals, consents = [], ...fields } = values;
  void legals;
  return {
    // The e-mail field is always sent; '' is only the type's floor.
    email: '',
    ...fields,
    consents: consents.filter((consent) => !heldConsents.includes(consent)),
    ...(origin ? { origin } : {}),
    ...(originAddition ? { originAddition } : {}),
  };
}
