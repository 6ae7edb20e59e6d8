/**
 * A fresh database on the harness PostgreSQL for one test file, migrated as a service's
 * database is: the kit's migrations (outbox, processed_events), then the service's own (here
 * an example service's tables, in ./migrations).
 */
import os from 'node:os';
import path from 'node:path';
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
  await migrate(db, path.join(__dirname, 'migrations'));
  return {
    db,
    async dispose() {
      await db.close();
      await testDb.drop();
    },
  };
}
