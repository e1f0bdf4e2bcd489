import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { loadFooterContent, loadShopPartsMessages, SITE_CODES, type SiteCode } from '../index';
import { readLoginState } from './demoCookies';
import { demoSearch, parseDemoParams } from './demoParams';
import { DemoShop } from './DemoShop';
import { createDemoStore } from './demoStore';

/**
 * The demo host shop. URL parameters: site (DE, AT, CH, CH_FR, CZ, HU, SK, TR, PL; default DE),
 * platform (MATCH, SMARTPHONE, TABLET, CLASSIC), reduced=1, doi=invalid.
 */
async function start(container: HTMLElement): Promise<void> {
  const params = parseDemoParams(location.search);
  if (params.platform) document.documentElement.dataset.platform = params.platform;
  // The preview panel will show on the demo's own page ('/' or '/index.html').
  const { parts, store } = createDemoStore({ site: params.site, previewRoute: location.pathname });
  document.documentElement.lang = parts.settings.locale;
  document.title = `Bean & Home ${params.site} – shop parts demo`;
  // The country selector goes to the demo's page of each site instead of the real shops.
  const homeUrls = Object.fromEntries(SITE_CODES.map((site) => [site, `${location.pathname}${demoSearch({ ...params, site, doiInvalid: false }) || '?'}`])) as Record<SiteCode, string>;
  const [messages, footerContent] = await Promise.all([loadShopPartsMessages(parts), loadFooterContent(parts.settings.site, homeUrls)]);
  createRoot(container).render(
    <StrictMode>
      <Provider store={store}>
        <DemoShop parts={parts} messages={messages} footerContent={footerContent} params={params} login={readLoginState()} />
      </Provider>
    </StrictMode>,
  );
}

const container = document.getElementById('root');
if (container) void start(container);
