import type { ConsentValue, CustomerBaseData, LegalValue, NewsletterSignUp, Salutation } from '../../../api';

/** The sign-up form's values (docs/behaviour.md, "Newsletter"). */
export interface NewsletterFormValues {
  email: string;
  salutation: Salutation | '';
  firstName: string;
  lastName: string;
  consents: ConsentValue[];
  legals: LegalValue[];
}

/** The fields a visitor types into or chooses, in the order they appear (the focus order after a failed submit). */
export const FIELD_ORDER = ['email', 'salutation', 'firstName', 'lastName', 'consents', 'legals'] as const;
export type NewsletterField = (typeof FIELD_ORDER)[number];

/** Salutation and names: the fields a rule may disable (AT, HU, TR). */
export const PERSONAL_FIELDS = ['salutation', 'firstName', 'lastName'] as const;
export type PersonalField = (typeof PERSONAL_FIELDS)[number];

export const EMPTY_VALUES: NewsletterFormValues = {
  email: '',
  salutation: '',
  firstName: '',
  lastName: '',
  consents: [],
  legals: [],
};

/**
 * The values a prefilled customer starts with. Held consents are not ticked boxes: a held DNE
 * consent hides its box instead (docs/behaviour.md, "Newsletter").
 */
export function valuesFromCustomer(customer: CustomerBaseData): NewsletterFormValues {
  return { ...EMPTY_VALUES, email: customer.email, salutation: customer.salutation, firstName: customer.firstName, lastName: customer.lastName };
}

export interface SignUpOptions {
  /** Consents the customer already holds: stripped from the submit. */
  heldConsents: readonly ConsentValue[];
  /** Disabled fields are not sent (they are empty by the rule that disables them). */
  disabledFields: readonly PersonalField[];
  origin?: string;
  originAddition?: string;
}

/** What the api gets from the form: held consents stripped, disabled fields left out, origins passed on. */
export function toSignUp(values: NewsletterFormValues, options: SignUpOptions): NewsletterSignUp {
  const enabled = (field: PersonalField) => !options.disabledFields.includes(field);
  const signUp: NewsletterSignUp = {
    email: values.email,
    consents: values.consents.filter((consent) => !options.heldConsents.includes(consent)),
  };
  if (enabled('salutation')) signUp.salutation = values.salutation;
  if (enabled('firstName')) signUp.firstName = values.firstName;
  if (enabled('lastName')) signUp.lastName = values.lastName;
  if (options.origin) signUp.origin = options.origin;
  if (options.originAddition) signUp.originAddition = options.originAddition;
  return signUp;
}
