/**
 * A PostgreSQL restart seen from a service's pool: while the server is down every query and
 * transaction fails as UNAVAILABLE (which the gateway answers 503 and callers may retry), not
 * as an error of ours, and once it is back the same pool serves again without anyone's help.
 * The file starts a server of its own, so stopping it disturbs no other test.
 */
import os from 'node:os';
import pg from 'pg';
import { startPostgres, type ControllablePostgres } from '../../../../tooling/test-infra/postgres';
import { DomainError } from '../../src/errors';
import { openDatabase, type Database } from '../../src/db';

jest.setTimeout(90_000);

let server: ControllablePostgres;
let db: Database;

beforeAll(async () => {
  server = await startPostgres();
  db = await openDatabase({ url: server.url, dataDir: os.tmpdir() });
  await db.query('CREATE TABLE notes (body text)');
});

afterAll(async () => {
  await db?.close();
  await server?.stop();
});

const unavailable = expect.objectContaining({
  code: 'UNAVAILABLE',
  message: 'The database is not available right now',
});

it('answers UNAVAILABLE while the server is down and serves again once it is back', async () => {
  await db.query("INSERT INTO notes VALUES ('before')");
  await server.down();
  try {
    const failures = await Promise.all([
      db.query('SELECT count(*) FROM notes').catch((e: unknown) => e),
      db.transaction((tx) => tx.query("INSERT INTO notes VALUES ('during')")).catch((e) => e),
    ]);
    expect(failures).toEqual([unavailable, unavailable]);
    for (const failure of failures) expect(failure).toBeInstanceOf(DomainError);
  } finally {
    await server.up();
  }
  await db.transaction((tx) => tx.query("INSERT INTO notes VALUES ('after')"));
  const { rows } = await db.query<{ body: string }>('SELECT body FROM notes ORDER BY body');
  expect(rows.map((row) => row.body)).toEqual(['after', 'before']);
});

it('lives through the server going away while a transaction waits between statements', async () => {
  let inside!: () => void;
  const entered = new Promise<void>((resolve) => (inside = resolve));
  let resume!: () => void;
  const waiting = new Promise<void>((resolve) => (resume = resolve));
  // What the outbox relay does: a transaction that waits on Kafka between its statements.
  const transaction = db
    .transaction(async (tx) => {
      await tx.query("INSERT INTO notes VALUES ('half')");
      inside();
      await waiting;
      await tx.query("INSERT INTO notes VALUES ('whole')");
    })
    .catch((e: unknown) => e);
  await entered;
  await server.down();
  try {
    resume();
    expect(await transaction).toEqual(unavailable);
  } finally {
    await server.up();
  }
  const { rows } = await db.query<{ body: string }>(
    "SELECT body FROM notes WHERE body IN ('half', 'whole')",
  );
  expect(rows).toEqual([]);
});

it('keeps a statement that is wrong an error of its own, not an outage', async () => {
  const error = await db.query('SELECT * FROM no_such_table').catch((e: unknown) => e);
  expect(error).toBeInstanceOf(pg.DatabaseError);
  expect(error).toMatchObject({ code: '42P01' });
});

it('keeps a statement sent wrong (a protocol violation, SQLSTATE 08P01) an error of ours', async () => {
  // The bind carries fewer parameters than the prepared statement names: class 08, yet the
  // server is there and answering, so retrying it would fail the same way.
  const error = await db
    .query('SELECT $1::int AS n', [], { prepareAs: 'kit_test_missing_parameter' })
    .catch((e: unknown) => e);
  expect(error).toBeInstanceOf(pg.DatabaseError);
  expect(error).toMatchObject({ code: '08P01' });
  expect(error).not.toBeInstanceOf(DomainError);
});
