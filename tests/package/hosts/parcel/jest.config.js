// Jest for a Parcel shop's suite that tests the shop parts: Babel's options live here, where only
// babel-jest reads them. A babel.config.js (or .babelrc) in the project would be read by Parcel
// too, which would then compile the app with it. Otherwise as docs/guides/testing-your-shop.md.
const babel = {
  presets: [['@babel/preset-env', { targets: { node: 'current' } }], ['@babel/preset-react', { runtime: 'automatic' }], '@babel/preset-typescript'],
  // msw 3's interceptors read `import.meta.url`, which CommonJS has not (2.x of the plugin for Babel 7).
  plugins: ['babel-plugin-transform-import-meta'],
};

module.exports = {
  // jsdom with Node's fetch, Request and Response put back: RTK Query and msw/node need them.
  testEnvironment: 'jest-fixed-jsdom',
  transform: { '\\.[cm]?[jt]sx?$': ['babel-jest', babel] },
  // These peers ship ES modules only, so Babel compiles them for Jest's CommonJS mode.
  transformIgnorePatterns: ['/node_modules/(?!(react-intl|@formatjs|intl-messageformat|msw|@mswjs|@msw|cookie|rettime|until-async|@open-draft)/)'],
};
