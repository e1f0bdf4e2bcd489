import { StrictMode, startTransition } from 'react';
import type * as ReactDomClient from 'react-dom/client';
import { readLoginState } from './demoCookies';
import { prepareDemoPage } from './demoPage';
import { parseDemoParams } from './demoParams';
import { PRODUCTS_SCRIPT_ID, type Product } from './products';

/** Builds the store and page, then hydrates the server's HTML (or renders, under `npm start`). */
export async function bootDemo(container: HTMLElement, reactDom: typeof ReactDomClient): Promise<void> {
  const params = parseDemoParams(location.search);
  if (params.platform) document.documentElement.dataset.platform = params.platform;
  const { page, parts } = await prepareDemoPage(params, location.pathname, readLoginState(), navigator.userAgent, serverProducts());
  document.documentElement.lang = parts.settings.locale;
  document.title = `Bean & Home ${params.site} – shop parts demo`;
  const app = <StrictMode>{page}</StrictMode>;
  // As a transition React renders in slices and keeps the main thread free for input.
  startTransition(() => {
    if (container.hasChildNodes()) reactDom.hydrateRoot(container, app);
    else reactDom.createRoot(container).render(app);
  });
}

/** The product list the server rendered the page with, if it was served that way (else the page makes its own). */
function serverProducts(): Product[] | undefined {
  const text = document.getElementById(PRODUCTS_SCRIPT_ID)?.textContent;
  return text ? (JSON.parse(text) as Product[]) : undefined;
}
