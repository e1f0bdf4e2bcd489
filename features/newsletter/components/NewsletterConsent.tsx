import { memo, useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { Checkbox } from '../../../widgets';
import type { NewsletterLinks } from '../content';
import { newsletterConsentMessages } from '../messages';
import type { FieldHandlers } from '../hooks/useFieldHandlers';
import { inlineLink } from './links';

interface NewsletterConsentProps {
  checked: boolean;
  error: string | undefined;
  handlers: FieldHandlers;
  links: NewsletterLinks;
}

/**
 * TR: the required consent to commercial electronic messages (legal NEWSLETTER), with its links.
 * Memoised: a keystroke in another field does not render it again.
 */
export const NewsletterConsent = memo(function NewsletterConsent({ checked, error, handlers, links }: NewsletterConsentProps) {
  // The same element while the links stay: a tick re-renders the box, not the rich message.
  const label = useMemo(
    () => <FormattedMessage {...newsletterConsentMessages.label} values={{ usageLink: inlineLink(links.usage), hintLink: inlineLink(links.newsletterHint) }} />,
    [links],
  );
  return (
    <Checkbox
      className="sp-newsletter__consent"
      name="legals"
      value="NEWSLETTER"
      checked={checked}
      onCheckedChange={handlers.toggle('legals', 'NEWSLETTER')}
      onBlur={handlers.blur('legals')}
      error={error}
      ref={handlers.register('legals')}
      label={label}
    />
  );
});
