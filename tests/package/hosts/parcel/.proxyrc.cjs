// Parcel's development server runs this file's function with its connect app (`parcel serve`
// reads .proxyrc.cjs from the project root): the package's service fakes answer /service/… on the
// page's own origin, in Node, so the page's bundle carries no msw and needs no service worker.
const { getResponse } = require('msw');
const { createServiceHandlers } = require('@shop/shop-parts/fakes');

// The shop's site (src/site.ts): the fakes answer the promotion in its language.
const { handlers } = createServiceHandlers({ site: 'DE' });

/** Node's request as the fetch Request msw's handlers take. */
async function toRequest(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) for (const item of [value ?? []].flat()) headers.append(name, item);
  const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined;
  return new Request(new URL(req.url, `http://${req.headers.host}`), { method: req.method, headers, body });
}

module.exports = function (app) {
  app.use(async (req, res, next) => {
    if (!req.url.startsWith('/service/')) return next();
    try {
      const response = await getResponse(handlers, await toRequest(req));
      if (!response) return next();
      res.statusCode = response.status;
      response.headers.forEach((value, name) => name !== 'set-cookie' && res.setHeader(name, value));
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) res.setHeader('set-cookie', cookies);
      res.end(Buffer.from(await response.arrayBuffer()));
    } catch (error) {
      next(error);
    }
  });
};
