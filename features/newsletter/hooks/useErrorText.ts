import { useIntl, type MessageDescriptor } from 'react-intl';
import type { FieldError } from 'react-hook-form';
import { validationMessages } from '../messages';
import type { ValidationErrorKey } from '../logic/newsletterSchema';
import { NAME_MAX_LENGTH } from '../logic/limits';

/** The visitor's-language text of a field's error (its message is a key of validationMessages); the default message names the field, a too-long name the limit. */
export function useErrorText() {
  const intl = useIntl();
  return (error: Pick<FieldError, 'message'> | undefined, fieldLabel: MessageDescriptor): string | undefined =>
    error?.message === undefined
      ? undefined
      : intl.formatMessage(validationMessages[error.message as ValidationErrorKey] ?? validationMessages.invalid, { field: intl.formatMessage(fieldLabel), maxLength: NAME_MAX_LENGTH });
}
