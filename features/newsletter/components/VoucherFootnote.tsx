import { FormattedMessage, useIntl } from 'react-intl';
import { WELCOME_DISCOUNT, type NewsletterLinks } from '../content';
import { voucherFootnoteMessages } from '../messages';
import { inlineLinks } from './links';

/** The footnote the banner's asterisk points to: voucher conditions, with their link. */
export function VoucherFootnote({ links }: { links: NewsletterLinks }) {
  const intl = useIntl();
  return (
    <p className="sp-newsletter__footnote">
      <FormattedMessage
        {...voucherFootnoteMessages.text}
        values={{ discount: intl.formatNumber(WELCOME_DISCOUNT, { style: 'percent' }), ...inlineLinks({ conditionsLink: links.voucherConditions }) }}
      />
    </p>
  );
}
