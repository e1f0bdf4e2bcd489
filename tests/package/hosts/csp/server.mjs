// `node server.mjs <page port> <api port>`: the shop's Node server (node:http, no framework). It
// streams each page with a fresh nonce under a strict Content-Security-Policy, serves the client
// build, and answers the services on a second origin, the shop's apiBaseUrl.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { Readable } from 'node:stream';
import { getResponse } from 'msw';
import { createServiceHandlers } from '@shop/shop-parts/fakes';
import { contentSecurityPolicy } from './contentSecurityPolicy.mjs';
import { renderPage, site } from './dist-server/entry-server.js';

const [pagePort, apiPort] = process.argv.slice(2).map(Number);
const apiBaseUrl = `http://127.0.0.1:${apiPort}`;
const pageOrigin = `http://127.0.0.1:${pagePort}`;

const dist = join(import.meta.dirname, 'dist');
const { 'index.html': entry } = JSON.parse(await readFile(join(dist, '.vite', 'manifest.json'), 'utf8'));
const types = { '.js': 'text/javascript', '.css': 'text/css' };

createServer(async (request, response) => {
  const { pathname } = new URL(request.url ?? '/', pageOrigin);
  if (pathname.startsWith('/assets/')) {
    const file = join(dist, normalize(pathname).replace(/^(\.\.[/\\])+/, ''));
    try {
      response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' }).end(await readFile(file));
    } catch {
      response.writeHead(404).end();
    }
    return;
  }
  if (pathname === '/favicon.ico') {
    response.writeHead(204).end();
    return;
  }
  const nonce = randomBytes(16).toString('base64');
  response.setHeader('content-security-policy', contentSecurityPolicy(nonce, apiBaseUrl));
  await renderPage(response, {
    pathname,
    cookieHeader: request.headers.cookie,
    nonce,
    apiBaseUrl,
    script: `/${entry.file}`,
    stylesheets: (entry.css ?? []).map((file) => `/${file}`),
  }).catch((error) => {
    console.error(error);
    if (!response.headersSent) response.writeHead(500);
    response.end();
  });
}).listen(pagePort, '127.0.0.1');

// The services: the package's fakes, behind the CORS answers the shop's API gateway adds (the
// fakes send none). The parts call with credentials, JSON bodies and their own headers.
const fakes = createServiceHandlers({ site });

createServer(async (request, response) => {
  if (request.headers.origin === pageOrigin) {
    response.setHeader('access-control-allow-origin', pageOrigin);
    response.setHeader('access-control-allow-credentials', 'true');
  }
  response.setHeader('vary', 'Origin');
  if (request.method === 'OPTIONS') {
    response.writeHead(204, {
      'access-control-allow-methods': 'GET, POST, PUT',
      'access-control-allow-headers': request.headers['access-control-request-headers'] ?? '',
      'access-control-max-age': '600',
    });
    response.end();
    return;
  }
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  const answer = await getResponse(
    fakes.handlers,
    new Request(new URL(request.url ?? '/', apiBaseUrl), {
      method: request.method,
      headers: Object.entries(request.headers).flatMap(([name, value]) => (typeof value === 'string' ? [[name, value]] : (value ?? []).map((item) => [name, item]))),
      body: hasBody ? Readable.toWeb(request) : undefined,
      duplex: hasBody ? 'half' : undefined,
    }),
  );
  if (!answer) {
    response.writeHead(404).end();
    return;
  }
  const headers = Object.fromEntries([...answer.headers].filter(([name]) => name !== 'set-cookie'));
  const cookies = answer.headers.getSetCookie();
  response.writeHead(answer.status, cookies.length > 0 ? { ...headers, 'set-cookie': cookies } : headers);
  response.end(Buffer.from(await answer.arrayBuffer()));
}).listen(apiPort, '127.0.0.1');
