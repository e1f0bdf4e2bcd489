import { forwardRef, memo, useMemo, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Input, Select, type InputProps, type SelectOption } from '../../../widgets';
import type { Salutation } from '../../../api';
import { fieldMessages, formMessages } from '../messages';
import type { FieldHandlers } from '../hooks/useFieldHandlers';
import type { ElementPrefills } from '../hooks/useElementPrefills';
import type { NewsletterSiteRules } from '../content';
import type { NewsletterField } from '../logic/fields';
import type { FieldErrors } from '../logic/validation';
import { useErrorText } from '../hooks/useErrorText';

const SALUTATION_TEXTS: Record<Salutation, MessageDescriptor> = {
  MR: fieldMessages.salutationMr,
  MRS: fieldMessages.salutationMrs,
  COMPANY: fieldMessages.salutationCompany,
  DIVERS: fieldMessages.salutationDivers,
};

/**
 * A name field that holds the visitor's text itself (the field table's owner 'element'), so a
 * keystroke renders this field alone, not the form (docs/performance.md, "The throttled visit").
 * The form reads the text when it validates and submits. `prefill` is a command, not the value:
 * the start text, and a new prefill from the form replaces the text.
 */
const NameField = memo(forwardRef<HTMLInputElement, Omit<InputProps, 'value' | 'defaultValue' | 'onValueChange'> & { prefill: string }>(function NameField({ prefill, ...props }, ref) {
  const [text, setText] = useState(prefill);
  const [given, setGiven] = useState(prefill);
  if (prefill !== given) {
    setGiven(prefill);
    setText(prefill);
  }
  return <Input {...props} ref={ref} value={text} onValueChange={setText} />;
}));

interface PersonalFieldsProps {
  /** The salutation: the form's state holds it (the field table's owner 'state'). */
  salutation: Salutation | '';
  /** The text fields' prefills: each holds its own text. */
  prefills: ElementPrefills;
  errors: FieldErrors;
  rules: NewsletterSiteRules;
  disabledFields: readonly NewsletterField[];
  handlers: FieldHandlers;
}

/**
 * Salutation, first and last name. Optional fields say so in their label (GOV.UK: mark the optional
 * ones). Memoised: typing the e-mail address does not render these fields again.
 */
export const PersonalFields = memo(function PersonalFields({ salutation, prefills, errors, rules, disabledFields, handlers }: PersonalFieldsProps) {
  const intl = useIntl();
  const errorText = useErrorText();
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
        value={salutation}
        disabled={disabledFields.includes('salutation')}
        error={errorText(errors.salutation, fieldMessages.salutation)}
        onValueChange={handlers.chooseSalutation}
        onBlur={handlers.blur('salutation')}
        ref={handlers.register('salutation')}
      />
      <NameField
        name="firstName"
        autoComplete="given-name"
        spellCheck={false}
        label={label(fieldMessages.firstName, rules.namesRequired)}
        prefill={prefills.firstName ?? ''}
        disabled={disabledFields.includes('firstName')}
        error={errorText(errors.firstName, fieldMessages.firstName)}
        onBlur={handlers.blur('firstName')}
        ref={handlers.register('firstName')}
      />
      <NameField
        name="lastName"
        autoComplete="family-name"
        spellCheck={false}
        label={label(fieldMessages.lastName, rules.namesRequired)}
        prefill={prefills.lastName ?? ''}
        disabled={disabledFields.includes('lastName')}
        error={errorText(errors.lastName, fieldMessages.lastName)}
        onBlur={handlers.blur('lastName')}
        ref={handlers.register('lastName')}
      />
    </div>
  );
});
