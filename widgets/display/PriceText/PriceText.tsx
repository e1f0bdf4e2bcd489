import { useIntl } from 'react-intl';
import { classNames } from '../../base/classNames';
import { priceTextMessages } from './messages';

export interface PriceTextProps {
  /** The pack's content, e.g. 500 (in `unit`). */
  quantity: number;
  /** The unit of quantity and base quantity as printed, e.g. 'g', 'ml', 'Stück'. */
  unit: string;
  /** The base price: the price of `baseQuantity` units, e.g. 1.8. */
  price: number;
  /** The quantity the base price refers to, e.g. 100. */
  baseQuantity: number;
  /** ISO 4217 currency of the price (default EUR): CHF, CZK, HUF, PLN, TRY ... */
  currency?: string;
  className?: string;
}

/**
 * The base-price line required next to a price: "500 g (1,80 € je 100 g)". Numbers and the
 * price are formatted for the page's locale (decimal comma, currency symbol and its position).
 */
export function PriceText({ quantity, unit, price, baseQuantity, currency = 'EUR', className }: PriceTextProps) {
  const intl = useIntl();
  return (
    <span className={classNames('sp-price-text', className)}>
      {intl.formatMessage(priceTextMessages.basePrice, {
        quantity: intl.formatNumber(quantity),
        unit,
        price: intl.formatNumber(price, { style: 'currency', currency }),
        baseQuantity: intl.formatNumber(baseQuantity),
      })}
    </span>
  );
}
