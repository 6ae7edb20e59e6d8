const { frontendConfig } = require('../webpack.shared');

module.exports = frontendConfig({
  dir: __dirname,
  container: 'portico_super_console',
  exposes: { './SuperConsole': './src/SuperConsole.tsx' },
});
