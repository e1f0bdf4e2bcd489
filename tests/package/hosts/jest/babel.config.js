// A project-wide babel.config.js, not a .babelrc: only this kind applies to node_modules, where
// the ES-modules-only peers above are compiled to CommonJS for Jest.
module.exports = {
  presets: [['@babel/preset-env', { targets: { node: 'current' } }], ['@babel/preset-react', { runtime: 'automatic' }], '@babel/preset-typescript'],
};
