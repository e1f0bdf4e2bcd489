// First: the sources' server rendering as Node gets the built package.
import '../nodeConditions';
import { performance } from 'node:perf_hooks';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { configureStore } from '@reduxjs/toolkit';
import {
  createShopParts,
  loadFooterContent,
  loadShopPartsMessages,
  ShopFooter,
  ShopPartsProvider,
  type SiteCode,
} from '../../src/index';
import { SITE_CODES } from '../../src/server';

export interface SsrTiming {
  site: SiteCode;
  msPerRender: number;
  htmlBytes: number;
}

const WARM_UP = 20;
const RUNS = 200;

/** Milliseconds per footer rendered to HTML on the server (the newsletter form and preview slot included). */
export async function measureServerRendering(): Promise<SsrTiming[]> {
  const timings: SsrTiming[] = [];
  for (const site of SITE_CODES) {
    const parts = createShopParts({ site });
    const store = configureStore({ reducer: parts.reducers, middleware: (getDefault) => getDefault().concat(...parts.middleware) });
    const [messages, content] = await Promise.all([loadShopPartsMessages(parts), loadFooterContent(site)]);
    const render = () =>
      renderToString(
        <Provider store={store}>
          <ShopPartsProvider parts={parts} messages={messages}>
            <ShopFooter content={content} platform="CLASSIC" />
          </ShopPartsProvider>
        </Provider>,
      );
    for (let i = 0; i < WARM_UP; i += 1) render();
    const start = performance.now();
    let html = '';
    for (let i = 0; i < RUNS; i += 1) html = render();
    timings.push({ site, msPerRender: (performance.now() - start) / RUNS, htmlBytes: Buffer.byteLength(html) });
  }
  return timings;
}
