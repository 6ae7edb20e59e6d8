/**
 * Scoped reads (`tenantRead`, `scopedRead`), part of the database contract: one statement in a
 * scoped, read-only transaction, which PostgreSQL gets in one message once a connection has
 * prepared it. Each read runs several times, so on PostgreSQL the later ones take the
 * one-message path (values as literals) and must answer as the first (values bound) did.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { migrate, type Database } from '../../src/db';

const NOTES_MIGRATIONS = path.join(__dirname, 'migrations', 'notes');
/** More than the pool's connections would need to prepare it each: the rest are one message. */
const TIMES = 4;

interface Note {
  tenant_id: string;
  body: string;
}

export function describeScopedReads(database: () => Database): void {
  describe('scoped reads', () => {
    let db: Database;
    const tenantA = randomUUID();
    const tenantB = randomUUID();
    /** SQL punctuation a literal must keep inert, and a backslash the escaping must double. */
    const hostile = `x'); DELETE FROM notes; -- \\'; SELECT 'y`;

    beforeEach(async () => {
      db = database();
      await migrate(db, NOTES_MIGRATIONS);
      for (const [tenantId, body] of [
        [tenantA, 'A secret'],
        [tenantA, hostile],
        [tenantB, 'B secret'],
      ] as const) {
        await db.tenantTransaction(tenantId, (tx) =>
          tx.query('INSERT INTO notes (tenant_id, body) VALUES ($1, $2)', [tenantId, body]),
        );
      }
    });

    const notesOf = (tenantId: string, bodies: string[] = ['A secret', hostile, 'B secret']) =>
      db.tenantRead(tenantId, async (read) => {
        const { rows } = await read.query<Note>(
          'SELECT tenant_id, body FROM notes WHERE body = ANY($1::text[]) ORDER BY body',
          [bodies],
          { prepareAs: 'kit_test.notes_with_body' },
        );
        return rows;
      });

    const repeatedly = async <T>(read: () => Promise<T>): Promise<T[]> => {
      const answers: T[] = [];
      for (let i = 0; i < TIMES; i++) answers.push(await read());
      return answers;
    };

    it("sees only its own tenant's rows, every time", async () => {
      for (const answer of await repeatedly(() => notesOf(tenantB))) {
        expect(answer).toEqual([{ tenant_id: tenantB, body: 'B secret' }]);
      }
      for (const answer of await repeatedly(() => notesOf(tenantA))) {
        expect(answer.map((note) => note.tenant_id)).toEqual([tenantA, tenantA]);
      }
    });

    it('keeps a value with quotes, backslashes and semicolons a value', async () => {
      for (const answer of await repeatedly(() => notesOf(tenantA, [hostile]))) {
        expect(answer).toEqual([{ tenant_id: tenantA, body: hostile }]);
      }
      const { rows } = await db.tenantTransaction(tenantA, (tx) =>
        tx.query<{ n: string }>('SELECT count(*) AS n FROM notes'),
      );
      expect(rows[0]?.n).toBe('2');
    });

    it('passes every type of parameter as a bound one arrives', async () => {
      const at = new Date('2024-02-29T10:30:00.123Z');
      const values = [
        tenantA,
        42,
        -7.5,
        true,
        at,
        ['admin', `it's`, 'back\\slash', 'a "quoted" one', null],
        null,
        hostile,
        { plan: "pro's", n: 1 },
      ];
      const sql = `SELECT $1::uuid AS id, $2::int AS count, $3::numeric AS amount, $4::boolean AS active,
                          $5::timestamptz AS at, $6::text[] AS roles, $7::text AS nothing,
                          $8::text AS words, $9::jsonb AS settings`;
      const bound = await db.tenantTransaction(tenantA, (tx) => tx.query(sql, values));
      for (const answer of await repeatedly(() =>
        db.tenantRead(tenantA, (read) =>
          read.query(sql, values, { prepareAs: 'kit_test.every_type' }),
        ),
      )) {
        expect(answer.rows).toEqual(bound.rows);
      }
      expect(bound.rows[0]).toMatchObject({ at, nothing: null, words: hostile, count: 42 });
    });

    it('refuses a bad scope before any statement, without calling the read', async () => {
      const read = jest.fn();
      await expect(db.tenantRead("x' OR true", read)).rejects.toMatchObject({
        code: 'INVALID_ARGUMENT',
        message: 'Unknown tenant',
      });
      await expect(db.scopedRead({}, read)).rejects.toThrow(/tenant id, a user id or a setting/);
      expect(read).not.toHaveBeenCalled();
    });

    it('runs one named statement and refuses a second or an unnamed one', async () => {
      await expect(
        db.tenantRead(tenantA, (read) => read.query('SELECT body FROM notes')),
      ).rejects.toThrow(/prepared statement's name/);
      await expect(
        db.tenantRead(tenantA, async (read) => {
          await read.query('SELECT 1 AS one', [], { prepareAs: 'kit_test.one' });
          return read.query('SELECT 2 AS two', [], { prepareAs: 'kit_test.two' });
        }),
      ).rejects.toThrow(/one statement/);
    });

    it('refuses to write', async () => {
      await expect(
        db.tenantRead(tenantA, (read) =>
          read.query('INSERT INTO notes (tenant_id, body) VALUES ($1, $2)', [tenantA, 'x'], {
            prepareAs: 'kit_test.write',
          }),
        ),
      ).rejects.toThrow(/read-only transaction/);
    });

    it('leaves the connection usable and unscoped after a failing read', async () => {
      const failing = (divisor: number) =>
        db.tenantRead(tenantA, (read) =>
          read.query('SELECT count(*) / $1::int AS n FROM notes', [divisor], {
            prepareAs: 'kit_test.divide',
          }),
        );
      for (let i = 0; i < TIMES; i++) {
        await expect(failing(1)).resolves.toMatchObject({ rows: [{ n: '2' }] });
        await expect(failing(0)).rejects.toThrow(/division by zero/);
        // A connection left in the failed transaction would refuse this; one left scoped would
        // answer as the tenant role.
        const { rows } = await db.query<{ role: string; tenant: string | null }>(
          `SELECT current_user AS role, current_setting('app.tenant_id', true) AS tenant`,
        );
        expect(rows[0]?.role).not.toBe(db.tenantRole);
        expect(rows[0]?.tenant || null).toBeNull();
      }
    });
  });
}
