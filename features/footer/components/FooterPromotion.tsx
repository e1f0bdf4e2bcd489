import { memo } from 'react';
import { useIntl } from 'react-intl';
import { shopPartsApi } from '../../../api';
import { footerMessages } from '../messages';
import { sanitizePromotion } from '../logic/sanitizePromotion';

/** The SHOP_FOOTER promotion: nothing for 404, an error or content that does not survive sanitising. */
export const FooterPromotion = memo(function FooterPromotion() {
  const intl = useIntl();
  const { data } = shopPartsApi.useGetFooterPromotionQuery();
  const promotion = data ? sanitizePromotion(data) : null;
  if (!promotion) return null;
  return (
    <aside className="sp-footer__promotion" aria-label={intl.formatMessage(footerMessages.promotionLabel)} lang={promotion.lang}>
      {promotion.headline && <p className="sp-footer__promotion-headline">{promotion.headline}</p>}
      {promotion.text && <p>{promotion.text}</p>}
      {promotion.links.length > 0 && (
        <ul className="sp-footer__links">
          {promotion.links.map((link) => (
            <li key={link.url + link.text}>
              <a href={link.url}>{link.text}</a>
            </li>
          ))}
        </ul>
      )}
    </aside>
  );
});
