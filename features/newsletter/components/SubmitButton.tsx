import { memo } from 'react';
import { useIntl } from 'react-intl';
import { useHydrated } from '../../../config';
import { Button, VisuallyHidden } from '../../../widgets';
import { formMessages } from '../messages';

/**
 * The sign-up button. While a request runs it stays focusable (aria-disabled, not disabled) and
 * says so to screen readers. Memoised: a keystroke in the form does not render it again.
 *
 * A submit button only once the form's code is live: in server HTML it is a plain button, so a
 * press or an Enter before hydration does nothing, where a submit button would make the browser
 * send the form itself and load a new page, losing what the visitor typed. (Without a submit
 * button Enter submits nothing: the e-mail and the bot trap are two fields that block it.)
 */
export const SubmitButton = memo(function SubmitButton({ submitting }: { submitting: boolean }) {
  const intl = useIntl();
  const live = useHydrated();
  return (
    <div className="sp-newsletter__actions">
      <Button
        type={live ? 'submit' : 'button'}
        variant="primary"
        className="sp-newsletter__submit"
        aria-disabled={submitting ? true : undefined}
        aria-busy={submitting ? true : undefined}
      >
        {intl.formatMessage(formMessages.submit)}
        {submitting && <VisuallyHidden> {intl.formatMessage(formMessages.submitting)}</VisuallyHidden>}
      </Button>
    </div>
  );
});
