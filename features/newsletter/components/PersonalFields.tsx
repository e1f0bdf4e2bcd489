import { useMemo } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Controller } from 'react-hook-form';
import { Input, Select, type SelectOption } from '../../../widgets';
import { SALUTATIONS, type Salutation } from '../../../api';
import { fieldMessages, formMessages } from '../messages';
import type { SignUpFormState } from '../hooks/useSignUpForm';
import { useErrorText } from '../hooks/useErrorText';
import { useErrorHint } from '../hooks/useErrorHint';

const SALUTATION_TEXTS: Record<Salutation, MessageDescriptor> = {
  MR: fieldMessages.salutationMr,
  MRS: fieldMessages.salutationMrs,
  COMPANY: fieldMessages.salutationCompany,
  DIVERS: fieldMessages.salutationDivers,
};

/** Salutation, first and last name. Optional fields say so in their label (GOV.UK: mark the optional ones); required ones carry aria-required. */
export function PersonalFields({ form }: { form: SignUpFormState }) {
  const intl = useIntl();
  const errorText = useErrorText();
  const errorHint = useErrorHint();
  const { rules, errors, disabledFields } = form;
  const label = (descriptor: MessageDescriptor, required: boolean) =>
    required ? intl.formatMessage(descriptor) : intl.formatMessage(formMessages.optional, { label: intl.formatMessage(descriptor) });
  const options = useMemo<SelectOption[]>(
    () => [
      { value: '', text: intl.formatMessage(fieldMessages.salutationChoose) },
      ...SALUTATIONS.map((value) => ({ value, text: intl.formatMessage(SALUTATION_TEXTS[value]) })),
    ],
    [intl],
  );

  return (
    <div className="sp-newsletter__personal">
      <Controller
        control={form.control}
        name="salutation"
        disabled={disabledFields.includes('salutation')}
        render={({ field }) => (
          <Select
            className="sp-newsletter__salutation"
            name={field.name}
            autoComplete="honorific-prefix"
            label={label(fieldMessages.salutation, rules.salutationRequired)}
            aria-required={rules.salutationRequired || undefined}
            options={options}
            value={field.value}
            disabled={field.disabled}
            error={errorText(errors.salutation, fieldMessages.salutation)}
            // A choice outside the list (a changed page) is no choice.
            onValueChange={(value) => field.onChange(SALUTATIONS.find((salutation) => salutation === value) ?? '')}
            onBlur={form.validateOnLeave(field.onBlur)}
            ref={field.ref}
          />
        )}
      />
      <Input
        autoComplete="given-name"
        spellCheck={false}
        label={label(fieldMessages.firstName, rules.namesRequired)}
        aria-required={rules.namesRequired || undefined}
        error={errorText(errors.firstName, fieldMessages.firstName)}
        errorHint={errorHint(errors.firstName)}
        {...form.textField('firstName')}
      />
      <Input
        autoComplete="family-name"
        spellCheck={false}
        label={label(fieldMessages.lastName, rules.namesRequired)}
        aria-required={rules.namesRequired || undefined}
        error={errorText(errors.lastName, fieldMessages.lastName)}
        errorHint={errorHint(errors.lastName)}
        {...form.textField('lastName')}
      />
    </div>
  );
}
