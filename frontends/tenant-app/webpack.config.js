const { frontendConfig } = require('../webpack.shared');

module.exports = frontendConfig({
  dir: __dirname,
  container: 'portico_tenant_app',
  exposes: { './TenantApp': './src/TenantApp.tsx' },
});
