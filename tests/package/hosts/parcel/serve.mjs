// `node serve.mjs <port>`: the production build (dist/) as the shop's server serves it, the page
// itself for every path without a file extension (/preview included), and in front of both the
// service fakes of .proxyrc.cjs, as `parcel serve` runs them.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { extname, join, normalize } from 'node:path';

const root = join(import.meta.dirname, 'dist');
const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.map': 'application/json' };
const middleware = [];
createRequire(import.meta.url)('./.proxyrc.cjs')({ use: (handler) => middleware.push(handler) });

async function sendFile(request, response) {
  const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://host').pathname)).replace(/^(\.\.[/\\])+/, '');
  const file = extname(path) ? join(root, path) : join(root, 'index.html');
  try {
    const body = await readFile(file);
    response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' }).end(body);
  } catch {
    response.writeHead(404).end('Not found');
  }
}

createServer((request, response) => {
  const next = (index) => (error) => {
    if (error) response.writeHead(500).end(String(error));
    else if (index < middleware.length) middleware[index](request, response, next(index + 1));
    else void sendFile(request, response);
  };
  next(0)();
}).listen(Number(process.argv[2]), '127.0.0.1');
