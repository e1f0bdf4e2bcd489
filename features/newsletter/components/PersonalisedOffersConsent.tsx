import { memo } from 'react';
import { useIntl } from 'react-intl';
import { Checkbox } from '../../../widgets';
import { fieldMessages } from '../messages';
import type { FieldHandlers } from '../hooks/useFieldHandlers';

interface PersonalisedOffersConsentProps {
  checked: boolean;
  error: string | undefined;
  handlers: FieldHandlers;
}

/** The personalised-offers box (consent DNE). Memoised: a keystroke in another field does not render it again. */
export const PersonalisedOffersConsent = memo(function PersonalisedOffersConsent({ checked, error, handlers }: PersonalisedOffersConsentProps) {
  const intl = useIntl();
  return (
    <Checkbox
      name="consents"
      value="DNE"
      label={intl.formatMessage(fieldMessages.personalisedOffers)}
      checked={checked}
      onCheckedChange={handlers.toggle('consents', 'DNE')}
      error={error}
      ref={handlers.register('consents')}
    />
  );
});
