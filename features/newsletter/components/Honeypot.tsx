import { memo, useId, type CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import { fieldMessages } from '../messages';

// Inline, not only in the stylesheet: the trap must stay off-screen even where a host has not
// loaded the parts' CSS, or shoppers would see (and fill) it.
const OFF_SCREEN: CSSProperties = { position: 'absolute', left: '-10000px', top: 'auto', width: '1px', height: '1px', overflow: 'hidden' };

/**
 * The bot trap: a field people never see or reach (off-screen, aria-hidden, out of the tab order,
 * no autofill) but form-filling bots do. Off-screen rather than display:none, which bots skip.
 * Memoised: the form's keystrokes elsewhere do not render it again.
 */
export const Honeypot = memo(function Honeypot({ value, onValueChange }: { value: string; onValueChange: (value: string) => void }) {
  const intl = useIntl();
  const id = `sp-newsletter-homepage-${useId()}`;
  return (
    <div className="sp-newsletter__trap" style={OFF_SCREEN} aria-hidden="true">
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
