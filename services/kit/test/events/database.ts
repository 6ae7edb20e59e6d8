/**
 * A fresh database on the harness PostgreSQL for one test file, migrated with the kit's
 * migrations (outbox, processed_events) as every service's database is.
 */
import os from 'node:os';
import { createTestDatabase } from '../../../../tooling/test-infra/db';
import { migrate, openDatabase, type Database } from '../../src/db';
import { KIT_MIGRATIONS_DIR } from '../../src/events';

export interface EventsTestDatabase {
  db: Database;
  /** Closes the connections and drops the database. */
  dispose(): Promise<void>;
}

export async function openEventsTestDatabase(prefix: string): Promise<EventsTestDatabase> {
  const testDb = await createTestDatabase(prefix);
  const db = await openDatabase({ url: testDb.url, dataDir: os.tmpdir() });
  await migrate(db, KIT_MIGRATIONS_DIR);
  return {
    db,
    async dispose() {
      await db.close();
      await testDb.drop();
    },
  };
}
