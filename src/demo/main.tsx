import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { loadShopPartsMessages } from '../index';
import { readLoginState } from './demoCookies';
import { parseDemoParams } from './demoParams';
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
  const messages = await loadShopPartsMessages(parts);
  createRoot(container).render(
    <StrictMode>
      <Provider store={store}>
        <DemoShop parts={parts} messages={messages} params={params} login={readLoginState()} />
      </Provider>
    </StrictMode>,
  );
}

const container = document.getElementById('root');
if (container) void start(container);
