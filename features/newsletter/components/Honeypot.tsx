import { memo, useId } from 'react';
import { useIntl } from 'react-intl';
import { fieldMessages } from '../messages';

/**
 * The bot trap: a field people never see or reach (off-screen, aria-hidden, out of the tab order,
 * no autofill) but form-filling bots do. Off-screen rather than display:none, which bots skip.
 * The stylesheet puts it off-screen (.sp-newsletter__trap), not a style attribute: a strict
 * Content-Security-Policy blocks those in server HTML.
 * Memoised: the form's keystrokes elsewhere do not render it again.
 */
export const Honeypot = memo(function Honeypot({ value, onValueChange }: { value: string; onValueChange: (value: string) => void }) {
  const intl = useIntl();
  const id = `sp-newsletter-homepage-${useId()}`;
  return (
    <div className="sp-newsletter__trap" aria-hidden="true">
      <label htmlFor={id}>{intl.formatMessage(fieldMessages.honeypot)}</label>
      <input
        id={id}
        type="text"
        name="homepage"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        data-testid="newsletter-honeypot"
      />
    </div>
  );
});
