// `node serve.mjs <port> [folder]`: the built shop, as the shop's server serves it: files from dist/ (or folder), and
// the page itself for every other path (/preview included), as webpack's dev server does with
// historyApiFallback.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';

const root = join(import.meta.dirname, process.argv[3] ?? 'dist');
const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.map': 'application/json' };

createServer(async (request, response) => {
  const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://host').pathname)).replace(/^(\.\.[/\\])+/, '');
  const file = extname(path) ? join(root, path) : join(root, 'index.html');
  try {
    const body = await readFile(file);
    response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' }).end(body);
  } catch {
    response.writeHead(404).end('Not found');
  }
}).listen(Number(process.argv[2]), '127.0.0.1');
