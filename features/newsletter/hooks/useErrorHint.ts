import { useIntl } from 'react-intl';
import type { FieldError } from 'react-hook-form';
import { errorHintMessages } from '../messages';

/**
 * The help shown beside a field's error (an example address, the characters allowed), or undefined
 * for an error that needs none. The error itself keeps the spec's words (useErrorText).
 */
export function useErrorHint() {
  const intl = useIntl();
  return (error: Pick<FieldError, 'message'> | undefined): string | undefined => {
    const key = error?.message;
    return key !== undefined && Object.hasOwn(errorHintMessages, key) ? intl.formatMessage(errorHintMessages[key as keyof typeof errorHintMessages]) : undefined;
  };
}
