import { Provider } from 'react-redux';
import { loadFooterContent, loadShopPartsMessages, SITE_CODES, type Platform, type SiteCode } from '../index';
import type { LoginState } from './demoCookies';
import { demoSearch, type DemoParams } from './demoParams';
import { DemoShop } from './DemoShop';
import { createDemoStore, hostApi } from './demoStore';
import { productsFor, type Product } from './products';

/** The layout to render before the browser can measure: the URL's platform, else phones by their user agent. */
export function serverPlatformFor(params: DemoParams, userAgent: string): Platform {
  return params.platform ?? (/Mobi|Android|iPhone/i.test(userAgent) ? 'MATCH' : 'CLASSIC');
}

/**
 * Everything the demo page needs before it renders, built the same way in the browser and on the
 * server (scripts/fakeServer.ts renders the page, the browser hydrates it), so both render alike.
 */
export async function prepareDemoPage(
  params: DemoParams,
  pathname: string,
  login: LoginState,
  userAgent: string,
  products: Product[] = productsFor(params.site),
) {
  const { parts, store, sagaTask } = createDemoStore({ site: params.site, previewRoute: pathname });
  // The host's products are known at once: the page renders them in its first pass (no shift).
  void store.dispatch(hostApi.util.upsertQueryData('getProducts', params.site, products));
  // The country selector goes to the demo's page of each site instead of the real shops.
  const homeUrls = Object.fromEntries(
    SITE_CODES.map((site) => [site, `${pathname}${demoSearch({ ...params, site, doiInvalid: false }) || '?'}`]),
  ) as Record<SiteCode, string>;
  const [messages, footerContent] = await Promise.all([loadShopPartsMessages(parts), loadFooterContent(params.site, homeUrls)]);
  const serverPlatform = serverPlatformFor(params, userAgent);
  const page = (
    <Provider store={store}>
      <DemoShop
        parts={parts}
        messages={messages}
        footerContent={footerContent}
        params={params}
        login={login}
        pageUrl={`${pathname}${demoSearch(params)}`}
        serverPlatform={serverPlatform}
      />
    </Provider>
  );
  return { page, parts, store, sagaTask, products };
}
