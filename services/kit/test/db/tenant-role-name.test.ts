import os from 'node:os';
import { openDatabase } from '../../src/db';

describe('the tenant role name', () => {
  // It is interpolated into SET ROLE and GRANT statements, so only plain identifiers pass.
  it.each(['portico_tenant; DROP TABLE users', 'Tenant', '"tenant"', 'tenant-role', ''])(
    'is refused before any connection when it is %p',
    async (tenantRole) => {
      await expect(
        openDatabase({
          url: 'postgres://nobody@127.0.0.1:1/none',
          dataDir: os.tmpdir(),
          tenantRole,
        }),
      ).rejects.toThrow(/Invalid database role name/);
    },
  );
});
