/**
 * The member directory services read without a caller (ListTenantMembers, messaging's
 * participants and email recipients), on real PostgreSQL: active members only, each with the
 * effective role; a role key narrows it; another tenant's people, pending and suspended
 * members, and the members of a suspended tenant are never in it. Through gRPC, a call that
 * names a caller is refused: no user reaches it through the gateway; the same for a tenant's
 * branding by id (GetTenantBranding), which notifications brands a tenant's email with.
 */
import { randomUUID } from 'node:crypto';
import {
  closeGrpcChannels,
  createGrpcClient,
  createGrpcServer,
  createLogger,
  type Database,
  type GrpcServer,
} from '@portico/kit';
import { loadServiceDefinition } from '@portico/proto';
import { activeTenantMembers } from '../../src/domain/memberDirectory';
import { tenancyHandlers } from '../../src/grpc/handlers';
import { tenancyTestDatabase } from '../support';

let db: Database;
let close: () => Promise<void>;
let server: GrpcServer;
let port: number;

const acme = randomUUID();
const globex = randomUUID();
const frozen = randomUUID();
const people = {
  owner: randomUUID(),
  team: randomUUID(),
  client: randomUUID(),
  pending: randomUUID(),
  suspended: randomUUID(),
  elsewhere: randomUUID(),
  frozenClient: randomUUID(),
};

beforeAll(async () => {
  ({ db, close } = await tenancyTestDatabase());
  for (const [id, status] of [
    [acme, 'active'],
    [globex, 'active'],
    [frozen, 'suspended'],
  ] as const)
    await db.tenantTransaction(id, (tx) =>
      tx.query(`INSERT INTO tenants (id, name, slug, status) VALUES ($1, $2, $3, $4)`, [
        id,
        `Tenant ${id.slice(0, 8)}`,
        `t-${id.slice(0, 8)}`,
        status,
      ]),
    );
  const rows: Array<[string, string, string, string, string]> = [
    [acme, people.owner, 'owner', 'admin', 'active'],
    [acme, people.team, 'member', 'role1', 'active'],
    [acme, people.client, 'member', 'role2', 'active'],
    [acme, people.pending, 'member', 'role2', 'pending'],
    [acme, people.suspended, 'member', 'role2', 'suspended'],
    [globex, people.elsewhere, 'member', 'role2', 'active'],
    [frozen, people.frozenClient, 'member', 'role2', 'active'],
  ];
  for (const [tenantId, userId, tenantRole, roleKey, status] of rows)
    await db.tenantTransaction(tenantId, (tx) =>
      tx.query(
        `INSERT INTO memberships (tenant_id, user_id, tenant_role, role_key, status)
         VALUES ($1, $2, $3, $4, $5)`,
        [tenantId, userId, tenantRole, roleKey, status],
      ),
    );
  server = createGrpcServer({ logger: createLogger('tenancy-test', 'silent') });
  server.addService(
    loadServiceDefinition('tenancy').definition,
    tenancyHandlers({ db } as Parameters<typeof tenancyHandlers>[0]),
  );
  port = await server.start(0, '127.0.0.1');
});

afterAll(async () => {
  await server?.stop(0);
  closeGrpcChannels();
  await close?.();
});

test('names the active members among the users asked, with their effective role', async () => {
  const found = await activeTenantMembers(db, {
    tenantId: acme,
    userIds: Object.values(people),
    roleKey: '',
  });
  expect(found.map((m) => [m.user_id, m.effective_role]).sort()).toEqual(
    [
      [people.owner, 'admin'],
      [people.team, 'role1'],
      [people.client, 'role2'],
    ].sort(),
  );
});

test('narrows to the holders of a role key', async () => {
  const found = await activeTenantMembers(db, { tenantId: acme, userIds: [], roleKey: 'role2' });
  expect(found.map((m) => m.user_id)).toEqual([people.client]);
});

test("a suspended tenant's members are in no directory", async () => {
  expect(
    await activeTenantMembers(db, {
      tenantId: frozen,
      userIds: [people.frozenClient],
      roleKey: '',
    }),
  ).toEqual([]);
});

test('refuses a question naming neither users nor a role', async () => {
  await expect(
    activeTenantMembers(db, { tenantId: acme, userIds: [], roleKey: '' }),
  ).rejects.toThrow('Name the users or a role key');
});

test('over gRPC, answers a call naming nobody and refuses one naming a caller', async () => {
  const tenancy = createGrpcClient(loadServiceDefinition('tenancy').Client, `127.0.0.1:${port}`);
  const { members } = await tenancy.ListTenantMembers(
    { tenant_id: acme, user_ids: [people.client, people.elsewhere], role_key: '' },
    {},
  );
  expect(members).toEqual([{ user_id: people.client, effective_role: 'role2', role_key: 'role2' }]);
  await expect(
    tenancy.ListTenantMembers(
      { tenant_id: acme, user_ids: [people.client], role_key: '' },
      { tenantId: acme, userId: people.owner, roles: ['admin'] },
    ),
  ).rejects.toThrow('Only services may list tenant members');
});

test("answers a tenant's name and brand by id to a service, and to no caller", async () => {
  const tenancy = createGrpcClient(loadServiceDefinition('tenancy').Client, `127.0.0.1:${port}`);
  expect(await tenancy.GetTenantBranding({ tenant_id: acme }, {})).toMatchObject({
    found: true,
    tenant_id: acme,
    name: `Tenant ${acme.slice(0, 8)}`,
    subdomain: `t-${acme.slice(0, 8)}`,
  });
  expect(await tenancy.GetTenantBranding({ tenant_id: randomUUID() }, {})).toMatchObject({
    found: false,
  });
  await expect(
    tenancy.GetTenantBranding(
      { tenant_id: acme },
      { tenantId: globex, userId: people.elsewhere, roles: ['role2'] },
    ),
  ).rejects.toThrow("Only services may read a tenant's branding by id");
});
