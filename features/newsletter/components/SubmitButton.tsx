import { memo } from 'react';
import { useIntl } from 'react-intl';
import { Button, VisuallyHidden } from '../../../widgets';
import { formMessages } from '../messages';

/**
 * The sign-up button. While a request runs it stays focusable (aria-disabled, not disabled) and
 * says so to screen readers. Memoised: a keystroke in the form does not render it again.
 */
export const SubmitButton = memo(function SubmitButton({ submitting }: { submitting: boolean }) {
  const intl = useIntl();
  return (
    <div className="sp-newsletter__actions">
      <Button
        type="submit"
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
