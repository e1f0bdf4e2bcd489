// Jest in its CommonJS mode with babel-jest, as most shops run it, for a suite that tests the shop
// parts. The parts need no setting of their own: Jest's `require` condition finds their CommonJS build.
module.exports = {
  // jsdom, with Node's fetch, Request and Response put back (plain jsdom has none): RTK Query and
  // msw/node need them. jest-fixed-jsdom also drops jsdom's `browser` condition, so msw/node resolves.
  testEnvironment: 'jest-fixed-jsdom',
  // Babel for .mjs files as well: some of msw's helpers ship ES modules only, as .mjs.
  transform: { '\\.[cm]?[jt]sx?$': 'babel-jest' },
  // Jest does not transform node_modules, but these peers ship ES modules only, so Babel must:
  // react-intl with @formatjs and intl-messageformat (since react-intl 8); msw 3 itself (ES modules
  // only), its @mswjs, @msw and cookie packages, and the helpers msw 2 and 3 share.
  transformIgnorePatterns: ['/node_modules/(?!(react-intl|@formatjs|intl-messageformat|msw|@mswjs|@msw|cookie|rettime|until-async|@open-draft)/)'],
};
