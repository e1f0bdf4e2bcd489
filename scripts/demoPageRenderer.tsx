import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { shopPartsApi } from '../src/index';
import { readLoginState } from '../src/demo/demoCookies';
import { prepareDemoPage } from '../src/demo/demoPage';
import { parseDemoParams } from '../src/demo/demoParams';
import { productsScript } from '../src/demo/products';
import { hostApi } from '../src/demo/demoStore';

const ROOT_ELEMENT = /<div id="?root"?><\/div>/;

/**
 * Server rendering of the demo page, as a host shop's server does it: the built page's HTML with
 * the rendered shop inside #root, so the footer's links and the first paint need no JavaScript.
 */
export async function renderDemoHtml(template: string, url: URL, cookieHeader: string, userAgent: string): Promise<string | null> {
  if (!ROOT_ELEMENT.test(template)) return null;
  const params = parseDemoParams(url.search);
  const { page, parts, store, sagaTask, products } = await prepareDemoPage(params, url.pathname, readLoginState(cookieHeader), userAgent);
  try {
    const body = renderToString(<StrictMode>{page}</StrictMode>);
    const platform = params.platform ? ` data-platform="${params.platform}"` : '';
    return template
      .replace(ROOT_ELEMENT, `<div id="root">${body}</div>${productsScript(products)}`)
      .replace(/<html lang="?[^">]*"?/, `<html lang="${parts.settings.locale}"${platform}`)
      .replace(/<title>[^<]*<\/title>/, `<title>Bean &amp; Home ${params.site} – shop parts demo</title>`);
  } finally {
    // A server renders many pages: stop this page's sagas and the api caches' timers.
    sagaTask.cancel();
    store.dispatch(shopPartsApi.util.resetApiState());
    store.dispatch(hostApi.util.resetApiState());
  }
}
