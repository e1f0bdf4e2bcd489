// Parcel's dev server (`npm start`) answers /service/... with the service fakes over real HTTP.
require('tsx/cjs');
const { createServiceHandlers } = require('./api/fakes/handlers.ts');
const { createFakesMiddleware } = require('./api/fakes/nodeMiddleware.ts');

module.exports = function (app) {
  const { handlers } = createServiceHandlers();
  app.use(createFakesMiddleware(handlers));
};
