/**
 * What only a PostgreSQL server shows of a scoped read (the contract, scoped-reads.ts, runs on
 * both engines): once a connection has prepared the read, it is one message to the server,
 * and a pool of one connection stays usable whatever the read does.
 */
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createTestDatabase, type TestDatabase } from '../../../../tooling/test-infra/db';
import { migrate, openDatabase, type Database } from '../../src/db';

const NOTES_MIGRATIONS = path.join(__dirname, 'migrations', 'notes');

describe('a scoped read on PostgreSQL', () => {
  let testDb: TestDatabase;
  let db: Database;
  const tenant = randomUUID();

  beforeEach(async () => {
    testDb = await createTestDatabase('kit_read', { asServiceUser: true });
    // One connection: whatever a read leaves on it, the next caller gets.
    db = await openDatabase({ url: testDb.url, dataDir: os.tmpdir(), poolSize: 1 });
    await migrate(db, NOTES_MIGRATIONS);
    await db.tenantTransaction(tenant, (tx) =>
      tx.query('INSERT INTO notes (tenant_id, body) VALUES ($1, $2)', [tenant, 'kept']),
    );
  });

  afterEach(async () => {
    await db.close();
    await testDb.drop();
  });

  const bodies = (tenantId = tenant) =>
    db.tenantRead(tenantId, async (read) => {
      const { rows } = await read.query<{ body: string }>(
        'SELECT body FROM notes WHERE tenant_id = $1',
        [tenantId],
        { prepareAs: 'kit_test.bodies' },
      );
      return rows.map((row) => row.body);
    });

  it('sends the scope, the read and the commit as one message once the connection prepared it', async () => {
    expect(await bodies()).toEqual(['kept']);
    const sent = jest.spyOn(pg.Client.prototype, 'query');
    try {
      expect(await bodies()).toEqual(['kept']);
      expect(sent).toHaveBeenCalledTimes(1);
      expect(sent.mock.calls[0]?.[0]).toMatch(
        /^BEGIN READ ONLY; .*; EXECUTE "kit_test\.bodies"\(.*\); COMMIT$/s,
      );
    } finally {
      sent.mockRestore();
    }
  });

  it('refuses a bad scope without waiting for the connection another caller holds', async () => {
    let letGo: () => void = () => undefined;
    let holding: () => void = () => undefined;
    const started = new Promise<void>((resolve) => (holding = resolve));
    const held = db.transaction(
      () =>
        new Promise<void>((resolve) => {
          letGo = resolve;
          holding();
        }),
    );
    await started;
    try {
      const read = jest.fn();
      await expect(db.tenantRead('not a tenant', read)).rejects.toMatchObject({
        code: 'INVALID_ARGUMENT',
      });
      expect(read).not.toHaveBeenCalled();
    } finally {
      letGo();
      await held;
    }
  });

  it('rolls a failing read back and keeps its only connection for the next caller', async () => {
    await bodies();
    // A tenant id no row has is fine; one that is no uuid fails inside the server.
    const failing = db.tenantRead(tenant, (read) =>
      read.query('SELECT body FROM notes WHERE tenant_id = $1', ['no uuid'], {
        prepareAs: 'kit_test.bodies',
      }),
    );
    await expect(failing).rejects.toThrow(/invalid input syntax for type uuid/);
    const { rows } = await db.query<{ in_transaction: boolean; role: string }>(
      `SELECT now() <> statement_timestamp() AS in_transaction, current_user AS role`,
    );
    expect(rows[0]).toEqual({ in_transaction: false, role: testDb.user });
    expect(await bodies()).toEqual(['kept']);
  });
});
