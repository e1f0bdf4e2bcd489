/** The salutations the form offers and the service takes. */
export type Salutation = 'MR' | 'MRS' | 'COMPANY' | 'DIVERS';
export const SALUTATIONS: readonly Salutation[] = ['MR', 'MRS', 'COMPANY', 'DIVERS'];

/** DNE: personalised offers. */
export type ConsentValue = 'DNE';

/**
 * The newsletter sign-up's fields, each once, in the form's order (docs/behaviour.md, "Newsletter"):
 * the value it holds; whether the create-subscriber request sends it always, only when filled
 * (text trimmed) or never; and what the customer's base data says about it: prefilled into the
 * form, master data (prefilled, and in AT, HU and TR disabled when the customer's is empty), held
 * (read, never prefilled: a held consent hides its box), or nothing. The request, customer and
 * subscriber types derive from it.
 */
export interface NewsletterFields {
  email: { value: string; sent: 'always'; customer: 'prefilled' };
  salutation: { value: Salutation | ''; sent: 'ifFilled'; customer: 'masterData' };
  firstName: { value: string; sent: 'ifFilled'; customer: 'masterData' };
  lastName: { value: string; sent: 'ifFilled'; customer: 'masterData' };
  /** Personalised offers (DNE). */
  consents: { value: ConsentValue[]; sent: 'always'; customer: 'held' };
  /** TR: the newsletter consent, a condition of the sign-up, not a value of it. */
  legals: { value: 'NEWSLETTER'[]; sent: false; customer: false };
}

/** The details a subscriber may give besides the address and consents (the fields sent only when filled). */
export type SubscriberDetails = {
  [Field in keyof NewsletterFields as NewsletterFields[Field]['sent'] extends 'ifFilled' ? Field : never]?: Exclude<NewsletterFields[Field]['value'], ''>;
};

/** The kinds of value a field holds: each has its empty value (EMPTY_VALUE_OF) and its reader of the service's answers (endpoints/newsletterAnswers.ts). */
export interface FieldValueKinds {
  text: string;
  salutation: Salutation | '';
  consents: ConsentValue[];
  legals: 'NEWSLETTER'[];
}

type KindOf<Value> = { [Kind in keyof FieldValueKinds]: [FieldValueKinds[Kind]] extends [Value] ? ([Value] extends [FieldValueKinds[Kind]] ? Kind : never) : never }[keyof FieldValueKinds];

/** A field at run time: the kind of its value, and what NewsletterFields says of it. */
type FieldSpec<Field extends NewsletterField> = { value: KindOf<NewsletterFields[Field]['value']>; sent: NewsletterFields[Field]['sent']; customer: NewsletterFields[Field]['customer'] };
export interface NewsletterFieldSpec {
  value: keyof FieldValueKinds;
  sent: 'always' | 'ifFilled' | false;
  customer: 'prefilled' | 'masterData' | 'held' | false;
}

/** NewsletterFields at run time, in the form's order: tsc holds the two to the same fields and flags. */
export const NEWSLETTER_FIELDS: { [Field in NewsletterField]: FieldSpec<Field> } = {
  email: { value: 'text', sent: 'always', customer: 'prefilled' },
  salutation: { value: 'salutation', sent: 'ifFilled', customer: 'masterData' },
  firstName: { value: 'text', sent: 'ifFilled', customer: 'masterData' },
  lastName: { value: 'text', sent: 'ifFilled', customer: 'masterData' },
  consents: { value: 'consents', sent: 'always', customer: 'held' },
  legals: { value: 'legals', sent: false, customer: false },
};

export type NewsletterField = keyof NewsletterFields;

/** Every field's value as the form holds it. */
export type NewsletterFieldValues = { [Field in NewsletterField]: NewsletterFields[Field]['value'] };

const EMPTY_VALUE_OF: { [Kind in keyof FieldValueKinds]: () => FieldValueKinds[Kind] } = {
  text: () => '',
  salutation: () => '',
  consents: () => [],
  legals: () => [],
};

/** The form order. */
export const NEWSLETTER_FIELD_ORDER = Object.keys(NEWSLETTER_FIELDS) as NewsletterField[];

/** The fields whose spec says `key: one of values`, in the form's order. */
export function newsletterFieldsWhere<Key extends keyof NewsletterFieldSpec>(key: Key, values: readonly NewsletterFieldSpec[Key][]): NewsletterField[] {
  return NEWSLETTER_FIELD_ORDER.filter((field) => values.includes(NEWSLETTER_FIELDS[field][key]));
}

/** A new form's values, every field empty. */
export function emptyNewsletterValues(): NewsletterFieldValues {
  return Object.fromEntries(NEWSLETTER_FIELD_ORDER.map((field) => [field, EMPTY_VALUE_OF[NEWSLETTER_FIELDS[field].value]()])) as NewsletterFieldValues;
}
