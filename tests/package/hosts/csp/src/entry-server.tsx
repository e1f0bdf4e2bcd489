// The page as the shop's Node server streams it (server.mjs): React's streaming render with the
// response's nonce on every script React writes.
import type { ServerResponse } from 'node:http';
import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { loadFooterContent, loadShopPartsMessages, localeForSite, pageConditions } from '@shop/shop-parts/server';
import { App, type HostPage } from './App';
import { site } from './site';
import { createHostStore } from './store';

export { site };

export interface PageRequest {
  pathname: string;
  cookieHeader: string | undefined;
  /** This response's nonce, the one its Content-Security-Policy names. */
  nonce: string;
  apiBaseUrl: string;
  /** The client build's entry and its stylesheets (Vite's manifest). */
  script: string;
  stylesheets: string[];
}

export async function renderPage(response: ServerResponse, request: PageRequest): Promise<void> {
  const { nonce, apiBaseUrl, pathname } = request;
  const host = createHostStore(site, apiBaseUrl);
  const [messages, content] = await Promise.all([loadShopPartsMessages(host.parts), loadFooterContent(site)]);
  const { reduced, platform } = pageConditions({ cookieHeader: request.cookieHeader });
  const page: HostPage = { apiBaseUrl, pathname, reduced, platform };
  const head = `<!doctype html><html lang="${localeForSite(site)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Host shop</title>${request.stylesheets.map((href) => `<link rel="stylesheet" href="${href}">`).join('')}</head><body><div id="root">`;
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(<App host={host} messages={messages} content={content} page={page} />, {
      nonce,
      // The page data for the browser, in a script that carries the nonce like React's own.
      bootstrapScriptContent: `window.hostPage = ${JSON.stringify(page).replace(/</g, '\\u003c')};`,
      bootstrapModules: [request.script],
      onShellReady() {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.write(head);
        pipe(
          new Writable({
            write: (chunk: Buffer, _encoding, done) => void response.write(chunk, done),
            final: (done) => {
              response.end('</div></body></html>', done);
              resolve();
            },
          }),
        );
      },
      onShellError: reject,
      onError: (error) => console.error(error),
    });
  });
}
