import type { ConsentValue, CustomerBaseData, NewsletterSignUp } from '../../../api';
import type { SiteCode } from '../../../config';
import { rulesFor } from '../content/siteRules';
import { definitionOf, DISABLEABLE_FIELDS, FIELD_ORDER, type NewsletterField, type NewsletterFormValues } from './fields';

export { FIELD_ORDER, type NewsletterField, type NewsletterFormValues } from './fields';

/** Every field's value, built from the table by `valueOf`. */
export function valuesFrom(valueOf: <Field extends NewsletterField>(name: Field) => NewsletterFormValues[Field]): NewsletterFormValues {
  const values: Partial<Record<NewsletterField, unknown>> = {};
  for (const name of FIELD_ORDER) values[name] = valueOf(name);
  // Complete: the loop set every field of the table, each from its own definition.
  return values as NewsletterFormValues;
}

/** A new form's values. */
export const EMPTY_VALUES: NewsletterFormValues = valuesFrom((name) => definitionOf(name).empty);

/** An empty text or list. */
function isEmpty(value: unknown): boolean {
  return value === '' || (Array.isArray(value) && value.length === 0);
}

/**
 * The values with the customer's data in the fields that have a prefill rule and are still empty:
 * data that arrives late never overwrites what the visitor typed.
 */
export function withPrefill(values: NewsletterFormValues, customer: CustomerBaseData): NewsletterFormValues {
  return valuesFrom((name) => {
    const prefill = definitionOf(name).prefill;
    return prefill && isEmpty(values[name]) ? prefill(customer) : values[name];
  });
}

/** A prefilled customer's start values. */
export function valuesFromCustomer(customer: CustomerBaseData): NewsletterFormValues {
  return withPrefill(EMPTY_VALUES, customer);
}

/**
 * "Disabled if empty when shown" (docs/behaviour.md, "Newsletter"), read as: in AT, HU and TR a
 * prefilled customer's disableable fields (the table's salutation and names) that the customer
 * data leaves empty are disabled. The customer's master data is kept in the account there, not
 * changed by a newsletter sign-up. Read literally for anonymous visitors (all fields start empty),
 * HU's required fields could never be filled, so the rule only applies to prefilled customers;
 * disabled fields are neither validated nor sent.
 */
export function disabledFieldsFor(site: SiteCode, customer: CustomerBaseData | null): NewsletterField[] {
  if (!customer || !rulesFor(site).disableEmptyPrefilledFields) return [];
  return DISABLEABLE_FIELDS.filter((field) => isEmpty(definitionOf(field).prefill?.(customer) ?? ''));
}

export interface SignUpOptions {
  /** Consents the customer already holds: stripped from the submit. */
  heldConsents: readonly ConsentValue[];
  /** Disabled fields are not sent (they are empty by the rule that disables them). */
  disabledFields: readonly NewsletterField[];
  origin?: string;
  originAddition?: string;
}

/** What the api gets from the form: each enabled field as its table entry sends it, and the origins. */
export function toSignUp(values: NewsletterFormValues, options: SignUpOptions): NewsletterSignUp {
  const parts = FIELD_ORDER.filter((name) => !options.disabledFields.includes(name)).map((name) => definitionOf(name).send?.(values[name], options));
  // The e-mail field always sends its value; '' is only the type's floor.
  const signUp = parts.reduce<NewsletterSignUp>((built, part) => ({ ...built, ...part }), { email: '' });
  if (options.origin) signUp.origin = options.origin;
  if (options.originAddition) signUp.originAddition = options.originAddition;
  return signUp;
}
