import { fieldLabels } from '../messages';
import { useErrorText } from '../hooks/useErrorText';
import type { SignUpFormState } from '../hooks/useSignUpForm';

/**
 * WCAG 4.1.3: after a failed submit, a live region (present from the start) announces the first error.
 * The focus often stays on the same field (Enter in the e-mail field), so a screen reader would say nothing.
 * A new element per failure: a repeated failure with the same text is announced again.
 */
export function FailedSubmitAnnouncement({ form }: { form: Pick<SignUpFormState, 'failedSubmit' | 'errors'> }) {
  const errorText = useErrorText();
  const failed = form.failedSubmit;
  const text = failed && errorText(form.errors[failed.field], fieldLabels[failed.field]);
  return (
    <div role="status" aria-live="polite" className="sp-visually-hidden">
      {text && <span key={failed.count}>{text}</span>}
    </div>
  );
}
