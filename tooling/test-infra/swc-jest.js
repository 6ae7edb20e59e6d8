// @swc/jest, with webpack's require.context made to work under jest: the call is rewritten to
// requireContext.js, given the module's own folder and require (webpack resolves it at build
// time; jest has no equivalent). Everything else is @swc/jest as configured in jest.config.js.
const swcJest = require('@swc/jest');

const HOOK = JSON.stringify(require.resolve('./requireContext.js'));
const withContext = (source) =>
  source.includes('require.context(')
    ? source.replace(
        /\brequire\.context\(/g,
        `require(${HOOK}).requireContext(__dirname, require, `,
      )
    : source;

module.exports = {
  createTransformer(options) {
    const swc = swcJest.createTransformer(options);
    return {
      ...swc,
      process: (source, file, jestOptions) => swc.process(withContext(source), file, jestOptions),
      processAsync: (source, file, jestOptions) =>
        swc.processAsync(withContext(source), file, jestOptions),
      getCacheKey: (source, file, ...rest) => swc.getCacheKey(withContext(source), file, ...rest),
    };
  },
};
