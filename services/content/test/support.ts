/** A migrated content database on the harness PostgreSQL, owned by a non-superuser as in a cluster. */
import path from 'node:path';
import { KIT_MIGRATIONS_DIR, migrate, openDatabase, type Database } from '@portico/kit';
import { createTestDatabase } from '../../../tooling/test-infra/db';

export async function contentTestDatabase(): Promise<{
  db: Database;
  url: string;
  close(): Promise<void>;
}> {
  const test = await createTestDatabase('content', { asServiceUser: true });
  const db = await openDatabase({ url: test.url, dataDir: '' });
  await migrate(db, KIT_MIGRATIONS_DIR);
  await migrate(db, path.join(__dirname, '..', 'migrations'));
  return {
    db,
    url: test.url,
    async close() {
      await db.close();
      await test.drop();
    },
  };
}
