import { useId, useMemo } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Controller } from 'react-hook-form';
import { Input, Select, type SelectOption } from '../../../widgets';
import { SALUTATIONS, type Salutation } from '../../../api';
import { fieldMessages, formMessages } from '../messages';
import type { SignUpFormState } from '../hooks/useSignUpForm';
import { useErrorText } from '../hooks/useErrorText';
import { useErrorHint } from '../hooks/useErrorHint';
import { NAME_MAX_LENGTH } from '../logic/limits';
import { CharacterCount } from './CharacterCount';

const SALUTATION_TEXTS: Record<Salutation, MessageDescriptor> = {
  MR: fieldMessages.salutationMr,
  MRS: fieldMessages.salutationMrs,
  COMPANY: fieldMessages.salutationCompany,
  DIVERS: fieldMessages.salutationDivers,
};

const NAME_FIELDS = {
  firstName: { label: fieldMessages.firstName, autoComplete: 'given-name' },
  lastName: { label: fieldMessages.lastName, autoComplete: 'family-name' },
} as const;

/**
 * Salutation, then the names in the site's order (HU: family name first, form.fieldOrder), each with
 * its length limit stated (CharacterCount). Optional fields say so in their label (GOV.UK: mark the
 * optional ones); required ones carry aria-required.
 */
export function PersonalFields({ form }: { form: SignUpFormState }) {
  const intl = useIntl();
  const errorText = useErrorText();
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
      {form.fieldOrder.filter((field) => field === 'firstName' || field === 'lastName').map((field) => (
        <NameField key={field} form={form} name={field} label={label(NAME_FIELDS[field].label, rules.namesRequired)} />
      ))}
    </div>
  );
}

/** A name field with its character count under it, one grid cell (two columns from 768 px). */
function NameField({ form, name, label }: { form: SignUpFormState; name: 'firstName' | 'lastName'; label: string }) {
  const errorText = useErrorText();
  const errorHint = useErrorHint();
  const id = useId();
  const fieldId = `sp-newsletter-${name}-${id}`;
  const descriptionId = `${fieldId}-limit`;
  return (
    <div className="sp-newsletter__name">
      <Input
        id={fieldId}
        autoComplete={NAME_FIELDS[name].autoComplete}
        spellCheck={false}
        label={label}
        aria-required={form.rules.namesRequired || undefined}
        aria-describedby={descriptionId}
        error={errorText(form.errors[name], NAME_FIELDS[name].label)}
        errorHint={errorHint(form.errors[name])}
        {...form.textField(name)}
      />
      <CharacterCount form={form} name={name} fieldId={fieldId} descriptionId={descriptionId} maxLength={NAME_MAX_LENGTH} />
    </div>
  );
}
