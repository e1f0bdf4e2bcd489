// A webpack 5 host as docs/guides/webpack.md sets one up: babel-loader for the host's own
// TypeScript and JSX, the package's stylesheet through css-loader, source maps for the size test.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');

module.exports = (env, argv) => ({
  entry: './src/main.tsx',
  output: {
    path: path.resolve(__dirname, 'dist'),
    filename: '[name].[contenthash:8].js',
    chunkFilename: '[name].[contenthash:8].js',
    // Absolute chunk URLs: the parts' chunks (a site's content, a language, the form, the staff
    // panel) load from any page path, /preview included.
    publicPath: '/',
    clean: true,
  },
  devtool: argv.mode === 'production' ? 'source-map' : 'eval-cheap-module-source-map',
  resolve: {
    extensions: ['.tsx', '.ts', '.mjs', '.js'],
    // The parts' messages ship precompiled, so a shop that formats no string message of its own can
    // leave react-intl's message parser out of its bundle (`webpack --env noParser`).
    alias: env.noParser ? { '@formatjs/icu-messageformat-parser$': '@formatjs/icu-messageformat-parser/no-parser.js' } : {},
  },
  module: {
    rules: [
      { test: /\.tsx?$/, exclude: /node_modules/, use: 'babel-loader' },
      { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
    ],
  },
  plugins: [new HtmlWebpackPlugin({ template: 'page.html' }), new MiniCssExtractPlugin()],
  // The staff panel mounts on the preview route (`previewRoute`, default /preview): the dev
  // server answers every path with the page, as the shop's server does.
  devServer: { historyApiFallback: true },
});
