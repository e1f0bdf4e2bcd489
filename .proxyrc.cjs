// Parcel's dev server (`npm start`) answers /service/... with the service fakes over real HTTP.
require('tsx/cjs');
const { createServiceHandlers } = require('./api/fakes/handlers.ts');
const { createFakesMiddleware } = require('./api/fakes/nodeMiddleware.ts');
const { demoSiteOfRequest } = require('./src/demo/demoSiteOfRequest.ts');

module.exports = function (app) {
  const { handlers } = createServiceHandlers({ siteOf: demoSiteOfRequest });
  app.use(createFakesMiddleware(handlers));
};
