// Jest's transform of the frontends' message catalogues (`src/i18n/<language>.json`): the same
// compilation webpack applies (frontends/messages-loader.js), so components under test format
// exactly what the browser gets. Jest reads a .json module's transformed text as JSON.
const { createHash } = require('node:crypto');
const { compileMessages } = require('../../frontends/messages-loader.js');

const { readFileSync } = require('node:fs');

/** The compilation changes with the loader or with this file. */
const version = createHash('sha256')
  .update(readFileSync(require.resolve('../../frontends/messages-loader.js')))
  .update(readFileSync(__filename))
  .digest('hex');

module.exports = {
  process(source, file) {
    return { code: JSON.stringify(compileMessages(JSON.parse(source), file)) };
  },
  getCacheKey(source, file) {
    return createHash('sha256').update(version).update(file).update(source).digest('hex');
  },
};
