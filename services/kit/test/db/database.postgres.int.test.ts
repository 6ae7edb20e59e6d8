/**
 * The database contract on a real PostgreSQL server. Each test gets its own database, owned
 * by a login role that is not a superuser, as a service's database is in a cluster: so the
 * row-level security tests prove the policies hold against the table owner, not merely
 * against a superuser that bypasses everything anyway.
 */
import os from 'node:os';
import { createTestDatabase } from '../../../../tooling/test-infra/db';
import { openDatabase } from '../../src/db';
import { describeDatabaseContract } from './database-contract';

describeDatabaseContract({
  name: 'PostgreSQL',
  async open() {
    const testDb = await createTestDatabase('kit_db', { asServiceUser: true });
    const open = () => openDatabase({ url: testDb.url, dataDir: os.tmpdir() });
    const db = await open();
    const replica = await open();
    return {
      db,
      replica,
      async dispose() {
        await Promise.all([db.close(), replica.close()]);
        await testDb.drop();
      },
    };
  },
});
