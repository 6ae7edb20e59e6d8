/**
 * One fresh database per test file on the harness server (PORTICO_TEST_PG_URL), so files
 * running side by side never see each other's rows, roles' grants or migrations. Service tests
 * use `openTestDatabase` (opened and migrated as the service does); `createTestDatabase` is for
 * tests that start a whole service or stack on an empty database.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { KIT_MIGRATIONS_DIR, migrate, openDatabase, type Database } from '@portico/kit';

export interface TestDatabase {
  /** Connection string for the new database. */
  url: string;
  /** The database's name, and the user the URL connects as. */
  name: string;
  user: string;
  /** Drops the database (closing any connection still open to it) and its owner role. */
  drop(): Promise<void>;
}

export interface TestDatabaseOptions {
  /**
   * Connect as a login role that owns the database but is no superuser (it may create roles),
   * as a service does in a cluster. By default the URL is the harness superuser's.
   */
  asServiceUser?: boolean;
  /** With `asServiceUser`: whether that user may create roles (CREATEROLE); default true. */
  serviceUserMayCreateRoles?: boolean;
}

function harnessUrl(): string {
  const url = process.env.PORTICO_TEST_PG_URL;
  if (!url) {
    throw new Error(
      'PORTICO_TEST_PG_URL is not set: run this test in the integration or e2e jest project, ' +
        'whose global setup starts PostgreSQL (tooling/test-infra/jest-global-setup.ts)',
    );
  }
  return url;
}

/** Runs `fn` with a client connected to the harness server's `postgres` database as superuser. */
export async function asHarnessSuperuser<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: harnessUrl() });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * The harness superuser's URL for a test database: for tests that must look past row-level
 * security (a superuser is never restricted by it, even where it is forced on the owner).
 */
export function superuserUrlOf(database: Pick<TestDatabase, 'name'>): string {
  const url = new URL(harnessUrl());
  url.pathname = `/${database.name}`;
  return url.toString();
}

export async function createTestDatabase(
  prefix = 'test',
  options: TestDatabaseOptions = {},
): Promise<TestDatabase> {
  const safePrefix = prefix
    .toLowerCase()
    .replace(/[^a-z0-9_]/g, '_')
    .slice(0, 40);
  const name = `${safePrefix}_${randomBytes(6).toString('hex')}`;
  const owner = options.asServiceUser ? `${name}_owner` : undefined;

  await asHarnessSuperuser(async (client) => {
    if (owner) {
      const createRole = options.serviceUserMayCreateRoles === false ? '' : ' CREATEROLE';
      await client.query(`CREATE ROLE "${owner}" LOGIN${createRole}`);
    }
    await client.query(`CREATE DATABASE "${name}"${owner ? ` OWNER "${owner}"` : ''}`);
  });

  const url = new URL(harnessUrl());
  url.pathname = `/${name}`;
  if (owner) url.username = owner;

  let dropped = false;
  return {
    url: url.toString(),
    name,
    user: decodeURIComponent(url.username),
    async drop() {
      if (dropped) return;
      dropped = true;
      await asHarnessSuperuser(async (client) => {
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        if (owner) await client.query(`DROP ROLE IF EXISTS "${owner}"`);
      });
    },
  };
}

export interface MigratedTestDatabase extends TestDatabase {
  /** The service's view of it: the kit's Database, migrated. */
  db: Database;
  /** Closes the connections, then drops the database. */
  close(): Promise<void>;
}

/**
 * The one way a service's tests get a database: a fresh one on the harness server, opened
 * with the kit as the service opens its own, and migrated with the kit's migrations (outbox,
 * processed events) and then each folder of `migrations` in order.
 */
export async function openTestDatabase(options: {
  prefix: string;
  /** The service's migration folders, applied after the kit's. */
  migrations: string[];
  /** Connect as a non-superuser owner, as a service does in a cluster (RLS applies). */
  asServiceUser?: boolean;
  poolSize?: number;
}): Promise<MigratedTestDatabase> {
  const test = await createTestDatabase(options.prefix, {
    asServiceUser: options.asServiceUser ?? false,
  });
  const db = await openDatabase({
    url: test.url,
    dataDir: '',
    ...(options.poolSize ? { poolSize: options.poolSize } : {}),
  });
  try {
    for (const dir of [KIT_MIGRATIONS_DIR, ...options.migrations]) await migrate(db, dir);
  } catch (error) {
    await db.close();
    await test.drop();
    throw error;
  }
  return {
    ...test,
    db,
    async close() {
      await db.close();
      await test.drop();
    },
  };
}
