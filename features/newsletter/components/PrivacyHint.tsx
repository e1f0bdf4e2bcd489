import { memo } from 'react';
import { FormattedMessage } from 'react-intl';
import type { NewsletterLinks } from '../content';
import { privacyHintMessages } from '../messages';
import { inlineLinks } from './links';

/** Outside TR: the line that says what signing up agrees to, with the privacy and sample-newsletter links. Memoised like the legal notice. */
export const PrivacyHint = memo(function PrivacyHint({ links }: { links: NewsletterLinks }) {
  return (
    <p className="sp-newsletter__hint">
      <FormattedMessage
        {...privacyHintMessages.text}
        values={inlineLinks({ privacyLink: links.privacy, sampleLink: links.sampleNewsletter })}
      />
    </p>
  );
});
