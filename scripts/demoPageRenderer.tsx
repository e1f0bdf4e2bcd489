import { renderToString } from 'react-dom/server';
import { shopPartsApi } from '../api';
import { readLoginState } from '../src/demo/demoCookies';
import { createDemoPage } from '../src/demo/demoPage';
import { parseDemoParams } from '../src/demo/demoParams';
import { hostApi } from '../src/demo/demoStore';
import { footerIslandElement } from '../src/demo/footerIsland';
import { hostPageElement } from '../src/demo/hostPage';
import { productsScript } from '../src/demo/products';

const ROOT_ELEMENT = /<div id="?root"?><\/div>/;
const FOOTER_SLOT = /<div id="?shop-footer"? class="?demo-footer"?><\/div>/;

/**
 * Server rendering of the demo page, as a host shop's server does it: the built page's HTML with
 * the host page rendered inside #root and the parts' footer inside #shop-footer (the browser
 * hydrates them as two roots), so the footer's links and the first paint need no JavaScript.
 */
export async function renderDemoHtml(template: string, url: URL, cookieHeader: string, userAgent: string): Promise<string | null> {
  if (!ROOT_ELEMENT.test(template) || !FOOTER_SLOT.test(template)) return null;
  const params = parseDemoParams(url.search);
  const page = createDemoPage({ params, pathname: url.pathname, login: readLoginState(cookieHeader), userAgent });
  try {
    const hostHtml = renderToString(hostPageElement(page));
    const footerHtml = renderToString(await footerIslandElement(page));
    const platform = params.platform ? ` data-platform="${params.platform}"` : '';
    return template
      .replace(ROOT_ELEMENT, `<div id="root">${hostHtml}</div>`)
      .replace(FOOTER_SLOT, `<div id="shop-footer" class="demo-footer">${footerHtml}</div>${productsScript(page.products)}`)
      .replace(/<html lang="?[^">]*"?/, `<html lang="${page.parts.settings.locale}"${platform}`)
      .replace(/<title>[^<]*<\/title>/, `<title>Bean &amp; Home ${params.site} – shop parts demo</title>`);
  } finally {
    // A server renders many pages: no sagas ran here, but the api caches keep timers.
    page.store.dispatch(shopPartsApi.util.resetApiState());
    page.store.dispatch(hostApi.util.resetApiState());
  }
}
