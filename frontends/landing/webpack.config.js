const { frontendConfig } = require('../webpack.shared');

module.exports = frontendConfig({
  dir: __dirname,
  container: 'portico_landing',
  exposes: { './LandingPage': './src/LandingPage.tsx' },
});
