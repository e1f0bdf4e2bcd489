import { StrictMode, startTransition } from 'react';
import type * as ReactDomClient from 'react-dom/client';
import { readLoginState } from './demoCookies';
import { prepareDemoPage } from './demoPage';
import { parseDemoParams } from './demoParams';

/** Builds the store and page, then hydrates the server's HTML (or renders, under `npm start`). */
export async function bootDemo(container: HTMLElement, reactDom: typeof ReactDomClient): Promise<void> {
  const params = parseDemoParams(location.search);
  if (params.platform) document.documentElement.dataset.platform = params.platform;
  const { page, parts } = await prepareDemoPage(params, location.pathname, readLoginState(), navigator.userAgent);
  document.documentElement.lang = parts.settings.locale;
  document.title = `Bean & Home ${params.site} – shop parts demo`;
  const app = <StrictMode>{page}</StrictMode>;
  // As a transition React renders in slices and keeps the main thread free for input.
  startTransition(() => {
    if (container.hasChildNodes()) reactDom.hydrateRoot(container, app);
    else reactDom.createRoot(container).render(app);
  });
}
