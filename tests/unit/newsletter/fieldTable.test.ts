import { string } from 'yup';
import type { CustomerBaseData } from '../../../api';
import { DISABLEABLE_FIELDS, ELEMENT_FIELDS, FIELD_ORDER, FIELDS, VALIDATION_ERROR_KEYS, type FieldDefinition } from '../../../features/newsletter/logic/fields';
import { EMPTY_VALUES, toSignUp, valuesFromCustomer, withPrefill } from '../../../features/newsletter/logic/formValues';
import { validateNewsletterField, validateNewsletterForm } from '../../../features/newsletter/logic/validation';
import { validationMessages } from '../../../features/newsletter/messages';

// The newsletter form's one field table (docs/behaviour.md, "Newsletter"): what is per field is
// derived from it, and an entry that leaves something out does not compile.

const CUSTOMER: CustomerBaseData = { email: 'anna@example.test', salutation: 'MRS', firstName: 'Anna', lastName: 'Schmidt', consents: ['DNE'] };

describe('the field table', () => {
  it('is the form order, the empty form and the error keys', () => {
    expect(FIELD_ORDER).toEqual(['email', 'salutation', 'firstName', 'lastName', 'consents', 'legals']);
    expect(Object.keys(EMPTY_VALUES)).toEqual(FIELD_ORDER);
    expect(EMPTY_VALUES).toEqual({ email: '', salutation: '', firstName: '', lastName: '', consents: [], legals: [] });
    expect(ELEMENT_FIELDS).toEqual(['email', 'firstName', 'lastName']);
    expect(DISABLEABLE_FIELDS).toEqual(['salutation', 'firstName', 'lastName']);
    // Each key has its text (also a type error when missing), 'invalid' last.
    expect(VALIDATION_ERROR_KEYS.at(-1)).toBe('invalid');
    for (const key of VALIDATION_ERROR_KEYS) expect(validationMessages[key].defaultMessage).toBeTruthy();
  });

  it('prefills by each field\'s rule, and late data fills only what is still empty', () => {
    expect(valuesFromCustomer(CUSTOMER)).toEqual({ email: 'anna@example.test', salutation: 'MRS', firstName: 'Anna', lastName: 'Schmidt', consents: [], legals: [] });
    const typed = { ...EMPTY_VALUES, email: 'typed@example.test', lastName: 'Typed', legals: ['NEWSLETTER' as const] };
    expect(withPrefill(typed, CUSTOMER)).toEqual({ email: 'typed@example.test', salutation: 'MRS', firstName: 'Anna', lastName: 'Typed', consents: [], legals: ['NEWSLETTER'] });
  });

  it('sends each enabled field as its entry says: held consents stripped, disabled fields and the TR consent left out', () => {
    const values = { email: 'a@example.test', salutation: 'MR' as const, firstName: 'Al', lastName: '', consents: ['DNE' as const], legals: ['NEWSLETTER' as const] };
    expect(toSignUp(values, { heldConsents: [], disabledFields: [], origin: 'footer' })).toEqual({
      email: 'a@example.test',
      salutation: 'MR',
      firstName: 'Al',
      lastName: '',
      consents: ['DNE'],
      origin: 'footer',
    });
    expect(toSignUp(values, { heldConsents: ['DNE'], disabledFields: ['lastName', 'salutation'] })).toEqual({ email: 'a@example.test', firstName: 'Al', consents: [] });
  });

  it('ranks a field\'s errors by its entry: a missing value before the specific message, the default last', () => {
    // An empty required name in HU breaks only "required"; a too-long name with a URL breaks two rules.
    expect(validateNewsletterField('firstName', { ...EMPTY_VALUES }, { site: 'HU' })).toBe('firstNameRequired');
    expect(validateNewsletterField('lastName', { ...EMPTY_VALUES, lastName: `${'a'.repeat(40)}.example.com` }, { site: 'DE' })).toBe('nameInvalidCharacters');
    expect(validateNewsletterField('salutation', { ...EMPTY_VALUES }, { site: 'HU' })).toBe('invalid');
  });

  it('does not validate a disabled field', () => {
    expect(validateNewsletterForm({ ...EMPTY_VALUES, email: 'a@example.test' }, { site: 'HU' })).toEqual({ salutation: 'invalid', firstName: 'firstNameRequired', lastName: 'lastNameRequired' });
    expect(validateNewsletterForm({ ...EMPTY_VALUES, email: 'a@example.test' }, { site: 'HU', disabledFields: ['salutation', 'lastName'] })).toEqual({ firstName: 'firstNameRequired' });
    expect(validateNewsletterField('lastName', EMPTY_VALUES, { site: 'HU', disabledFields: ['lastName'] })).toBeUndefined();
  });

  it('an entry that leaves a property out, or gives an element a value that is not text, is a type error', () => {
    const complete: FieldDefinition<string, 'required'> = {
      owner: 'element',
      empty: '',
      schema: () => string().required('required'),
      errors: ['required'],
      prefill: null,
      disableable: false,
      send: null,
      sample: '2000-01-31',
    };
    // @ts-expect-error: no warm-up sample
    const noSample: FieldDefinition<string, never> = { owner: 'element', empty: '', schema: complete.schema, errors: [], prefill: null, disableable: false, send: null };
    // @ts-expect-error: no prefill rule (null says "never prefilled"; leaving it out is not allowed)
    const noPrefill: FieldDefinition<string, never> = { owner: 'element', empty: '', schema: complete.schema, errors: [], disableable: false, send: null, sample: '' };
    // @ts-expect-error: a list's value cannot be held by its element, only by the form's state
    const listInElement: FieldDefinition<string[], never> = { owner: 'element', empty: [], schema: complete.schema, errors: [], prefill: null, disableable: false, send: null, sample: [] };
    expect([complete, noSample, noPrefill, listInElement].every((definition) => typeof definition.schema === 'function')).toBe(true);
    // Every entry of the real table is complete at run time too.
    for (const name of FIELD_ORDER) expect(Object.keys(FIELDS[name]).sort()).toEqual(Object.keys(complete).sort());
  });
});
