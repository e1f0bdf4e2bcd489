import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';

/**
 * A proxy in front of the demo (DEMO_URL) for the engine flows. It adds one thing to every HTML
 * page: a first script that records console errors, uncaught errors and unhandled rejections in
 * sessionStorage, so they survive a navigation in the tab. WebDriver classic (WebKit) can neither
 * read the console nor add a script before the page's own, and one mechanism holds every engine to
 * the same rule. It also answers a blank page (to set cookies on the origin) and holds back what a
 * flow asks it to (code that must arrive late).
 */
export const ERRORS_KEY = '__engineErrors';
export const BLANK_PATH = '/__engines/blank.html';
const BLANK_PAGE = '<!doctype html><html lang="en"><title>blank</title></html>';

const COLLECTOR = `<script>(() => {
  const push = (text) => {
    try {
      const list = JSON.parse(sessionStorage.getItem('${ERRORS_KEY}') || '[]');
      list.push(String(text));
      sessionStorage.setItem('${ERRORS_KEY}', JSON.stringify(list));
    } catch (_) { /* storage unavailable: nothing to record into */ }
  };
  const show = (value) => value instanceof Error ? value.message : typeof value === 'string' ? value : (() => { try { return JSON.stringify(value); } catch (_) { return String(value); } })();
  const original = console.error;
  console.error = function (...args) { push(args.map(show).join(' ')); return original.apply(this, args); };
  addEventListener('error', (event) => push('page error: ' + (event.error ? show(event.error) : event.message)));
  addEventListener('unhandledrejection', (event) => push('unhandled rejection: ' + show(event.reason)));
})();</script>`;

export interface DemoProxy {
  url: string;
  /** Holds back every request whose path matches until the returned function is called. */
  hold(path: RegExp): () => void;
  close(): Promise<void>;
}

function withoutHopHeaders(headers: IncomingHttpHeaders, target: URL): IncomingHttpHeaders {
  // Plain bodies, so HTML can be rewritten; the demo compresses only when asked to.
  const { 'accept-encoding': _encoding, host: _host, connection: _connection, ...rest } = headers;
  return { ...rest, host: target.host };
}

export function startDemoProxy(): Promise<DemoProxy> {
  const base = process.env.DEMO_URL;
  if (!base) throw new Error('DEMO_URL is not set: run browser tests through jest (globalSetup starts the demo).');
  const target = new URL(base);
  const held: { path: RegExp; released: Promise<void> }[] = [];
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', target).pathname;
    const holding = held.filter((entry) => entry.path.test(path)).map((entry) => entry.released);
    if (holding.length > 0) {
      void Promise.all(holding).then(() => server.emit('request', req, res));
      return;
    }
    if (path === BLANK_PATH) {
      res.writeHead(200, { 'content-type': 'text/html', 'cache-control': 'no-store' });
      res.end(BLANK_PAGE);
      return;
    }
    const upstream = httpRequest(new URL(req.url ?? '/', target), { method: req.method, headers: withoutHopHeaders(req.headers, target) }, (answer) => {
      const type = answer.headers['content-type'] ?? '';
      // Nothing is cached: every flow is a first visit (WebKit keeps one window, and its cache,
      // for the whole file), and code a flow holds back cannot come from a cache instead.
      answer.headers['cache-control'] = 'no-store';
      if (!type.startsWith('text/html')) {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        return;
      }
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        const html = Buffer.concat(chunks).toString('utf8');
        // Right after <html>: the demo's minified HTML has no <head> tag, and nothing may go into a React root.
        const root = /<html(?:\s[^>]*)?>/i.exec(html);
        const at = root ? root.index + root[0].length : 0;
        const body = Buffer.from(`${html.slice(0, at)}${COLLECTOR}${html.slice(at)}`);
        const { 'content-length': _length, ...headers } = answer.headers;
        res.writeHead(answer.statusCode ?? 502, { ...headers, 'content-length': body.length });
        res.end(body);
      });
    });
    upstream.on('error', (error) => {
      res.writeHead(502);
      res.end(error.message);
    });
    req.pipe(upstream);
  });
  return new Promise((resolveProxy) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolveProxy({
        url: `http://127.0.0.1:${port}`,
        hold(path) {
          let release: () => void = () => undefined;
          const released = new Promise<void>((resolveHold) => {
            release = resolveHold;
          });
          const entry = { path, released };
          held.push(entry);
          return () => {
            held.splice(held.indexOf(entry), 1);
            release();
          };
        },
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
