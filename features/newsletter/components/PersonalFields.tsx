import { useMemo } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Input, Select, type SelectOption } from '../../../widgets';
import type { Salutation } from '../../../api';
import { fieldMessages, formMessages } from '../messages';
import type { SignUpFormState } from '../hooks/useSignUpForm';
import { useErrorText } from '../hooks/useErrorText';

const SALUTATION_TEXTS: Record<Salutation, MessageDescriptor> = {
  MR: fieldMessages.salutationMr,
  MRS: fieldMessages.salutationMrs,
  COMPANY: fieldMessages.salutationCompany,
  DIVERS: fieldMessages.salutationDivers,
};

function isSalutation(value: string): value is Salutation {
  return Object.hasOwn(SALUTATION_TEXTS, value);
}

/** Salutation, first and last name. Optional fields say so in their label (GOV.UK: mark the optional ones). */
export function PersonalFields({ form }: { form: SignUpFormState }) {
  const intl = useIntl();
  const errorText = useErrorText();
  const { values, errors, rules, disabledFields } = form;
  const label = (descriptor: MessageDescriptor, required: boolean) =>
    required ? intl.formatMessage(descriptor) : intl.formatMessage(formMessages.optional, { label: intl.formatMessage(descriptor) });
  const options = useMemo<SelectOption[]>(
    () => [
      { value: '', text: intl.formatMessage(fieldMessages.salutationChoose) },
      ...(Object.keys(SALUTATION_TEXTS) as Salutation[]).map((value) => ({ value, text: intl.formatMessage(SALUTATION_TEXTS[value]) })),
    ],
    [intl],
  );

  return (
    <div className="sp-newsletter__personal">
      <Select
        className="sp-newsletter__salutation"
        name="salutation"
        autoComplete="honorific-prefix"
        label={label(fieldMessages.salutation, rules.salutationRequired)}
        options={options}
        value={values.salutation}
        disabled={disabledFields.includes('salutation')}
        error={errorText(errors.salutation, fieldMessages.salutation)}
        onValueChange={(value) => form.setValue('salutation', isSalutation(value) ? value : '')}
        onBlur={form.blurHandler('salutation')}
        ref={form.registerField('salutation')}
      />
      <Input
        name="firstName"
        autoComplete="given-name"
        spellCheck={false}
        label={label(fieldMessages.firstName, rules.namesRequired)}
        value={values.firstName}
        disabled={disabledFields.includes('firstName')}
        error={errorText(errors.firstName, fieldMessages.firstName)}
        onValueChange={(value) => form.setValue('firstName', value)}
        onBlur={form.blurHandler('firstName')}
        ref={form.registerField('firstName')}
      />
      <Input
        name="lastName"
        autoComplete="family-name"
        spellCheck={false}
        label={label(fieldMessages.lastName, rules.namesRequired)}
        value={values.lastName}
        disabled={disabledFields.includes('lastName')}
        error={errorText(errors.lastName, fieldMessages.lastName)}
        onValueChange={(value) => form.setValue('lastName', value)}
        onBlur={form.blurHandler('lastName')}
        ref={form.registerField('lastName')}
      />
    </div>
  );
}
