const { frontendConfig } = require('../webpack.shared');

module.exports = frontendConfig({
  dir: __dirname,
  container: 'portico_shell',
  host: true,
});
