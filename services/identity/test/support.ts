/** A migrated identity database on the harness PostgreSQL, and a clock tests can move. */
import path from 'node:path';
import type { Database } from '@portico/kit';
import { openTestDatabase } from '../../../tooling/test-infra/db';

export interface IdentityTestDb {
  db: Database;
  url: string;
  close(): Promise<void>;
}

export const identityTestDatabase = (): Promise<IdentityTestDb> =>
  openTestDatabase({
    prefix: 'identity',
    migrations: [path.join(__dirname, '..', 'migrations')],
    asServiceUser: true,
  });

export class TestClock {
  constructor(private at = new Date('2026-11-22T10:00:00Z')) {}
  now = () => new Date(this.at);
  advance(seconds: number): void {
    this.at = new Date(this.at.getTime() + seconds * 1000);
  }
}
