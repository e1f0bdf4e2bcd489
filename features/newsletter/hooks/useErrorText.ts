import { useIntl, type MessageDescriptor } from 'react-intl';
import { validationMessages } from '../messages';
import type { ValidationErrorKey } from '../logic/validation';

/** The visitor's-language text of a validation error; the default message names the field. */
export function useErrorText() {
  const intl = useIntl();
  return (key: ValidationErrorKey | undefined, fieldLabel: MessageDescriptor): string | undefined =>
    key === undefined ? undefined : intl.formatMessage(validationMessages[key], { field: intl.formatMessage(fieldLabel) });
}
