/**
 * Scoped transactions besides the tenant scope, part of the database contract: a user's rows
 * across tenants, a row found by a secret, and a scope widened inside the transaction. Run on
 * PGlite and on PostgreSQL as a non-owner, so the policies are what keeps rows apart.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { extendScope, migrate, type Database } from '../../src/db';

const SCOPED_MIGRATIONS = path.join(__dirname, 'migrations', 'scoped');

export function describeScopedTransactions(database: () => Database): void {
  describe('user- and setting-scoped transactions', () => {
    let db: Database;
    const tenantA = randomUUID();
    const tenantB = randomUUID();
    const alice = randomUUID();
    const bob = randomUUID();

    beforeEach(async () => {
      db = database();
      await migrate(db, SCOPED_MIGRATIONS);
      for (const [tenantId, userId] of [
        [tenantA, alice],
        [tenantB, alice],
        [tenantB, bob],
      ] as const) {
        await db.tenantTransaction(tenantId, (tx) =>
          tx.query('INSERT INTO memberships (tenant_id, user_id) VALUES ($1, $2)', [
            tenantId,
            userId,
          ]),
        );
      }
      await db.tenantTransaction(tenantB, (tx) =>
        tx.query('INSERT INTO invitations (tenant_id, token_hash) VALUES ($1, $2)', [
          tenantB,
          'hash-of-link',
        ]),
      );
    });

    const membershipsOf = (userId: string) =>
      db.userTransaction(userId, async (tx) => {
        const { rows } = await tx.query<{ tenant_id: string; user_id: string }>(
          'SELECT tenant_id, user_id FROM memberships ORDER BY tenant_id',
        );
        return rows;
      });

    it("a user-scoped transaction sees that user's memberships in every tenant and no one else's", async () => {
      const expected = [tenantA, tenantB].sort().map((tenantId) => ({
        tenant_id: tenantId,
        user_id: alice,
      }));
      expect(await membershipsOf(alice)).toEqual(expected);
      expect(await membershipsOf(bob)).toEqual([{ tenant_id: tenantB, user_id: bob }]);
    });

    it('a user-scoped transaction runs as the tenant role and cannot write', async () => {
      await expect(
        db.userTransaction(alice, async (tx) => {
          const { rows } = await tx.query<{ role: string }>('SELECT current_user AS role');
          expect(rows[0]?.role).toBe(db.tenantRole);
          await tx.query('INSERT INTO memberships (tenant_id, user_id) VALUES ($1, $2)', [
            randomUUID(),
            alice,
          ]);
        }),
      ).rejects.toThrow(/row-level security/);
    });

    it('a setting-scoped transaction sees only the row its secret names', async () => {
      const found = (hash: string) =>
        db.scopedTransaction({ settings: { invitation_token: hash } }, async (tx) => {
          const { rows } = await tx.query<{ tenant_id: string }>(
            'SELECT tenant_id FROM invitations',
          );
          return rows;
        });
      expect(await found('hash-of-link')).toEqual([{ tenant_id: tenantB }]);
      expect(await found('some-other-hash')).toEqual([]);
    });

    it('a setting with quotes, a backslash or a semicolon in it is compared as it is, nothing runs', async () => {
      const odd = `it's\\'; DROP TABLE invitations; --`;
      await db.tenantTransaction(tenantA, (tx) =>
        tx.query('INSERT INTO invitations (tenant_id, token_hash) VALUES ($1, $2)', [tenantA, odd]),
      );
      const found = await db.scopedTransaction({ settings: { invitation_token: odd } }, (tx) =>
        tx.query<{ token_hash: string }>('SELECT token_hash FROM invitations'),
      );
      expect(found.rows).toEqual([{ token_hash: odd }]);
    });

    it('extending the scope inside the transaction admits the named tenant too', async () => {
      const carol = randomUUID();
      await db.scopedTransaction({ settings: { invitation_token: 'hash-of-link' } }, async (tx) => {
        const { rows } = await tx.query<{ tenant_id: string }>('SELECT tenant_id FROM invitations');
        await extendScope(db, tx, { tenantId: rows[0]?.tenant_id ?? '' });
        await tx.query('INSERT INTO memberships (tenant_id, user_id) VALUES ($1, $2)', [
          tenantB,
          carol,
        ]);
      });
      expect(await membershipsOf(carol)).toEqual([{ tenant_id: tenantB, user_id: carol }]);
    });

    it.each([
      ['an empty user id', { userId: '' }, /non-empty user id/],
      ['no setting at all', {}, /needs a tenant id, a user id or a setting/],
      ['a setting that is not a plain name', { settings: { 'x; DROP': 'y' } }, /cannot set/],
      [
        'the tenant id passed as a free setting',
        { settings: { tenant_id: tenantA } },
        /cannot set/,
      ],
    ])('refuses to start with %s', async (_name, scope, message) => {
      await expect(db.scopedTransaction(scope, (tx) => tx.query('SELECT 1'))).rejects.toThrow(
        message,
      );
    });

    it('leaves neither the role nor the user on the connection afterwards', async () => {
      await membershipsOf(alice);
      const after = await db.query<{ role: string; user_id: string | null }>(
        `SELECT current_user AS role, current_setting('app.user_id', true) AS user_id`,
      );
      expect(after.rows[0]?.role).not.toBe(db.tenantRole);
      expect(after.rows[0]?.user_id || null).toBeNull();
    });

    it("a prepared statement answers each scope with that scope's rows, and the owner as the owner", async () => {
      const sql =
        'SELECT tenant_id, user_id FROM memberships WHERE user_id = $1 ORDER BY tenant_id';
      const prepared = (userId: string) =>
        db.userTransaction(userId, async (tx) => {
          const { rows } = await tx.query(sql, [userId], { prepareAs: 'kit_test.memberships' });
          return rows;
        });
      // More runs than PostgreSQL's five custom plans, so a generic plan is among them.
      for (let run = 0; run < 7; run++) {
        expect(await prepared(alice)).toEqual(await membershipsOf(alice));
        expect(await prepared(bob)).toEqual([{ tenant_id: tenantB, user_id: bob }]);
        // Alice's id in Bob's scope: the policy, read at each run, still admits none of hers.
        const crossed = await db.userTransaction(bob, async (tx) => {
          const { rows } = await tx.query(sql, [alice], { prepareAs: 'kit_test.memberships' });
          return rows;
        });
        expect(crossed).toEqual([]);
      }
      // Outside any scope, as the owner, it answers what the same statement unprepared does.
      const unscoped = await db.query(sql, [alice]);
      expect(await db.query(sql, [alice], { prepareAs: 'kit_test.memberships' })).toEqual(unscoped);
    });
  });
}
