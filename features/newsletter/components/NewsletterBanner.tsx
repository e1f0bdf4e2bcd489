import { useIntl } from 'react-intl';
import { WELCOME_DISCOUNT } from '../content';
import { bannerMessages } from '../messages';

/** The offer: 10 % welcome voucher. The asterisk points to the voucher footnote when it is shown. */
export function NewsletterBanner({ headingId, footnote }: { headingId: string; footnote: boolean }) {
  const intl = useIntl();
  const discount = intl.formatNumber(WELCOME_DISCOUNT, { style: 'percent' });
  return (
    <div className="sp-newsletter__banner">
      <h2 id={headingId} className="sp-newsletter__heading">
        {intl.formatMessage(bannerMessages.heading, { discount })}
      </h2>
      <p className="sp-newsletter__intro">{intl.formatMessage(bannerMessages.text, { discount, footnoteMark: footnote ? '*' : '' })}</p>
    </div>
  );
}
