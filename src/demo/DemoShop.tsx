import { ShopFooter, ShopPartsProvider, type FooterContent, type Messages, type Platform, type ShopParts } from '../index';
import { ControlBar } from './ControlBar';
import type { LoginState } from './demoCookies';
import type { DemoParams } from './demoParams';
import { PartsStatus } from './PartsStatus';
import { itemAdded, selectCartCount, useDemoDispatch, useDemoSelector, useGetProductsQuery } from './demoStore';

const NAV_LINKS = [
  { href: '#products', label: 'Coffee' },
  { href: '#products', label: 'Household' },
  { href: '#products', label: 'Fashion' },
  { href: '#products', label: 'Offers' },
  { href: '/widgets.html', label: 'Widget gallery' },
];

function ProductGrid(props: { params: DemoParams }) {
  const { data: products, isLoading } = useGetProductsQuery(props.params.site);
  const dispatch = useDemoDispatch();
  if (isLoading || !products) return <p>Loading products…</p>;
  return (
    <ul className="demo-tiles">
      {products.map((product) => (
        <li key={product.sku} className="demo-tile">
          <div className="demo-tile-image" style={{ backgroundColor: product.swatch }} aria-hidden="true" />
          <h3 className="demo-tile-name">{product.name}</h3>
          <p className="demo-tile-price">{product.priceLabel}</p>
          <button type="button" className="demo-button" onClick={() => dispatch(itemAdded(product.sku))}>
            Add to cart<span className="demo-visually-hidden"> {product.name}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

function CartIndicator() {
  const count = useDemoSelector(selectCartCount);
  return (
    <p className="demo-cart" aria-live="polite" data-testid="cart-count">
      Cart: {count} {count === 1 ? 'item' : 'items'}
    </p>
  );
}

/** The demo host page: its own header, control bar and products, and the slot for the parts' footer. */
export interface DemoShopProps {
  parts: ShopParts;
  messages: Messages;
  footerContent: FooterContent;
  params: DemoParams;
  login: LoginState;
  /** The page's own address (path and query): rendering never reads `location`, so it works on the server. */
  pageUrl: string;
  /** The layout the server rendered: from ?platform, else a guess from the user agent. */
  serverPlatform: Platform;
}

export function DemoShop(props: DemoShopProps) {
  const { parts, messages, footerContent, params, login, pageUrl, serverPlatform } = props;
  return (
    <>
      <a className="demo-skip-link" href="#main" lang="en">Skip to content</a>
      <ControlBar params={params} login={login} />
      <header className="demo-header" lang="en">
        <a className="demo-logo" href={pageUrl}>
          Bean&nbsp;&amp;&nbsp;Home <span className="demo-logo-site">{params.site}</span>
        </a>
        <nav aria-label="Main" className="demo-nav">
          <ul>
            {NAV_LINKS.map((link) => (
              <li key={link.label}><a href={link.href}>{link.label}</a></li>
            ))}
          </ul>
        </nav>
        <CartIndicator />
      </header>
      <main id="main" className="demo-main" lang="en" tabIndex={-1}>
        <h1>Coffee, home &amp; fashion</h1>
        <p className="demo-lead">This week’s picks. A demo host page: the shop parts are mounted in the footer below.</p>
        <section id="products" aria-labelledby="products-heading">
          <h2 id="products-heading">Products</h2>
          <ProductGrid params={params} />
        </section>
        <PartsStatus params={params} login={login} />
      </main>
      {/* The parts' footer is the page's footer landmark: the slot is a plain div. */}
      <div id="shop-footer" className="demo-footer">
        <ShopPartsProvider parts={parts} messages={messages}>
          <ShopFooter content={footerContent} reduced={params.reduced} doiLinkInvalid={params.doiInvalid} platform={serverPlatform} />
        </ShopPartsProvider>
      </div>
    </>
  );
}
