import { ControlBar } from './ControlBar';
import type { LoginState } from './demoCookies';
import type { DemoParams } from './demoParams';
import { PartsStatus } from './PartsStatus';
import { useDemoDispatch, useDemoSelector } from './demoHooks';
import { itemAdded, selectCartCount, useGetProductsQuery } from './demoStore';

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

/**
 * The demo host page: its own header, control bar and products. The parts' footer is a separate
 * React root after it (footerIsland.tsx), hydrated when it nears the viewport.
 */
export interface DemoShopProps {
  params: DemoParams;
  login: LoginState;
  /** The page's own address (path and query): rendering never reads `location`, so it works on the server. */
  pageUrl: string;
}

export function DemoShop(props: DemoShopProps) {
  const { params, login, pageUrl } = props;
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
    </>
  );
}
