/**
 * A stand-alone HTTP server for the service fakes, used by the browser tests and the benchmark
 * together with a static folder (the built demo). `npm start` mounts the same middleware in
 * Parcel's dev server through `.proxyrc.cjs`.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { createServiceHandlers } from '../api/fakes';
import { createFakesMiddleware } from '../api/fakes/nodeMiddleware';

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
  const { handlers } = createServiceHandlers();
  const fakes = createFakesMiddleware(handlers);
  const server = createServer((req, res) => {
    void fakes(req, res, (error) => {
      if (error) {
        res.statusCode = 500;
        res.end(String(error));
        return;
      }
      serveStatic(staticDir, req.url ?? '/', res);
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

function serveStatic(root: string, url: string, res: import('node:http').ServerResponse): void {
  const pathname = decodeURIComponent(new URL(url, 'http://x').pathname);
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
  res.setHeader('Content-Type', CONTENT_TYPES[extname(file)] ?? 'application/octet-stream');
  createReadStream(file).pipe(res);
}

if (process.argv[1] && /fakeServer\.ts$/.test(process.argv[1])) {
  const dir = process.argv[2] ?? '.demo-dist';
  const port = Number(process.env.PORT ?? 1234);
  void startDemoServer(dir, port).then(({ url }) => console.log(`Demo with service fakes at ${url}`));
}
