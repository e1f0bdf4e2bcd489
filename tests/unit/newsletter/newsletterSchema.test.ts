import type { CustomerBaseData } from '../../../api';
import { toCreateSubscriberRequest } from '../../../api/endpoints/newsletterRequest';
import { toCustomerBaseData } from '../../../api/endpoints/newsletterAnswers';
import { NEWSLETTER_FIELDS, newsletterFieldsWhere } from '../../../api/newsletterFields';
import { disabledFieldsFor, toSignUp, valuesFromCustomer } from '../../../features/newsletter/logic/formValues';
import { EMPTY_VALUES, FIELD_ORDER, validateNewsletter, type NewsletterFormValues } from '../../../features/newsletter/logic/validation';
import { validateField } from './validate';

// The newsletter form's one yup schema (docs/behaviour.md, "Newsletter") and what is derived from
// it: the form's order, the values' type, the request.

const CUSTOMER: CustomerBaseData = { email: 'anna@example.test', salutation: 'MRS', firstName: 'Anna', lastName: 'Schmidt', consents: ['DNE'] };

describe('the schema', () => {
  it('is the form order and the empty form', () => {
    expect(FIELD_ORDER).toEqual(['email', 'salutation', 'firstName', 'lastName', 'consents', 'legals']);
    expect(Object.keys(EMPTY_VALUES)).toEqual(FIELD_ORDER);
    expect(EMPTY_VALUES).toEqual({ email: '', salutation: '', firstName: '', lastName: '', consents: [], legals: [] });
  });

  it('prefills the address and the master data, never a consent', () => {
    expect(valuesFromCustomer(CUSTOMER)).toEqual({ email: 'anna@example.test', salutation: 'MRS', firstName: 'Anna', lastName: 'Schmidt', consents: [], legals: [] });
  });

  it('disables the master data a prefilled customer lacks, only in AT, HU and TR', () => {
    const partial = { ...CUSTOMER, salutation: '' as const, lastName: '' };
    expect(disabledFieldsFor('HU', partial)).toEqual(['salutation', 'lastName']);
    expect(disabledFieldsFor('AT', { ...CUSTOMER, email: '', firstName: '' })).toEqual(['firstName']);
    expect(disabledFieldsFor('DE', partial)).toEqual([]);
    expect(disabledFieldsFor('TR', null)).toEqual([]);
  });

  it('sends every submitted field: held consents stripped, the TR consent left out, the origins added', () => {
    const values = { email: 'a@example.test', salutation: 'MR' as const, firstName: 'Al', lastName: '', consents: ['DNE' as const], legals: ['NEWSLETTER' as const] };
    expect(toSignUp(values, { heldConsents: [], origin: 'footer' })).toEqual({
      email: 'a@example.test',
      salutation: 'MR',
      firstName: 'Al',
      lastName: '',
      consents: ['DNE'],
      origin: 'footer',
    });
    // Disabled fields are not among the submitted values (react-hook-form leaves them out).
    expect(toSignUp({ email: 'a@example.test', firstName: 'Al', consents: ['DNE'], legals: [] }, { heldConsents: ['DNE'] })).toEqual({ email: 'a@example.test', firstName: 'Al', consents: [] });
  });

  it('puts every sent field into the create-subscriber request: a new field missing from the api\'s request fails here', () => {
    // Every field, filled: typed by the schema, so tsc names a new field until it has a value here.
    const filled: NewsletterFormValues = { email: 'a@example.test', salutation: 'MR', firstName: 'Al', lastName: 'Berg', consents: ['DNE'], legals: ['NEWSLETTER'] };
    const request = toCreateSubscriberRequest(toSignUp(filled, { heldConsents: [] }));
    // The TR consent is a condition of the sign-up, not a value of it.
    const notSent: readonly string[] = ['legals'];
    for (const field of FIELD_ORDER.filter((name) => !notSent.includes(name))) {
      expect(request).toHaveProperty(field, filled[field]);
    }
  });

  it('prefills every field the definition says is prefilled, from the service\'s answer: a field the reader or the form leaves out fails here', () => {
    const prefilled = newsletterFieldsWhere('customer', ['prefilled', 'masterData']);
    // A distinct value per field, of the field's kind.
    const answer = Object.fromEntries(prefilled.map((field) => [field, NEWSLETTER_FIELDS[field].value === 'salutation' ? 'MRS' : `${field} value`]));
    const values = valuesFromCustomer(toCustomerBaseData({ ...answer, consents: ['DNE'] }));
    for (const field of prefilled) {
      expect({ field, value: values[field] }).toEqual({ field, value: answer[field] });
    }
  });

  it('ranks a field\'s errors by the order of its rules: a missing value before the specific message, the default last', async () => {
    // An empty required name in HU breaks only "required"; a too-long name with a URL breaks two rules.
    expect(await validateField('firstName', { ...EMPTY_VALUES }, { site: 'HU' })).toBe('firstNameRequired');
    expect(await validateField('lastName', { ...EMPTY_VALUES, lastName: `${'a'.repeat(40)}.example.com` }, { site: 'DE' })).toBe('nameInvalidCharacters');
    expect(await validateField('salutation', { ...EMPTY_VALUES }, { site: 'HU' })).toBe('salutationRequired');
  });

  it('does not validate a disabled field', async () => {
    expect(await validateNewsletter({ ...EMPTY_VALUES, email: 'a@example.test' }, { site: 'HU' })).toEqual({ salutation: 'salutationRequired', firstName: 'firstNameRequired', lastName: 'lastNameRequired' });
    expect(await validateNewsletter({ ...EMPTY_VALUES, email: 'a@example.test' }, { site: 'HU', disabledFields: ['salutation', 'lastName'] })).toEqual({ firstName: 'firstNameRequired' });
    expect(await validateField('lastName', EMPTY_VALUES, { site: 'HU', disabledFields: ['lastName'] })).toBeUndefined();
  });
});
