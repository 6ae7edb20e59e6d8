/** A migrated identity database on the harness PostgreSQL, and a clock tests can move. */
import path from 'node:path';
import { KIT_MIGRATIONS_DIR, migrate, openDatabase, type Database } from '@portico/kit';
import { createTestDatabase, type TestDatabase } from '../../../tooling/test-infra/db';

export interface IdentityTestDb {
  db: Database;
  url: string;
  close(): Promise<void>;
}

export async function identityTestDatabase(): Promise<IdentityTestDb> {
  const test: TestDatabase = await createTestDatabase('identity', { asServiceUser: true });
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

export class TestClock {
  constructor(private at = new Date('2026-11-22T10:00:00Z')) {}
  now = () => new Date(this.at);
  advance(seconds: number): void {
    this.at = new Date(this.at.getTime() + seconds * 1000);
  }
}
