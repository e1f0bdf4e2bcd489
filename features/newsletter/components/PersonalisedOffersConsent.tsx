import { useIntl } from 'react-intl';
import { Controller } from 'react-hook-form';
import { Checkbox } from '../../../widgets';
import { fieldMessages } from '../messages';
import type { SignUpFormState } from '../hooks/useSignUpForm';
import { useErrorText } from '../hooks/useErrorText';

/** The personalised-offers box (consent DNE), one item of the consents list. */
export function PersonalisedOffersConsent({ form }: { form: SignUpFormState }) {
  const intl = useIntl();
  const errorText = useErrorText();
  return (
    <Controller
      control={form.control}
      name="consents"
      render={({ field }) => (
        <Checkbox
          name={field.name}
          value="DNE"
          label={intl.formatMessage(fieldMessages.personalisedOffers)}
          checked={field.value.includes('DNE')}
          onCheckedChange={(checked) => {
            field.onChange(checked ? ['DNE'] : field.value.filter((consent) => consent !== 'DNE'));
            form.recheckShownError('consents');
          }}
          error={errorText(form.errors.consents, fieldMessages.personalisedOffers)}
          ref={field.ref}
        />
      )}
    />
  );
}
