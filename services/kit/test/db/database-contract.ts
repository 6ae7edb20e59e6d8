/**
 * What every `Database` must do, written once and run against both engines: PGlite (unit
 * layer) and a real PostgreSQL server (integration layer). A store that passes its tests on
 * one engine can then rely on the other behaving the same.
 */
import { createHash, randomUUID } from 'node:crypto';
import { appendFile, cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ChangedMigrationError, migrate, type Database } from '../../src/db';
import { describeScopedReads } from './scoped-reads';
import { describeScopedTransactions } from './scoped-transactions';

export interface DatabaseUnderTest {
  db: Database;
  /**
   * A second handle on the same database, as a second replica of the service would open.
   * On PostgreSQL it is a separate pool; PGlite is opened by one process at a time, so there
   * it is the same handle and the race is between two callers sharing it.
   */
  replica: Database;
  /** Closes both handles and deletes the database. */
  dispose(): Promise<void>;
}

export interface EngineUnderTest {
  name: string;
  /** A fresh, empty database for one test. */
  open(): Promise<DatabaseUnderTest>;
  /** Called once after the whole suite. */
  teardown?(): Promise<void>;
}

const MIGRATIONS = path.join(__dirname, 'migrations');
const NOTES_MIGRATIONS = path.join(MIGRATIONS, 'notes');
const COUNTER_MIGRATIONS = path.join(MIGRATIONS, 'counter');
const SLOW_SETUP_MS = 60_000;

interface Note {
  tenant_id: string;
  body: string;
}

async function copyOfMigrations(source: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'portico-migrations-'));
  await cp(source, dir, { recursive: true });
  return dir;
}

export function describeDatabaseContract(engine: EngineUnderTest): void {
  describe(`Database on ${engine.name}`, () => {
    let subject: DatabaseUnderTest;
    let db: Database;

    beforeEach(async () => {
      subject = await engine.open();
      db = subject.db;
    }, SLOW_SETUP_MS);

    afterEach(async () => {
      await subject?.dispose();
    }, SLOW_SETUP_MS);

    afterAll(async () => {
      await engine.teardown?.();
    }, SLOW_SETUP_MS);

    describe('queries', () => {
      it('answers a ping', async () => {
        await expect(db.ping()).resolves.toBeUndefined();
      });

      it('returns the same JavaScript values for common column types on every engine', async () => {
        const { rows, rowCount } = await db.query(
          `SELECT 9007199254740993::int8 AS big, 42::int4 AS int, 1.50::numeric AS amount,
                  '2024-02-29'::date AS day, '2024-02-29T10:30:00Z'::timestamptz AS at,
                  '{"plan":"pro"}'::jsonb AS settings, true AS active,
                  'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11'::uuid AS id,
                  ARRAY['admin', 'client']::text[] AS roles, NULL::text AS nothing`,
        );
        expect(rowCount).toBe(1);
        expect(rows[0]).toEqual({
          big: '9007199254740993',
          int: 42,
          amount: '1.50',
          day: '2024-02-29',
          at: new Date('2024-02-29T10:30:00Z'),
          settings: { plan: 'pro' },
          active: true,
          id: 'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11',
          roles: ['admin', 'client'],
          nothing: null,
        });
      });

      it('binds parameters and counts the rows a statement changed', async () => {
        await db.query('CREATE TABLE items (name text NOT NULL)');
        await db.query('INSERT INTO items (name) VALUES ($1), ($2), ($3)', ['a', 'b', 'c']);
        const updated = await db.query('UPDATE items SET name = upper(name) WHERE name <> $1', [
          'a',
        ]);
        expect(updated.rowCount).toBe(2);
        const { rows } = await db.query<{ name: string }>('SELECT name FROM items ORDER BY name');
        expect(rows.map((row) => row.name)).toEqual(['B', 'C', 'a']);
      });

      it('refuses queries once closed', async () => {
        await db.close();
        await expect(db.query('SELECT 1')).rejects.toThrow();
      });
    });

    describe('transactions', () => {
      beforeEach(async () => {
        await db.query('CREATE TABLE items (name text NOT NULL)');
      });

      const countItems = async () =>
        (await db.query<{ n: string }>('SELECT count(*) AS n FROM items')).rows[0]?.n;

      it('commits every write when the function resolves, and returns its value', async () => {
        const result = await db.transaction(async (tx) => {
          await tx.query('INSERT INTO items (name) VALUES ($1)', ['first']);
          await tx.query('INSERT INTO items (name) VALUES ($1)', ['second']);
          return 'done';
        });
        expect(result).toBe('done');
        expect(await countItems()).toBe('2');
      });

      it('leaves no row behind when the function throws, and rethrows its error', async () => {
        const failure = new Error('payment provider said no');
        await expect(
          db.transaction(async (tx) => {
            await tx.query('INSERT INTO items (name) VALUES ($1)', ['first']);
            await tx.exec(`INSERT INTO items (name) VALUES ('second'); SELECT 1;`);
            throw failure;
          }),
        ).rejects.toBe(failure);
        expect(await countItems()).toBe('0');
      });

      it('runs what waits for the commit once the change is visible, and never after a rollback', async () => {
        const seen: string[] = [];
        await db.transaction(async (tx) => {
          await tx.query('INSERT INTO items (name) VALUES ($1)', ['kept']);
          tx.afterCommit(() => {
            seen.push('committed');
          });
          // Nothing runs before the commit.
          expect(seen).toEqual([]);
        });
        expect(seen).toEqual(['committed']);
        expect(await countItems()).toBe('1');

        await expect(
          db.transaction(async (tx) => {
            await tx.query('INSERT INTO items (name) VALUES ($1)', ['lost']);
            tx.afterCommit(() => {
              seen.push('rolled back');
            });
            throw new Error('the caller changed its mind');
          }),
        ).rejects.toThrow('the caller changed its mind');
        expect(seen).toEqual(['committed']);
      });

      it('answers a committed transaction as committed even when what waited for it throws', async () => {
        const warned = jest.spyOn(process, 'emitWarning').mockImplementation(() => undefined);
        try {
          await expect(
            db.transaction(async (tx) => {
              await tx.query('INSERT INTO items (name) VALUES ($1)', ['kept']);
              tx.afterCommit(() => {
                throw new Error('the worker was not there');
              });
              return 'done';
            }),
          ).resolves.toBe('done');
          expect(await countItems()).toBe('1');
          expect(warned).toHaveBeenCalledWith(
            expect.objectContaining({ message: 'the worker was not there' }),
            expect.objectContaining({ code: 'PORTICO_AFTER_COMMIT' }),
          );
        } finally {
          warned.mockRestore();
        }
      });

      it('leaves no row behind when a statement inside fails', async () => {
        await expect(
          db.transaction(async (tx) => {
            await tx.query('INSERT INTO items (name) VALUES ($1)', ['first']);
            await tx.query('INSERT INTO items (name) VALUES (NULL)');
          }),
        ).rejects.toThrow(/null value/);
        expect(await countItems()).toBe('0');
        // The connection is usable again afterwards.
        await expect(db.transaction(async (tx) => tx.query('SELECT 1'))).resolves.toBeDefined();
      });

      it('keeps a query issued elsewhere out of a running transaction', async () => {
        let outsideWrite: Promise<unknown> | undefined;
        let outsideRead: Promise<{ rows: Array<{ n: string }> }> | undefined;
        await expect(
          db.transaction(async (tx) => {
            await tx.query('INSERT INTO items (name) VALUES ($1)', ['uncommitted']);
            // Issued while the transaction is open, by code that has nothing to do with it.
            outsideWrite = db.query('INSERT INTO items (name) VALUES ($1)', ['outside']);
            outsideRead = db.query<{ n: string }>(
              `SELECT count(*) AS n FROM items WHERE name = 'uncommitted'`,
            );
            await new Promise((resolve) => setTimeout(resolve, 100));
            throw new Error('roll back');
          }),
        ).rejects.toThrow('roll back');
        await outsideWrite;
        // Had they joined the transaction, the read would see its row and the write
        // would have been rolled back with it.
        expect((await outsideRead)?.rows[0]?.n).toBe('0');
        const { rows } = await db.query<{ name: string }>('SELECT name FROM items');
        expect(rows).toEqual([{ name: 'outside' }]);
      });
    });

    describe('tenant-scoped transactions on a table with row-level security', () => {
      const tenantA = randomUUID();
      const tenantB = randomUUID();

      beforeEach(async () => {
        await migrate(db, NOTES_MIGRATIONS);
        await db.tenantTransaction(tenantA, (tx) =>
          tx.query('INSERT INTO notes (tenant_id, body) VALUES ($1, $2)', [tenantA, 'A secret']),
        );
        await db.tenantTransaction(tenantB, (tx) =>
          tx.query('INSERT INTO notes (tenant_id, body) VALUES ($1, $2)', [tenantB, 'B secret']),
        );
      });

      const notesAsTenant = (tenantId: string) =>
        db.tenantTransaction(
          tenantId,
          async (tx) =>
            (await tx.query<Note>('SELECT tenant_id, body FROM notes ORDER BY body')).rows,
        );

      it('runs as the tenant role, not as the user that owns the table', async () => {
        const { rows } = await db.tenantTransaction(tenantA, (tx) =>
          tx.query<{ role: string; owner: string }>(
            `SELECT current_user AS role, tableowner AS owner FROM pg_tables
              WHERE tablename = 'notes'`,
          ),
        );
        expect(rows[0]?.role).toBe(db.tenantRole);
        expect(rows[0]?.owner).not.toBe(db.tenantRole);
      });

      it("reads only its own tenant's rows", async () => {
        expect(await notesAsTenant(tenantA)).toEqual([{ tenant_id: tenantA, body: 'A secret' }]);
        expect(await notesAsTenant(tenantB)).toEqual([{ tenant_id: tenantB, body: 'B secret' }]);
      });

      it("cannot change or delete another tenant's rows, even naming them", async () => {
        const { updated, deleted } = await db.tenantTransaction(tenantA, async (tx) => ({
          updated: await tx.query(`UPDATE notes SET body = 'defaced' WHERE tenant_id = $1`, [
            tenantB,
          ]),
          deleted: await tx.query('DELETE FROM notes WHERE tenant_id = $1', [tenantB]),
        }));
        expect(updated.rowCount).toBe(0);
        expect(deleted.rowCount).toBe(0);
        expect(await notesAsTenant(tenantB)).toEqual([{ tenant_id: tenantB, body: 'B secret' }]);
      });

      it('cannot write a row for another tenant', async () => {
        await expect(
          db.tenantTransaction(tenantA, (tx) =>
            tx.query('INSERT INTO notes (tenant_id, body) VALUES ($1, $2)', [tenantB, 'planted']),
          ),
        ).rejects.toThrow(/row-level security/);
        expect(await notesAsTenant(tenantB)).toEqual([{ tenant_id: tenantB, body: 'B secret' }]);
      });

      it('sees nothing as the tenant role when no tenant is set', async () => {
        const { rows } = await db.transaction(async (tx) => {
          await tx.query(`SET LOCAL ROLE ${db.tenantRole}`);
          return tx.query('SELECT * FROM notes');
        });
        expect(rows).toEqual([]);
      });

      it('sees nothing as the tenant role when the tenant setting is left empty', async () => {
        // What a pooled connection reports once a scoped transaction has set and ended it.
        const { rows } = await db.transaction(async (tx) => {
          await tx.query(`SELECT set_config('app.tenant_id', '', true)`);
          await tx.query(`SET LOCAL ROLE ${db.tenantRole}`);
          return tx.query('SELECT * FROM notes');
        });
        expect(rows).toEqual([]);
      });

      it('refuses a tenant id that is not a uuid as bad input, before any statement', async () => {
        await expect(
          db.tenantTransaction("x' OR true", (tx) => tx.query('SELECT * FROM notes')),
        ).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', message: 'Unknown tenant' });
      });

      it('refuses to start without a tenant id', async () => {
        await expect(db.tenantTransaction('', (tx) => tx.query('SELECT 1'))).rejects.toThrow(
          /tenant id/,
        );
      });

      it('leaves neither the role nor the tenant on the connection afterwards', async () => {
        const inside = await db.tenantTransaction(tenantA, (tx) =>
          tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid'),
        );
        const after = await db.query<{ pid: number; role: string; tenant: string | null }>(
          `SELECT pg_backend_pid() AS pid, current_user AS role,
                  current_setting('app.tenant_id', true) AS tenant`,
        );
        // Only meaningful on the same connection; an idle pool hands back the last one used.
        expect(after.rows[0]?.pid).toBe(inside.rows[0]?.pid);
        expect(after.rows[0]?.role).not.toBe(db.tenantRole);
        expect(after.rows[0]?.tenant || null).toBeNull();
      });

      it('lets the service read across tenants only through a policy for its own user', async () => {
        await db.query(
          'CREATE POLICY service_all_tenants ON notes TO CURRENT_USER USING (true) WITH CHECK (true)',
        );
        const all = await db.query<{ body: string }>('SELECT body FROM notes ORDER BY body');
        expect(all.rows).toEqual([{ body: 'A secret' }, { body: 'B secret' }]);
        expect(await notesAsTenant(tenantA)).toEqual([{ tenant_id: tenantA, body: 'A secret' }]);
      });

      it('rolls back a tenant transaction that throws', async () => {
        await expect(
          db.tenantTransaction(tenantA, async (tx) => {
            await tx.query('INSERT INTO notes (tenant_id, body) VALUES ($1, $2)', [tenantA, 'x']);
            throw new Error('validation failed');
          }),
        ).rejects.toThrow('validation failed');
        expect(await notesAsTenant(tenantA)).toHaveLength(1);
      });
    });

    describeScopedTransactions(() => db);
    describeScopedReads(() => db);

    describe('migrations', () => {
      let scratchDirs: string[] = [];
      const scratchCopy = async (source: string) => {
        const dir = await copyOfMigrations(source);
        scratchDirs.push(dir);
        return dir;
      };

      afterEach(async () => {
        await Promise.all(scratchDirs.map((dir) => rm(dir, { recursive: true, force: true })));
        scratchDirs = [];
      });

      it('applies files in order and records each with its checksum', async () => {
        const applied = await migrate(db, NOTES_MIGRATIONS);
        expect(applied).toEqual(['0001_create_notes.sql', '0002_add_note_pinned.sql']);

        const { rows } = await db.query<{ name: string; checksum: string; applied_at: Date }>(
          'SELECT name, checksum, applied_at FROM schema_migrations ORDER BY name',
        );
        const expected = await Promise.all(
          applied.map(async (name) => ({
            name,
            checksum: createHash('sha256')
              .update(await readFile(path.join(NOTES_MIGRATIONS, name)))
              .digest('hex'),
          })),
        );
        expect(rows.map(({ name, checksum }) => ({ name, checksum }))).toEqual(expected);
        expect(rows[0]?.applied_at).toBeInstanceOf(Date);
      });

      it('applies nothing the second time', async () => {
        await migrate(db, NOTES_MIGRATIONS);
        expect(await migrate(db, NOTES_MIGRATIONS)).toEqual([]);
      });

      it('applies each migration exactly once when two replicas migrate at the same time', async () => {
        const [first, second] = await Promise.all([
          migrate(db, COUNTER_MIGRATIONS),
          migrate(subject.replica, COUNTER_MIGRATIONS),
        ]);
        expect([...first, ...second].sort()).toEqual([
          '0001_create_runs.sql',
          '0002_count_again.sql',
        ]);
        const runs = await db.query<{ run: number }>('SELECT run FROM migration_runs ORDER BY run');
        expect(runs.rows).toEqual([{ run: 1 }, { run: 2 }]);
        const recorded = await db.query('SELECT name FROM schema_migrations');
        expect(recorded.rowCount).toBe(2);
      });

      it('stops, naming the file, when an applied migration was changed', async () => {
        const dir = await scratchCopy(NOTES_MIGRATIONS);
        await migrate(db, dir);
        await appendFile(
          path.join(dir, '0001_create_notes.sql'),
          '\nCREATE INDEX ON notes (body);\n',
        );
        await writeFile(
          path.join(dir, '0003_add_note_title.sql'),
          'ALTER TABLE notes ADD title text;',
        );

        const run = migrate(db, dir);
        await expect(run).rejects.toBeInstanceOf(ChangedMigrationError);
        await expect(run).rejects.toThrow(/0001_create_notes\.sql/);
        // Nothing after the changed file ran.
        const recorded = await db.query('SELECT 1 FROM schema_migrations WHERE name = $1', [
          '0003_add_note_title.sql',
        ]);
        expect(recorded.rowCount).toBe(0);
      });

      it('leaves no trace of a failing migration and names it in the error', async () => {
        const dir = await scratchCopy(NOTES_MIGRATIONS);
        await writeFile(
          path.join(dir, '0003_broken.sql'),
          'CREATE TABLE half_done (id int);\nALTER TABLE no_such_table ADD x int;\n',
        );
        await expect(migrate(db, dir)).rejects.toThrow(/0003_broken\.sql.*no_such_table/);

        const table = await db.query(`SELECT to_regclass('half_done') IS NOT NULL AS exists`);
        expect(table.rows[0]).toEqual({ exists: false });
        const recorded = await db.query<{ name: string }>(
          'SELECT name FROM schema_migrations ORDER BY name',
        );
        expect(recorded.rows.map((row) => row.name)).toEqual([
          '0001_create_notes.sql',
          '0002_add_note_pinned.sql',
        ]);
      });

      it('gives the tenant role access to new tables but not to the migration record', async () => {
        await migrate(db, NOTES_MIGRATIONS);
        const { rows } = await db.query<{ notes: boolean; migrations: boolean }>(
          `SELECT has_table_privilege($1, 'notes', 'SELECT, INSERT, UPDATE, DELETE') AS notes,
                  has_table_privilege($1, 'schema_migrations', 'SELECT') AS migrations`,
          [db.tenantRole],
        );
        expect(rows[0]).toEqual({ notes: true, migrations: false });
      });
    });
  });
}
