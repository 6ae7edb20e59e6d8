// One webpack recipe for the shell and the three remotes, so every app shares the same
// loaders, the same singletons and the same production output (minified, content-hashed).
// Type-checking is left to `tsc` (see frontends/tsconfig.base.json) to keep builds fast.
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { BundleAnalyzerPlugin } = require('webpack-bundle-analyzer');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

const kitSource = path.resolve(__dirname, 'kit/src');
const kitVersion = require('./kit/package.json').version;
const routerPackage = path.dirname(require.resolve('react-router/package.json'));
const routerVersion = require('react-router/package.json').version;

/**
 * Singletons shared by the host and every remote. The slash forms cover react/jsx-runtime and
 * react-dom/client; the kit is shared so that the auth and active-tenant contexts are one object.
 */
const shared = {
  react: { singleton: true, requiredVersion: '^19.2.0' },
  'react/': { singleton: true, requiredVersion: '^19.2.0' },
  'react-dom': { singleton: true, requiredVersion: '^19.2.0' },
  'react-dom/': { singleton: true, requiredVersion: '^19.2.0' },
  // The version is given because the shared module is the narrowed entry (react-router.js),
  // whose own package.json would otherwise be taken for react-router's.
  'react-router': { singleton: true, requiredVersion: '^7.18.0', version: routerVersion },
  '@portico/frontend-kit': { singleton: true, version: kitVersion, requiredVersion: kitVersion },
  // One query cache: a remote's useQuery must find the QueryClient the shell provides.
  '@tanstack/react-query': { singleton: true, requiredVersion: '^5.0.0' },
};

/**
 * The federation runtime's packages ship CommonJS and ES builds, and the runtime the shell
 * hands to the remotes reaches them through require(): without these aliases the shell's entry
 * carried both builds of runtime-core and the sdk (about 90 KiB of 190). Each name resolves to
 * its ES build.
 */
function federationRuntimeAsEsm() {
  const packages = [
    ['@module-federation/runtime-core', '.'],
    ['@module-federation/sdk', '.'],
    ['@module-federation/error-codes', '.'],
    ['@module-federation/runtime', '.'],
    ['@module-federation/runtime-tools', './runtime-core'],
    ['@module-federation/inject-external-runtime-core-plugin', '.'],
  ];
  const aliases = {};
  for (const [name, subpath] of packages) {
    const dir = path.join(__dirname, '..', 'node_modules', name);
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
    const entry = manifest.exports[subpath].import.default;
    aliases[`${name}${subpath.slice(1)}$`] = path.join(dir, entry);
  }
  return aliases;
}

/** Entry file name with a content hash once webpack has computed it. */
function hashedWhenKnown(pathData) {
  const known =
    pathData.chunk && pathData.chunk.contentHash && pathData.chunk.contentHash.javascript;
  return known ? '[name].[contenthash:12].js' : '[name].js';
}

/** Text assets worth pre-compressing; servers pick .br or .gz from Accept-Encoding. */
const COMPRESSIBLE = /\.(js|css|html|svg|json)$/;

/** Where the build writes what is not served: bundle analyser report and webpack stats. */
const reportDir = (app) => path.join(app.dir, 'build-report');

/** A name missing from react-router.js fails the build instead of a page at run time. */
class RouterExportsPlugin {
  apply(compiler) {
    compiler.hooks.afterCompile.tap('RouterExportsPlugin', (compilation) => {
      const missing = compilation.warnings.filter((warning) =>
        /was not found in 'react-router'/.test(warning.message),
      );
      if (missing.length === 0) return;
      compilation.warnings = compilation.warnings.filter((warning) => !missing.includes(warning));
      for (const warning of missing) {
        warning.message += ' (add it to frontends/react-router.js)';
        compilation.errors.push(warning);
      }
    });
  }
}

/**
 * Starts in the HTML what the entry would otherwise ask for only once it has run: the chunks of
 * its first import() (the bootstrap and the shared react, react-dom, router and kit), in
 * parallel with the entry itself. On the throttled phone of `make bench-pages` they arrived
 * 2.2 s earlier. (A preload of the runtime manifest was not reused by the bootstrap's fetch.)
 * The entry itself is asked for at high priority: a deferred script is fetched at low priority,
 * after the preloads, and none of them can run before it (it holds webpack's runtime), nor can
 * the session's renewal it starts (bench/README.md, "Pages").
 */
class PreloadFirstChunksPlugin {
  /**
   * @param {string} request the entry's first import(); its other ones (the shell's early start
   * of a dashboard's chunks) are not for every page, and are left out unless the bootstrap or a
   * shared package needs their chunks too
   */
  constructor(request) {
    this.request = request;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadFirstChunksPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(
        'PreloadFirstChunksPlugin',
        (data) => {
          const publicPath = compilation.getPath(compilation.outputOptions.publicPath ?? '/');
          const scripts = new Set();
          const first = (group) =>
            group.origins.some((origin) => !origin.request || origin.request === this.request);
          for (const entrypoint of compilation.entrypoints.values())
            for (const group of entrypoint.getChildren().filter(first))
              for (const chunk of group.chunks)
                for (const file of chunk.files) if (file.endsWith('.js')) scripts.add(file);
          const link = (attributes) =>
            HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', ...attributes });
          for (const tag of data.headTags)
            if (tag.tagName === 'script' && tag.attributes.src)
              tag.attributes.fetchpriority = 'high';
          data.headTags.push(
            ...[...scripts].sort().map((file) => link({ as: 'script', href: publicPath + file })),
          );
          return data;
        },
      );
    });
  }
}

/**
 * @param {object} app
 * @param {string} app.dir          the app folder (pass __dirname)
 * @param {string} app.container    federation container name, unique per app
 * @param {Record<string,string>} [app.exposes]  remotes only: what the container offers
 * @param {boolean} [app.host]      true for the shell
 */
function frontendConfig(app) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const hashed = production ? '[name].[contenthash:12]' : '[name]';
    return {
      mode: production ? 'production' : 'development',
      // The browsers React 19 supports: webpack's own runtime code may use arrow functions and
      // const like the compiled sources (swc, es2020), which is shorter.
      target: ['web', 'es2020'],
      context: app.dir,
      entry: app.host ? { main: './src/index.ts' } : {},
      // Production maps are written for error reports but never named in the bundles, and the
      // gateway and nginx refuse to serve them.
      devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
      // Rebuilds after a change recompile only what changed (make skips unchanged apps).
      cache: {
        type: 'filesystem',
        name: `${app.container}-${production ? 'production' : 'development'}`,
        buildDependencies: {
          config: [
            __filename,
            path.join(__dirname, 'messages-loader.js'),
            path.join(app.dir, 'webpack.config.js'),
          ],
        },
      },
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
      optimization: {
        // swc's minifier through webpack's own minimizer plugin, with webpack's default options
        // (two compress passes): half the CPU of terser, its default, on a cold build (tenant
        // app 22 s against 44 s on two cores) and a little smaller (1,067 KB against 1,075 KB
        // of script). Each app is built twice in make test, here and in its image.
        minimizer: [
          new MinimizerPlugin({
            minify: MinimizerPlugin.swcMinify,
            terserOptions: { compress: { passes: 2 }, mangle: true },
          }),
        ],
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js'],
        alias: {
          ...federationRuntimeAsEsm(),
          '@portico/frontend-kit': kitSource,
          // The one shared copy of react-router carries only what the apps import (react-router.js).
          'react-router$': path.join(__dirname, 'react-router.js'),
          // Messages are compiled to ASTs at build time (messages-loader.js): the browser
          // formats them without the ICU parser.
          '@formatjs/icu-messageformat-parser$':
            require.resolve('@formatjs/icu-messageformat-parser/no-parser.js'),
          'react-router-full$': path.join(
            routerPackage,
            'dist',
            production ? 'production' : 'development',
            'index.mjs',
          ),
        },
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
          {
            // Message catalogues (a package's src/i18n/en.json, es.json, ...; an area's <area>/i18n/).
            test: /[\\/]i18n[\\/][a-z]{2}\.json$/,
            type: 'json',
            use: path.join(__dirname, 'messages-loader.js'),
          },
          {
            test: /\.css$/,
            // Production stylesheets are files of their own, loaded with the chunk that imports
            // them (a chunk runs once its stylesheet is in): inside the JavaScript, as
            // style-loader puts them, they were a tenth of what sign-in and the landing page
            // download as script, parsed again as script. css-loader follows devtool and would
            // inline every stylesheet's source map (hidden-source-map still counts as on).
            use: [
              production ? MiniCssExtractPlugin.loader : 'style-loader',
              { loader: 'css-loader', options: { sourceMap: !production } },
              ...(production ? [path.join(__dirname, 'css-minify-loader.js')] : []),
            ],
          },
          {
            test: /\.(svg|png|jpe?g|webp|woff2?)$/,
            oneOf: [
              // The landing hero's illustration is the page's largest paint: as a data URI in
              // the landing chunk it paints with the page instead of one more round trip later
              // (150 ms and up on the throttled phone of `make bench-pages`). 5.7 KiB of SVG,
              // about 2 KiB compressed with the chunk; the carousel keeps its own files.
              { issuer: /[\\/]sections[\\/]Hero\.tsx$/, test: /\.svg$/, type: 'asset/inline' },
              { type: 'asset/resource' },
            ],
          },
        ],
      },
      plugins: [
        new RouterExportsPlugin(),
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
          // mf-manifest.json / mf-stats.json: which chunks each exposed module and shared
          // package needs; the bundle budget test reads them.
          manifest: true,
          experiments: {
            // The shell hands the federation runtime to every remote, so a remoteEntry.js does
            // not carry a second copy of it.
            ...(app.host ? { provideExternalRuntime: true } : { externalRuntime: true }),
            // Remotes are registered by remoteEntry.js, never by an mf-manifest, and only
            // browsers run the runtime: its snapshot and Node code can go (2.7 KiB of the entry).
            optimization: { disableSnapshot: true, target: 'web' },
          },
        }),
        ...(app.host
          ? [
              new HtmlWebpackPlugin({
                template: path.join(app.dir, 'src/index.html'),
                publicPath: '/',
              }),
              new PreloadFirstChunksPlugin('./bootstrap'),
            ]
          : []),
        ...(production
          ? [
              new MiniCssExtractPlugin({
                filename: '[name].[contenthash:12].css',
                chunkFilename: '[name].[contenthash:12].css',
              }),
              new CompressionPlugin({
                test: COMPRESSIBLE,
                algorithm: 'gzip',
                compressionOptions: { level: 9 },
                filename: '[path][base].gz',
              }),
              new CompressionPlugin({
                test: COMPRESSIBLE,
                algorithm: 'brotliCompress',
                compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
                filename: '[path][base].br',
              }),
              new BundleAnalyzerPlugin({
                analyzerMode: 'static',
                reportFilename: path.join(reportDir(app), 'bundles.html'),
                generateStatsFile: true,
                statsFilename: path.join(reportDir(app), 'stats.json'),
                // What the bundle budget test (tooling/test/bundle-budget.test.ts) reads: which
                // chunks each lazy import pulls in, and the largest modules of each chunk.
                statsOptions: {
                  all: false,
                  assets: true,
                  chunks: true,
                  chunkGroups: true,
                  chunkOrigins: true,
                  chunkRelations: true,
                  chunkModules: true,
                  chunkModulesSpace: 5,
                  // With the persistent cache, modules are otherwise listed as "cached modules".
                  groupModulesByCacheStatus: false,
                  cachedModules: true,
                  ids: true,
                },
                openAnalyzer: false,
              }),
            ]
          : []),
      ],
      performance: { hints: false },
      stats: 'errors-warnings',
      // The analyser's "report saved" lines and the manifest's publicPath notice are noise.
      infrastructureLogging: { level: 'error' },
    };
  };
}

module.exports = { frontendConfig, shared };
