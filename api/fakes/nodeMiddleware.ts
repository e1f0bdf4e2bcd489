import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { getResponse, type HttpHandler } from 'msw';

/**
 * Serves msw handlers over real HTTP from a Node server (connect-style `(req, res, next)`), so the
 * demo's network panel shows real calls. Requests no handler answers go on to `next`.
 */
export function createFakesMiddleware(handlers: HttpHandler[]) {
  return async (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void): Promise<void> => {
    try {
      const origin = `http://${req.headers.host ?? 'localhost'}`;
      const method = req.method ?? 'GET';
      const hasBody = method !== 'GET' && method !== 'HEAD';
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) {
        if (Array.isArray(value)) value.forEach((item) => headers.append(name, item));
        else if (value !== undefined) headers.set(name, value);
      }
      const request = new Request(new URL(req.url ?? '/', origin), {
        method,
        headers,
        body: hasBody ? (Readable.toWeb(req) as ReadableStream) : undefined,
        // Node's fetch needs this for a streamed body; it is not in the DOM typings.
        ...(hasBody ? ({ duplex: 'half' } as RequestInit) : {}),
      });
      const response = await getResponse(handlers, request, { baseUrl: origin });
      if (!response) {
        next();
        return;
      }
      res.statusCode = response.status;
      response.headers.forEach((value, name) => {
        if (name.toLowerCase() !== 'set-cookie') res.setHeader(name, value);
      });
      const setCookies = response.headers.getSetCookie();
      if (setCookies.length > 0) res.setHeader('Set-Cookie', setCookies);
      res.end(Buffer.from(await response.arrayBuffer()));
    } catch (error) {
      next(error);
    }
  };
}
