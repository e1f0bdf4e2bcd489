import { defineMessages } from 'react-intl';

export const priceTextMessages = defineMessages<{ basePrice: { quantity: string; unit: string; price: string; baseQuantity: string } }>({
  basePrice: {
    id: 'widgets.priceText.basePrice',
    defaultMessage: '{quantity} {unit} ({price} je {baseQuantity} {unit})',
    description: 'Content and base price, e.g. "500 g (1,80 € je 100 g)"; numbers and the price arrive formatted',
  },
});
