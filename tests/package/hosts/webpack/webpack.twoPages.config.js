// The guide's configuration (webpack.config.js) with a second page, built in the same run: the
// footer rendered at once (src/footerAtOnce.tsx, footer-at-once.html) next to the footer on demand
// (src/main.tsx, index.html), so the package test measures both main chunks from one build.
const HtmlWebpackPlugin = require('html-webpack-plugin');
const guide = require('./webpack.config.js');

module.exports = (env, argv) => {
  const config = guide(env, argv);
  return {
    ...config,
    entry: { main: config.entry, footerAtOnce: './src/footerAtOnce.tsx' },
    plugins: [
      ...config.plugins.filter((plugin) => !(plugin instanceof HtmlWebpackPlugin)),
      new HtmlWebpackPlugin({ template: 'page.html', chunks: ['main'] }),
      new HtmlWebpackPlugin({ template: 'page.html', filename: 'footer-at-once.html', chunks: ['footerAtOnce'] }),
    ],
  };
};
