import type { ConsentValue, CustomerBaseData, NewsletterSignUp } from '../../../api';
import { definitionOf, FIELD_ORDER, type NewsletterField, type NewsletterFormValues } from './fields';

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

/** A field of the table ('consents' of a yup path 'consents[0]'). */
export function isFieldName(value: string): value is NewsletterField {
  return (FIELD_ORDER as readonly string[]).includes(value);
}
