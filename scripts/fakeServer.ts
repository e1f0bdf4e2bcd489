/**
 * A stand-alone HTTP server for the service fakes, used by the browser tests and the benchmark
 * together with a static folder (the built demo). `npm start` mounts the same middleware in
 * Parcel's dev server through `.proxyrc.cjs`.
 */
// First: the sources' server rendering as Node gets the built package.
import './nodeConditions';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { createServiceHandlers } from '../api/fakes';
import { createFakesMiddleware } from '../api/fakes/nodeMiddleware';
import { demoSiteOfRequest } from '../src/demo/demoSiteOfRequest';
import { renderDemoHtml } from './demoPageRenderer';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webmanifest': 'application/manifest+json',
};

export interface DemoServer {
  server: Server;
  url: string;
  close: () => Promise<void>;
}

export function startDemoServer(staticDir: string, port = 0): Promise<DemoServer> {
  const { handlers } = createServiceHandlers({ siteOf: demoSiteOfRequest });
  const fakes = createFakesMiddleware(handlers);
  const server = createServer((req, res) => {
    void fakes(req, res, (error) => {
      if (error) {
        res.statusCode = 500;
        res.end(error instanceof Error ? error.message : 'internal error');
        return;
      }
      void serveDemo(staticDir, req, res);
    });
  });
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      const actualPort = typeof address === 'object' && address ? address.port : port;
      resolve({
        server,
        url: `http://127.0.0.1:${actualPort}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

/** The shop page is rendered on the server (as a host's would be); everything else is a static file. */
async function serveDemo(root: string, req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://demo.local');
  const page = join(root, 'index.html');
  if ((url.pathname === '/' || url.pathname === '/index.html') && existsSync(page)) {
    try {
      const html = await renderDemoHtml(readFileSync(page, 'utf8'), url, req.headers.cookie ?? '', req.headers['user-agent'] ?? '');
      if (html !== null) {
        sendText(req, res, Buffer.from(html), CONTENT_TYPES['.html'] ?? 'text/html');
        return;
      }
    } catch (error) {
      console.error('[demo] server rendering failed; serving the page for client rendering', error);
    }
  }
  serveStatic(root, req, res);
}

const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.map']);
const gzipped = new Map<string, Buffer>();

/** Text goes out gzip-compressed when the browser accepts it, as from any production web server. */
function sendText(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, body: Buffer, contentType: string, cacheKey?: string): void {
  res.setHeader('Content-Type', contentType);
  res.setHeader('Vary', 'Accept-Encoding');
  if (!/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
    res.end(body);
    return;
  }
  let compressed = cacheKey ? gzipped.get(cacheKey) : undefined;
  if (!compressed) {
    compressed = gzipSync(body);
    if (cacheKey) gzipped.set(cacheKey, compressed);
  }
  res.setHeader('Content-Encoding', 'gzip');
  res.end(compressed);
}

function serveStatic(root: string, req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse): void {
  const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
  let file = normalize(join(root, pathname));
  if (!file.startsWith(normalize(root))) {
    res.statusCode = 403;
    res.end();
    return;
  }
  if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
  if (!existsSync(file)) {
    res.statusCode = 404;
    res.end('Not found');
    return;
  }
  const contentType = CONTENT_TYPES[extname(file)] ?? 'application/octet-stream';
  // Parcel names built files by content hash: they can be cached for good.
  if (/\.[0-9a-f]{8}\./.test(file)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  if (COMPRESSIBLE.has(extname(file))) {
    sendText(req, res, readFileSync(file), contentType, file);
    return;
  }
  res.setHeader('Content-Type', contentType);
  createReadStream(file).pipe(res);
}

if (process.argv[1] && /fakeServer\.ts$/.test(process.argv[1])) {
  const dir = process.argv[2] ?? '.demo-dist';
  const port = Number(process.env.PORT ?? 1234);
  void startDemoServer(dir, port).then(({ url }) => console.log(`Demo with service fakes at ${url}`));
}
