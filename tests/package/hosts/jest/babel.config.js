// A project-wide babel.config.js, not a .babelrc: only this kind applies to node_modules, where
// the ES-modules-only peers above are compiled to CommonJS for Jest. msw 3's interceptors read
// `import.meta.url`, which CommonJS has not: babel-plugin-transform-import-meta (2.x for Babel 7)
// turns it into the file's URL.
module.exports = {
  presets: [['@babel/preset-env', { targets: { node: 'current' } }], ['@babel/preset-react', { runtime: 'automatic' }], '@babel/preset-typescript'],
  plugins: ['babel-plugin-transform-import-meta'],
};
