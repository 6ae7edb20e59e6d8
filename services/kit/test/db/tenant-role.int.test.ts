/**
 * How `migrate` sets up the tenant role on a real server, for each kind of database user a
 * deployment may give a service. Each test uses a role name of its own, because roles are
 * shared by every database on the server.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import {
  asHarnessSuperuser,
  createTestDatabase,
  type TestDatabase,
} from '../../../../tooling/test-infra/db';
import { migrate, openDatabase, type Database } from '../../src/db';

const NOTES_MIGRATIONS = path.join(__dirname, 'migrations', 'notes');

describe('tenant role setup by migrate on PostgreSQL', () => {
  let testDb: TestDatabase;
  let db: Database;
  let tenantRole: string;
  let messages: string[];

  const logger = () => {
    messages = [];
    return pino({}, { write: (line: string) => messages.push(JSON.parse(line).msg) });
  };

  const open = async (options: { mayCreateRoles: boolean }) => {
    tenantRole = `tenant_${randomBytes(4).toString('hex')}`;
    testDb = await createTestDatabase('kit_role', {
      asServiceUser: true,
      serviceUserMayCreateRoles: options.mayCreateRoles,
    });
    db = await openDatabase({ url: testDb.url, dataDir: os.tmpdir(), tenantRole });
  };

  const notesAsTenant = (tenantId: string) =>
    db.tenantTransaction(tenantId, (tx) => tx.query('SELECT * FROM notes'));

  afterEach(async () => {
    await db.close();
    await testDb.drop();
    await asHarnessSuperuser((client) => client.query(`DROP ROLE IF EXISTS ${tenantRole}`));
  });

  it('creates the role and grants it to a service user that may create roles', async () => {
    await open({ mayCreateRoles: true });
    await migrate(db, NOTES_MIGRATIONS, { logger: logger() });

    expect(messages).toEqual(
      expect.arrayContaining(['created tenant role', 'granted tenant role to the database user']),
    );
    const { rows } = await db.query<{ login: boolean; bypass: boolean }>(
      'SELECT rolcanlogin AS login, rolbypassrls AS bypass FROM pg_roles WHERE rolname = $1',
      [tenantRole],
    );
    expect(rows).toEqual([{ login: false, bypass: false }]);
    await expect(notesAsTenant(randomUUID())).resolves.toEqual({ rows: [], rowCount: 0 });
  });

  it('says an administrator must create the role when the service user may not', async () => {
    await open({ mayCreateRoles: false });
    await expect(migrate(db, NOTES_MIGRATIONS, { logger: logger() })).resolves.toHaveLength(2);

    expect(messages.join('\n')).toMatch(/tenant role is missing.*administrator must create it/);
    await expect(notesAsTenant(randomUUID())).rejects.toThrow(/does not exist/);
  });

  it('uses a role an administrator created and granted, without needing to create roles', async () => {
    await open({ mayCreateRoles: false });
    await asHarnessSuperuser(async (client) => {
      await client.query(`CREATE ROLE ${tenantRole} NOLOGIN`);
      await client.query(`GRANT ${tenantRole} TO "${testDb.user}"`);
    });
    await migrate(db, NOTES_MIGRATIONS, { logger: logger() });

    expect(messages.join('\n')).not.toMatch(/administrator/);
    const tenantId = randomUUID();
    await db.tenantTransaction(tenantId, (tx) =>
      tx.query('INSERT INTO notes (tenant_id, body) VALUES ($1, $2)', [tenantId, 'hello']),
    );
    expect((await notesAsTenant(tenantId)).rows).toEqual([
      expect.objectContaining({ tenant_id: tenantId, body: 'hello' }),
    ]);
  });

  it('says an administrator must grant a role it may not grant itself', async () => {
    await open({ mayCreateRoles: false });
    await asHarnessSuperuser((client) => client.query(`CREATE ROLE ${tenantRole} NOLOGIN`));
    await migrate(db, NOTES_MIGRATIONS, { logger: logger() });

    expect(messages.join('\n')).toMatch(/administrator must GRANT the role/);
    await expect(notesAsTenant(randomUUID())).rejects.toThrow(/permission denied to set role/);
  });
});

describe('services migrating at the same time on one server', () => {
  const opened: { db: Database; testDb: TestDatabase }[] = [];
  const roles: string[] = [];
  afterAll(async () => {
    for (const { db, testDb } of opened) {
      await db.close();
      await testDb.drop();
    }
    await asHarnessSuperuser(async (client) => {
      for (const role of roles) await client.query(`DROP ROLE IF EXISTS ${role}`);
    });
  });

  // A cluster's first start: every service creates the shared tenant role at once, each in
  // its own database (advisory locks do not reach across databases). None may fail for it.
  it('each end with the tenant role in place and taken, none failing', async () => {
    for (let round = 0; round < 5; round += 1) {
      const tenantRole = `tenant_${randomBytes(4).toString('hex')}`;
      roles.push(tenantRole);
      const services = await Promise.all(
        ['a', 'b', 'c'].map(async (name) => {
          const testDb = await createTestDatabase(`kit_race_${name}`, { asServiceUser: true });
          const db = await openDatabase({ url: testDb.url, dataDir: os.tmpdir(), tenantRole });
          opened.push({ db, testDb });
          return db;
        }),
      );
      await Promise.all(services.map((db) => migrate(db, NOTES_MIGRATIONS)));
      for (const db of services)
        await expect(
          db.tenantTransaction(randomUUID(), (tx) => tx.query('SELECT * FROM notes')),
        ).resolves.toEqual({ rows: [], rowCount: 0 });
    }
    // Fifteen databases made and migrated: seconds alone, more on a loaded machine.
  }, 60_000);
});
