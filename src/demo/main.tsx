import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { readLoginState } from './demoCookies';
import { prepareDemoPage } from './demoPage';
import { parseDemoParams } from './demoParams';

/**
 * The demo host shop. URL parameters: site (DE, AT, CH, CH_FR, CZ, HU, SK, TR, PL; default DE),
 * platform (MATCH, SMARTPHONE, TABLET, CLASSIC), reduced=1, doi=invalid. The demo server
 * (scripts/fakeServer.ts) renders the page; this hydrates it. Under `npm start` it renders here.
 */
async function start(container: HTMLElement): Promise<void> {
  const params = parseDemoParams(location.search);
  if (params.platform) document.documentElement.dataset.platform = params.platform;
  const { page, parts } = await prepareDemoPage(params, location.pathname, readLoginState(), navigator.userAgent);
  document.documentElement.lang = parts.settings.locale;
  document.title = `Bean & Home ${params.site} – shop parts demo`;
  const app = <StrictMode>{page}</StrictMode>;
  // As a transition React renders in slices and keeps the main thread free for input.
  startTransition(() => {
    if (container.hasChildNodes()) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}

const container = document.getElementById('root');
if (container) void start(container);
