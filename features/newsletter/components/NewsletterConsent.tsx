import { useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { Controller } from 'react-hook-form';
import { Checkbox } from '../../../widgets';
import type { NewsletterLinks } from '../content';
import { fieldMessages, newsletterConsentMessages } from '../messages';
import type { SignUpFormState } from '../hooks/useSignUpForm';
import { useErrorText } from '../hooks/useErrorText';
import { inlineLinks } from './links';

/** TR: the required consent to commercial electronic messages (legal NEWSLETTER), with its links. */
export function NewsletterConsent({ form, links }: { form: SignUpFormState; links: NewsletterLinks }) {
  const errorText = useErrorText();
  // The same element while the links stay: a tick re-renders the box, not the rich message.
  const label = useMemo(
    () => <FormattedMessage {...newsletterConsentMessages.label} values={inlineLinks({ usageLink: links.usage, hintLink: links.newsletterHint })} />,
    [links],
  );
  return (
    <Controller
      control={form.control}
      name="legals"
      render={({ field }) => (
        <Checkbox
          className="sp-newsletter__consent"
          name={field.name}
          value="NEWSLETTER"
          aria-required
          checked={field.value.includes('NEWSLETTER')}
          onCheckedChange={(checked) => {
            field.onChange(checked ? ['NEWSLETTER'] : field.value.filter((legal) => legal !== 'NEWSLETTER'));
            form.recheckShownError('legals');
          }}
          onBlur={form.validateOnLeave(field.onBlur)}
          error={errorText(form.errors.legals, fieldMessages.newsletterConsentField)}
          ref={field.ref}
          label={label}
        />
      )}
    />
  );
}
