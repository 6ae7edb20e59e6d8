/** A migrated tenancy database on the harness PostgreSQL, owned by a non-superuser as in a cluster. */
import path from 'node:path';
import { openTestDatabase, type MigratedTestDatabase } from '../../../tooling/test-infra/db';

export const tenancyTestDatabase = (): Promise<MigratedTestDatabase> =>
  openTestDatabase({
    prefix: 'tenancy',
    migrations: [path.join(__dirname, '..', 'migrations')],
    asServiceUser: true,
  });
