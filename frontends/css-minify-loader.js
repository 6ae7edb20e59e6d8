/**
 * Minifies a stylesheet with esbuild before css-loader makes it a module. style-loader put
 * the stylesheets into the JavaScript (production builds now write them to files of their own,
 * webpack.shared.js); minified, they cost a third less either way.
 */
const { transform } = require('esbuild');

module.exports = function minifyStylesheet(source) {
  const done = this.async();
  transform(source, { loader: 'css', minify: true, sourcefile: this.resourcePath }).then(
    (result) => done(null, result.code),
    (error) => done(error),
  );
};
