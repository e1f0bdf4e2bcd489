// Four projects: `unit` (jsdom, msw fakes in-process), `browser` (the built demo in Chromium, and the
// shopper flows of tests/browser/engines in Firefox and WebKit too), `browser-dev` (Chromium against
// the demo under Parcel's dev server, as `npm start` serves it) and `package` (the packed tarball
// installed into fresh host apps). `npm test` (scripts/runTests.ts) runs them in tiers.
// react-intl, @formatjs and msw's helpers ship ES modules only, so they are transformed too.
const esmOnly = [
  'react-intl', '@formatjs', 'intl-messageformat', 'msw', '@mswjs', '@open-draft', 'until-async',
  'rettime', 'strict-event-emitter', 'outvariant', 'headers-polyfill', 'is-node-process', '@bundled-es-modules',
  'tough-cookie', 'fast-check', 'pure-rand', '@redux-devtools',
];
const transform = {
  '^.+\\.(t|j)sx?$|^.+\\.mjs$': ['@swc/jest', { jsc: { transform: { react: { runtime: 'automatic' } } } }],
};
const transformIgnorePatterns = [`/node_modules/(?!(${esmOnly.join('|')})/)`];

module.exports = {
  // Generous: npm test runs the unit tests beside the package tests on two cores. Jest reads
  // testTimeout only here, not from a project (a project's own was ignored: 5 s applied); browser and
  // package files set their own with jest.setTimeout.
  testTimeout: 15000,
  projects: [
    {
      displayName: 'unit',
      testEnvironment: 'jest-fixed-jsdom',
      // examples/*.test.ts, the README's host test samples, run word for word in the package tier's
      // Jest and Vitest hosts against the packed tarball (tests/package/testRunnerHosts.test.ts).
      testMatch: ['<rootDir>/tests/unit/**/*.test.ts?(x)'],
      setupFilesAfterEnv: ['<rootDir>/tests/support/setupUnit.ts'],
      moduleNameMapper: {
        '^@shop/shop-parts$': '<rootDir>/src/index.ts',
        '^@shop/shop-parts/(server|widgets|testing|fakes)$': '<rootDir>/src/$1.ts',
        // The footer as Node gets it, imported with the entry (ShopFooter.tsx's import): the parts'
        // tests render it at once. Its loading on demand: tests/unit/footer/footerOnDemand.test.tsx
        // and the browser tests.
        '^\\./LoadedFooter$': '<rootDir>/src/components/LoadedFooter.node.ts',
      },
      transform,
      transformIgnorePatterns,
    },
    {
      displayName: 'browser',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/browser/**/*.test.ts'],
      testPathIgnorePatterns: ['/node_modules/', '<rootDir>/tests/browser/devServer.test.ts'],
      globalSetup: '<rootDir>/tests/browser/globalSetup.ts',
      globalTeardown: '<rootDir>/tests/browser/globalTeardown.ts',
      transform,
      transformIgnorePatterns,
    },
    {
      // The demo as `npm start` serves it (Parcel's dev server: a development build). The file
      // starts that server itself, so it runs without the production build of `browser`'s set-up.
      displayName: 'browser-dev',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/browser/devServer.test.ts'],
      transform,
      transformIgnorePatterns,
    },
    {
      // Builds and packs the package, installs the tarball into a fresh host app and renders from it.
      displayName: 'package',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/package/**/*.test.ts'],
      // The host templates' own tests run inside the hosts the package tests create, not here.
      testPathIgnorePatterns: ['/node_modules/', '<rootDir>/tests/package/hosts/'],
      globalSetup: '<rootDir>/tests/package/globalSetup.ts',
      globalTeardown: '<rootDir>/tests/package/globalTeardown.ts',
      transform,
      transformIgnorePatterns,
    },
  ],
};
