import { localeForSite, type SiteCode } from '../index';
import { CURRENCIES } from './currencies';

/** The demo host's own catalogue: nothing here belongs to the parts. */
export interface Product {
  sku: string;
  name: string;
  /** Price in the site's currency, in its major unit. */
  price: number;
  /**
   * The price as the page shows it ("14,99 €"). Formatted where the list is made (on the server,
   * for a served page): the browser's first Intl.NumberFormat costs about 130 ms of 4x-throttled
   * CPU for its number data, which a hydrating page should not pay.
   */
  priceLabel: string;
  /** A CSS colour for the image placeholder. */
  swatch: string;
}

const PRODUCTS: readonly Omit<Product, 'priceLabel'>[] = [
  { sku: 'coffee-crema-1kg', name: 'Caffè Crema beans, 1 kg', price: 14.99, swatch: '#7a4a2a' },
  { sku: 'espresso-machine', name: 'Espresso machine, stainless steel', price: 249, swatch: '#5b6770' },
  { sku: 'milk-frother', name: 'Milk frother', price: 39.99, swatch: '#c9b79c' },
  { sku: 'storage-jars-3', name: 'Storage jars, set of 3', price: 19.99, swatch: '#6f8f72' },
  { sku: 'knit-cardigan', name: 'Knit cardigan', price: 34.99, swatch: '#8c5a7a' },
  { sku: 'thermo-mug', name: 'Thermo mug, 400 ml', price: 9.99, swatch: '#2f5d8a' },
];

/** The product list of a site, prices converted and rounded the way shops show them. */
export function productsFor(site: SiteCode): Product[] {
  const { rate, currency } = CURRENCIES[site];
  const format = new Intl.NumberFormat(localeForSite(site), { style: 'currency', currency });
  return PRODUCTS.map((product) => {
    const price = rate === 1 ? product.price : Math.round(product.price * rate) - 0.01;
    return { ...product, price, priceLabel: format.format(price) };
  });
}

/** Where a served page carries the list its server rendered, so the browser needs no formatting of its own. */
export const PRODUCTS_SCRIPT_ID = 'demo-products';

/** The list as a JSON script element's text; `<` is escaped so no product name can end the script. */
export function productsScript(products: Product[]): string {
  return `<script type="application/json" id="${PRODUCTS_SCRIPT_ID}">${JSON.stringify(products).replace(/</g, '\\u003c')}</script>`;
}
