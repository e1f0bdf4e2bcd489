import type { SiteCode } from '../index';

/** The demo host's own catalogue: nothing here belongs to the parts. */
export interface Product {
  sku: string;
  name: string;
  /** Price in the site's currency, in its major unit. */
  price: number;
  /** A CSS colour for the image placeholder. */
  swatch: string;
}

const PRODUCTS: readonly Product[] = [
  { sku: 'coffee-crema-1kg', name: 'Caffè Crema beans, 1 kg', price: 14.99, swatch: '#7a4a2a' },
  { sku: 'espresso-machine', name: 'Espresso machine, stainless steel', price: 249, swatch: '#5b6770' },
  { sku: 'milk-frother', name: 'Milk frother', price: 39.99, swatch: '#c9b79c' },
  { sku: 'storage-jars-3', name: 'Storage jars, set of 3', price: 19.99, swatch: '#6f8f72' },
  { sku: 'knit-cardigan', name: 'Knit cardigan', price: 34.99, swatch: '#8c5a7a' },
  { sku: 'thermo-mug', name: 'Thermo mug, 400 ml', price: 9.99, swatch: '#2f5d8a' },
];

/** Rough exchange rates, only so that prices look plausible per country. */
const CURRENCIES: Record<SiteCode, { currency: string; rate: number }> = {
  DE: { currency: 'EUR', rate: 1 },
  AT: { currency: 'EUR', rate: 1 },
  SK: { currency: 'EUR', rate: 1 },
  CH: { currency: 'CHF', rate: 1 },
  CH_FR: { currency: 'CHF', rate: 1 },
  CZ: { currency: 'CZK', rate: 25 },
  HU: { currency: 'HUF', rate: 400 },
  TR: { currency: 'TRY', rate: 40 },
  PL: { currency: 'PLN', rate: 4.3 },
};

export function currencyOf(site: SiteCode): string {
  return CURRENCIES[site].currency;
}

/** The product list of a site, prices converted and rounded the way shops show them. */
export function productsFor(site: SiteCode): Product[] {
  const { rate } = CURRENCIES[site];
  return PRODUCTS.map((product) => ({
    ...product,
    price: rate === 1 ? product.price : Math.round(product.price * rate) - 0.01,
  }));
}
