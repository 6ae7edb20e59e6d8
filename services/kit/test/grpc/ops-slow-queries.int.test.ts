/**
 * Slow queries on real PostgreSQL (the harness preloads pg_stat_statements): a database
 * without the extension says so; with it, a service sees the statements run on its own
 * database and none of another database's on the same server.
 */
import pg from 'pg';
import {
  openTestDatabase,
  superuserUrlOf,
  type MigratedTestDatabase,
} from '../../../../tooling/test-infra/db';
import { readSlowQueries } from '../../src/grpc';

jest.setTimeout(60_000);

let own: MigratedTestDatabase;
let other: MigratedTestDatabase;

async function asSuperuser(database: MigratedTestDatabase, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: superuserUrlOf(database) });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  own = await openTestDatabase({ prefix: 'ops_slow_own', migrations: [] });
  other = await openTestDatabase({ prefix: 'ops_slow_other', migrations: [] });
});

afterAll(async () => {
  await own?.close();
  await other?.close();
});

it('says the extension is missing in a database that has not created it', async () => {
  expect(await readSlowQueries(own.db)).toEqual({
    queries: [],
    unavailableReason: 'the pg_stat_statements extension is not created in this database',
  });
});

it("lists this database's slow statements and none of another database's", async () => {
  await asSuperuser(own, 'CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
  await asSuperuser(other, 'CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
  await own.db.query('SELECT pg_sleep(0.2) AS slow_in_own');
  await other.db.query('SELECT pg_sleep(0.2) AS slow_in_other');

  const report = await readSlowQueries(own.db, 100);
  expect(report.unavailableReason).toBeUndefined();
  const mine = report.queries.find((q) => q.sql.includes('slow_in_own'));
  expect(mine).toMatchObject({ calls: 1, database: own.name });
  expect(mine!.p95Ms).toBeGreaterThanOrEqual(190);
  expect(mine!.p95Ms).toBeLessThanOrEqual(mine!.maxMs);
  expect(report.queries.some((q) => q.sql.includes('slow_in_other'))).toBe(false);
});
