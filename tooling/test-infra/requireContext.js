// webpack's require.context for the code jest runs: the same keys ('./folder/File.tsx', matched
// against the same regular expression) and the same shape (a function of a key, with keys()),
// read from the file system. swc-jest.js rewrites `require.context(` into a call of this. In
// 'lazy' mode a call answers a promise of the module, as webpack's does once the chunk loaded.
const fs = require('node:fs');
const path = require('node:path');

function requireContext(
  fromDir,
  requireModule,
  directory,
  recursive = true,
  regExp = /^\.\//,
  mode = 'sync',
) {
  const root = path.resolve(fromDir, directory);
  const keys = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (recursive && entry.name !== 'node_modules') walk(full);
        continue;
      }
      const key = `./${path.relative(root, full).split(path.sep).join('/')}`;
      if (regExp.test(key)) keys.push(key);
    }
  };
  walk(root);
  keys.sort();
  const load = (key) => {
    if (!keys.includes(key)) {
      const error = new Error(`Cannot find module '${key}' in ${root}`);
      error.code = 'MODULE_NOT_FOUND';
      throw error;
    }
    return requireModule(path.join(root, key));
  };
  const context = mode === 'lazy' ? (key) => Promise.resolve().then(() => load(key)) : load;
  context.keys = () => [...keys];
  return context;
}

module.exports = { requireContext };
