import { SITE_CODES, type Platform, type SiteCode } from '../server';
import type { LoginState } from './demoCookies';
import { demoSearch, type DemoParams } from './demoParams';
import { createDemoStore, hostApi } from './demoStore';
import { productsFor, type Product } from './products';

/** What a request (on the server) or the address bar and cookies (in the browser) tell the page. */
export interface DemoPageInput {
  params: DemoParams;
  pathname: string;
  login: LoginState;
  userAgent: string;
  /** The list the server rendered with; made afresh when missing. */
  products?: Product[];
}

/** The layout to render before the browser can measure: the URL's platform, else phones by their user agent. */
export function serverPlatformFor(params: DemoParams, userAgent: string): Platform {
  return params.platform ?? (/Mobi|Android|iPhone/i.test(userAgent) ? 'MATCH' : 'CLASSIC');
}

/**
 * The store and everything the page's two React roots (the host page and the footer island)
 * render from, built the same way on the server and in the browser so both render alike. No React
 * here: in the browser this runs before React DOM has loaded.
 */
export function createDemoPage(input: DemoPageInput) {
  const { params, pathname } = input;
  const { parts, store, startSagas } = createDemoStore({ site: params.site, previewRoute: pathname });
  const products = input.products ?? productsFor(params.site);
  // The host's products are known at once: the page renders them in its first pass (no shift).
  // upsertQueryEntries is a plain action that fills the cache at once, unlike the upsertQueryData thunk.
  store.dispatch(hostApi.util.upsertQueryEntries([{ endpointName: 'getProducts', arg: params.site, value: products }]));
  // The country selector goes to the demo's page of each site instead of the real shops.
  const homeUrls = Object.fromEntries(
    SITE_CODES.map((site) => [site, `${pathname}${demoSearch({ ...params, site, doiInvalid: false }) || '?'}`]),
  ) as Record<SiteCode, string>;
  return {
    params,
    login: input.login,
    parts,
    store,
    /**
     * The state both roots hydrate with (react-redux's `serverState`): the server rendered from
     * exactly this, while in the browser the store moves on (sagas, requests) before the footer
     * island hydrates, which would otherwise not match the server's HTML.
     */
    serverState: store.getState(),
    startSagas,
    products,
    homeUrls,
    /** The page's own address (path and query): rendering never reads `location`, so it works on the server. */
    pageUrl: `${pathname}${demoSearch(params)}`,
    /** The layout the server rendered: from ?platform, else a guess from the user agent. */
    serverPlatform: serverPlatformFor(params, input.userAgent),
  };
}

export type DemoPage = ReturnType<typeof createDemoPage>;
