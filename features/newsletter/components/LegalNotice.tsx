import { memo, useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ExpansionBlock } from '../../../widgets';
import type { NewsletterLinks, NewsletterSiteRules } from '../content';
import { legalNoticeMessages } from '../messages';
import { inlineLinks } from './links';

/** Legal panel collapsed height (docs/behaviour.md, "Constants and limits"). */
export const LEGAL_NOTICE_COLLAPSED_HEIGHT = 60;

/**
 * The legal notice: minimum age, double opt-in, withdrawal, and the site's own facts (HU voucher
 * validity, TR retention, PL terms). Memoised: its props are the site's, so a keystroke in the form
 * does not format its messages again.
 */
export const LegalNotice = memo(function LegalNotice({ rules, links }: { rules: NewsletterSiteRules; links: NewsletterLinks }) {
  const intl = useIntl();
  const labelId = useId();
  return (
    <section className="sp-newsletter__legal" aria-labelledby={labelId}>
      <h3 id={labelId} className="sp-newsletter__legal-heading">
        {intl.formatMessage(legalNoticeMessages.label)}
      </h3>
      {/* Its text is several lines on every site and width, far taller than the collapsed 60 px. */}
      <ExpansionBlock collapsedHeight={LEGAL_NOTICE_COLLAPSED_HEIGHT} tallContent>
        <p>
          <FormattedMessage
            {...legalNoticeMessages.text}
            values={{ minimumAge: rules.minimumAge, ...inlineLinks({ privacyLink: links.privacy, contactLink: links.contact }) }}
          />
        </p>
        {rules.voucherValidMonths !== null && <p>{intl.formatMessage(legalNoticeMessages.voucherValidity, { months: rules.voucherValidMonths })}</p>}
        {rules.unconfirmedDeletedAfterDays !== null && rules.sendingStopsAfterYears !== null && (
          <p>{intl.formatMessage(legalNoticeMessages.retention, { days: rules.unconfirmedDeletedAfterDays, years: rules.sendingStopsAfterYears })}</p>
        )}
        {links.terms && (
          <p>
            <FormattedMessage {...legalNoticeMessages.terms} values={inlineLinks({ termsLink: links.terms })} />
          </p>
        )}
      </ExpansionBlock>
    </section>
  );
});
