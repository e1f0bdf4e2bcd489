import { memo } from 'react';
import { useIntl } from 'react-intl';
import { shopPartsApi, type PromotionLink, type PromotionContent } from '../../../api';
import { useHydrated } from '../../../config';
import { footerMessages } from '../messages';

/** The promotion's links in order: its `link`, then its `links`. */
function linksOf(promotion: PromotionContent): PromotionLink[] {
  return promotion.link ? [promotion.link, ...(promotion.links ?? [])] : (promotion.links ?? []);
}

/**
 * The SHOP_FOOTER promotion: nothing for 404, an error or content that does not survive the api's
 * parse (api/promotion.ts). The api hands over the flat view only: text and checked links. The
 * server sends none (the flows that ask for it run in the browser), and hydration renders none
 * either: the footer may hydrate after the answer came (its code is a chunk of its own).
 */
export const FooterPromotion = memo(function FooterPromotion() {
  // The query is the flows' (sagas/serviceQueries.ts): the footer only reads its cache entry.
  const { data: promotion } = shopPartsApi.endpoints.getFooterPromotion.useQueryState();
  const hydrated = useHydrated();
  if (!hydrated || !promotion) return null;
  return <PromotionBlock promotion={promotion} />;
});

/** The promotion's markup, from the view alone (server rendering and the fuzz tests use it directly). */
export function PromotionBlock({ promotion }: { promotion: PromotionContent }) {
  const intl = useIntl();
  const links = linksOf(promotion);
  return (
    // The landmark's label is the page's language; only the content carries the promotion's (WCAG 3.1.2).
    <aside className="sp-footer__promotion" aria-label={intl.formatMessage(footerMessages.promotionLabel)}>
      <div lang={promotion.lang}>
        {promotion.headline && <p className="sp-footer__promotion-headline">{promotion.headline}</p>}
        {promotion.text && <p>{promotion.text}</p>}
        {links.length > 0 && (
          <ul className="sp-footer__links">
            {links.map((link, index) => (
              <li key={`${index}:${link.url}`}>
                <a href={link.url}>{link.text}</a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </aside>
  );
}
