/**
 * A fresh database on the harness PostgreSQL for one test file, migrated as a service's
 * database is: the kit's migrations (outbox, processed_events), then the service's own (here
 * an example service's tables, in ./migrations).
 */
import path from 'node:path';
import type { Database } from '../../src/db';
import { openTestDatabase } from '../../../../tooling/test-infra/db';

export interface EventsTestDatabase {
  db: Database;
  /** Closes the connections and drops the database. */
  dispose(): Promise<void>;
}

export async function openEventsTestDatabase(prefix: string): Promise<EventsTestDatabase> {
  const test = await openTestDatabase({ prefix, migrations: [path.join(__dirname, 'migrations')] });
  return { db: test.db, dispose: test.close };
}
