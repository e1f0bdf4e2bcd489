import { fieldLabels } from '../messages';
import { useErrorText } from '../hooks/useErrorText';
import { useErrorHint } from '../hooks/useErrorHint';
import type { SignUpFormState } from '../hooks/useSignUpForm';

/**
 * WCAG 4.1.3: after a failed submit, a live region (present from the start) announces the first error,
 * with the help that goes beside it.
 * The focus often stays on the same field (Enter in the e-mail field), so a screen reader would say nothing.
 * A new element per failure: a repeated failure with the same text is announced again.
 */
export function FailedSubmitAnnouncement({ form }: { form: Pick<SignUpFormState, 'failedSubmit' | 'errors'> }) {
  const errorText = useErrorText();
  const errorHint = useErrorHint();
  const failed = form.failedSubmit;
  const text = failed && [errorText(form.errors[failed.field], fieldLabels[failed.field]), errorHint(form.errors[failed.field])].filter(Boolean).join(' ');
  return (
    <div role="status" aria-live="polite" className="sp-visually-hidden">
      {text && <span key={failed.count}>{text}</span>}
    </div>
  );
}
