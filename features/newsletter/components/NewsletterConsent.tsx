import { useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { Checkbox } from '../../../widgets';
import type { NewsletterLinks } from '../content';
import { fieldMessages, newsletterConsentMessages } from '../messages';
import type { SignUpFormState } from '../hooks/useSignUpForm';
import { inlineLink } from './links';
import { useErrorText } from '../hooks/useErrorText';

/** TR: the required consent to commercial electronic messages (legal NEWSLETTER), with its links. */
export function NewsletterConsent({ form, links }: { form: SignUpFormState; links: NewsletterLinks }) {
  const errorText = useErrorText();
  // The same element on every render: React skips it, so a keystroke elsewhere in the form does not
  // format this rich message again (the form re-renders on each keystroke).
  const label = useMemo(
    () => <FormattedMessage {...newsletterConsentMessages.label} values={{ usageLink: inlineLink(links.usage), hintLink: inlineLink(links.newsletterHint) }} />,
    [links],
  );
  return (
    <Checkbox
      className="sp-newsletter__consent"
      name="legals"
      value="NEWSLETTER"
      checked={form.values.legals.includes('NEWSLETTER')}
      onCheckedChange={(checked) => form.toggle('legals', 'NEWSLETTER', checked)}
      onBlur={form.blurHandler('legals')}
      error={errorText(form.errors.legals, fieldMessages.newsletterConsentField)}
      ref={form.registerField('legals')}
      label={label}
    />
  );
}
