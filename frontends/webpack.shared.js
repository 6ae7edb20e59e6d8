// One webpack recipe for the shell and the three remotes, so every app shares the same
// loaders, the same singletons and the same production output (minified, content-hashed).
// Type-checking is left to `tsc` (see frontends/tsconfig.base.json) to keep builds fast.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

const kitSource = path.resolve(__dirname, 'kit/src');
const kitVersion = require('./kit/package.json').version;

/**
 * Singletons shared by the host and every remote. The slash forms cover react/jsx-runtime and
 * react-dom/client; the kit is shared so that the auth and active-tenant contexts are one object.
 */
const shared = {
  react: { singleton: true, requiredVersion: '^19.2.0' },
  'react/': { singleton: true, requiredVersion: '^19.2.0' },
  'react-dom': { singleton: true, requiredVersion: '^19.2.0' },
  'react-dom/': { singleton: true, requiredVersion: '^19.2.0' },
  'react-router': { singleton: true, requiredVersion: '^7.18.0' },
  '@portico/frontend-kit': { singleton: true, version: kitVersion, requiredVersion: kitVersion },
};

/** Entry file name with a content hash once webpack has computed it. */
function hashedWhenKnown(pathData) {
  const known =
    pathData.chunk && pathData.chunk.contentHash && pathData.chunk.contentHash.javascript;
  return known ? '[name].[contenthash:12].js' : '[name].js';
}

/**
 * @param {object} app
 * @param {string} app.dir          the app folder (pass __dirname)
 * @param {string} app.container    federation container name, unique per app
 * @param {Record<string,string>} [app.exposes]  remotes only: what the container offers
 * @param {boolean} [app.host]      true for the shell
 * @param {string} [app.title]      host only: the document title
 */
function frontendConfig(app) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const hashed = production ? '[name].[contenthash:12]' : '[name]';
    return {
      mode: production ? 'production' : 'development',
      context: app.dir,
      entry: app.host ? { main: './src/index.ts' } : {},
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(app.dir, 'dist'),
        // The host's index.html is served for deep links (/dashboard/admin), so its assets must
        // be absolute; a remote's assets sit next to its remoteEntry.js wherever that is served.
        publicPath: app.host ? '/' : 'auto',
        uniqueName: app.container,
        // A function because the federation runtime asks for the entry's file name before hashes
        // exist (only to learn its folder depth); the real emit call has them.
        filename: production ? hashedWhenKnown : '[name].js',
        chunkFilename: `${hashed}.js`,
        assetModuleFilename: production
          ? 'assets/[name].[contenthash:12][ext]'
          : 'assets/[name][ext]',
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js'],
        alias: { '@portico/frontend-kit': kitSource },
      },
      module: {
        rules: [
          {
            test: /\.[jt]sx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production } },
                  target: 'es2020',
                },
              },
            },
          },
          { test: /\.css$/, use: ['style-loader', 'css-loader'] },
          { test: /\.(svg|png|jpe?g|webp|woff2?)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: app.container,
          filename: app.host ? undefined : 'remoteEntry.js',
          exposes: app.exposes,
          // Remotes are registered at run time from the gateway's manifest (see the shell's
          // federation/), so nothing is hard-wired here and one build runs anywhere.
          remotes: {},
          shared,
          shareStrategy: 'loaded-first',
          dts: false,
          manifest: false,
        }),
        ...(app.host
          ? [
              new HtmlWebpackPlugin({
                template: path.join(app.dir, 'src/index.html'),
                title: app.title,
                publicPath: '/',
              }),
            ]
          : []),
      ],
      performance: { hints: false },
      stats: 'errors-warnings',
    };
  };
}

module.exports = { frontendConfig, shared };
