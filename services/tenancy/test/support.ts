/** A migrated tenancy database on the harness PostgreSQL, owned by a non-superuser as in a cluster. */
import path from 'node:path';
import type { Database } from '@portico/kit';
import { openTestDatabase } from '../../../tooling/test-infra/db';

export const tenancyTestDatabase = (): Promise<{ db: Database; close(): Promise<void> }> =>
  openTestDatabase({
    prefix: 'tenancy',
    migrations: [path.join(__dirname, '..', 'migrations')],
    asServiceUser: true,
  });
