import { readLoginState } from './demoCookies';
import type { DemoPageInput } from './demoPage';
import { parseDemoParams } from './demoParams';
import { PRODUCTS_SCRIPT_ID, type Product } from './products';

/** The page's input in the browser: the address, the login cookies and the product list the server rendered with. */
export function readBrowserPageInput(): DemoPageInput {
  return {
    params: parseDemoParams(location.search),
    pathname: location.pathname,
    login: readLoginState(),
    userAgent: navigator.userAgent,
    products: serverProducts(),
  };
}

/** Missing when the page was not server-rendered (`npm start`): the page then makes its own list. */
function serverProducts(): Product[] | undefined {
  const text = document.getElementById(PRODUCTS_SCRIPT_ID)?.textContent;
  return text ? (JSON.parse(text) as Product[]) : undefined;
}
