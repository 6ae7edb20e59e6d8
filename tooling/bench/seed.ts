/**
 * The benchmark's data set: `tenants` workspaces and `users` members spread evenly over them
 * with profiles and active client memberships. The first API_WORKSPACES workspaces are each
 * made by its owner through the real API (sign-up, the onboarding steps, provision): the
 * scenarios' readers, admins and form fillers belong to these. Past that (`--tenants 500`),
 * the others are copies of the first one written with SQL (its tenant row, roles and owner),
 * so a large data set takes seconds to seed instead of thousands of API calls: what the
 * scenarios read then sits among the rows of every tenant, as in a large deployment.
 *
 * Members are written with SQL in batches: one password hash per member through the API would
 * take minutes on two cores at scale and measure nothing we report. They share one password hash,
 * and that hash is read back from an owner identity itself created at sign-up, so it is
 * made by identity's own password module with its production parameters and signing a
 * member in costs exactly what it costs in the product.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { call, inParallel } from './api';

export const BENCH_PASSWORD = 'bench horse battery staple';
const BATCH = 500;
const OWNER_CONCURRENCY = 4;
/** Workspaces made through the API; any more are copied from the first with SQL. */
export const API_WORKSPACES = 50;

export interface SeedSizes {
  tenants: number;
  users: number;
  /** Owners signed up at once (default 4); each sign-up hashes a password in identity. */
  ownerConcurrency?: number;
}

export interface SeededMember {
  userId: string;
  email: string;
  tenantId: string;
}

export interface SeededData {
  tenantIds: string[];
  /** How many of tenantIds (the first ones) were made through the API. */
  apiTenants: number;
  members: SeededMember[];
  /** Each workspace's owner (its admin), by the index of tenantIds. */
  ownerEmails: string[];
}

async function createWorkspace(baseUrl: string, runId: string, index: number): Promise<string> {
  const email = `owner-${index}@${runId}.bench.portico.test`;
  const signup = await call<{ access_token: string }>(baseUrl, 'POST', '/api/auth/signup', {
    body: {
      name: `Owner ${index} Bench`,
      email,
      password: BENCH_PASSWORD,
      companyName: `Bench Studio ${index}`,
      title: 'Founder',
    },
  });
  if (signup.status !== 201) {
    throw new Error(`owner sign-up answered ${signup.status}: ${JSON.stringify(signup.body)}`);
  }
  const token = signup.body.access_token;
  const steps: [string, object][] = [
    ['/api/onboarding-plan', { plan: 'pro', adminSeats: 2 }],
    ['/api/onboarding-branding', { subdomain: `bench-${runId}-${index}`, brandColor: '#2563eb' }],
    ['/api/onboarding-capabilities', { useEmbeds: true, useForms: true, useFiles: true }],
    ['/api/onboarding-provision', {}],
  ];
  let tenantId = '';
  for (const [path, body] of steps) {
    const answer = await call<{ tenant_id?: string }>(baseUrl, 'POST', path, { body, token });
    if (answer.status !== 200) {
      throw new Error(`${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    }
    tenantId = answer.body.tenant_id ?? tenantId;
  }
  if (!tenantId) throw new Error('provisioning answered no tenant_id');
  return tenantId;
}

async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** The first workspace's tenant row, roles and owner membership, copied for `tenantIds`. */
async function copyWorkspaces(
  tenancy: pg.Client,
  template: string,
  copies: { tenantId: string; ownerId: string; index: number }[],
  runId: string,
): Promise<void> {
  for (let start = 0; start < copies.length; start += BATCH) {
    const batch = copies.slice(start, start + BATCH);
    const params = [
      template,
      batch.map((c) => c.tenantId),
      batch.map((c) => c.index),
      batch.map((c) => c.ownerId),
    ];
    const each = `unnest($2::uuid[], $3::int[], $4::uuid[]) AS c(id, n, owner)`;
    await tenancy.query(
      `INSERT INTO tenants (id, name, slug, tier, status, seats, support_email, brand_color,
                            features, created_by)
       SELECT c.id, 'Bench Studio ' || c.n, 'bench-' || $5 || '-' || c.n, t.tier, t.status,
              t.seats, t.support_email, t.brand_color, t.features, c.owner
         FROM tenants t, ${each} WHERE t.id = $1`,
      [...params, runId],
    );
    await tenancy.query(
      `INSERT INTO tenant_roles (tenant_id, role_key, role_label, role_color, role_description,
                                 sort_order)
       SELECT c.id, r.role_key, r.role_label, r.role_color, r.role_description, r.sort_order
         FROM tenant_roles r, ${each} WHERE r.tenant_id = $1`,
      params,
    );
    await tenancy.query(
      `INSERT INTO memberships (tenant_id, user_id, tenant_role, role_key, status)
       SELECT c.id, c.owner, m.tenant_role, m.role_key, m.status
         FROM memberships m, ${each}
        WHERE m.tenant_id = $1 AND m.tenant_role = 'owner'`,
      params,
    );
  }
}

export async function seed(
  baseUrl: string,
  databases: { identity: string; tenancy: string },
  sizes: SeedSizes,
): Promise<SeededData> {
  const runId = Date.now().toString(36);
  const apiTenants = Math.min(sizes.tenants, API_WORKSPACES);
  const tenantIds = await inParallel(
    Array.from({ length: apiTenants }, (_, i) => i),
    sizes.ownerConcurrency ?? OWNER_CONCURRENCY,
    (index) => createWorkspace(baseUrl, runId, index),
  );
  const ownerEmail = (index: number) => `owner-${index}@${runId}.bench.portico.test`;

  const passwordHash = await withClient(databases.identity, async (client) => {
    const { rows } = await client.query<{ password_hash: string }>(
      `SELECT password_hash FROM users WHERE email = $1`,
      [ownerEmail(0)],
    );
    if (!rows[0]) throw new Error('the first owner has no password hash to share');
    return rows[0].password_hash;
  });

  const copies = Array.from({ length: sizes.tenants - apiTenants }, (_, i) => ({
    tenantId: randomUUID(),
    ownerId: randomUUID(),
    index: apiTenants + i,
  }));
  tenantIds.push(...copies.map((c) => c.tenantId));

  const members: SeededMember[] = Array.from({ length: sizes.users }, (_, i) => ({
    userId: randomUUID(),
    email: `member-${i}@${runId}.bench.portico.test`,
    tenantId: tenantIds[i % tenantIds.length] as string,
  }));

  await withClient(databases.identity, async (client) => {
    const people = [
      ...copies.map((c) => ({ id: c.ownerId, email: ownerEmail(c.index), title: 'Founder' })),
      ...members.map((m) => ({ id: m.userId, email: m.email, title: 'Client' })),
    ];
    for (let start = 0; start < people.length; start += BATCH) {
      const batch = people.slice(start, start + BATCH);
      await client.query(
        `INSERT INTO users (id, email, password_hash, first_name, last_name, title, phone)
         SELECT id, email, $3, 'Member', 'No. ' || n, title, '+1555' || lpad(n::text, 7, '0')
           FROM unnest($1::uuid[], $2::text[], $4::text[]) WITH ORDINALITY AS m(id, email, title, n)`,
        [
          batch.map((p) => p.id),
          batch.map((p) => p.email),
          passwordHash,
          batch.map((p) => p.title),
        ],
      );
    }
  });
  await withClient(databases.tenancy, async (client) => {
    if (copies.length > 0) await copyWorkspaces(client, tenantIds[0] as string, copies, runId);
    for (let start = 0; start < members.length; start += BATCH) {
      const batch = members.slice(start, start + BATCH);
      // What accepting a client invitation writes (role2 is the default "Client" label).
      await client.query(
        `INSERT INTO memberships (tenant_id, user_id, tenant_role, role_key, status)
         SELECT tenant_id, user_id, 'member', 'role2', 'active'
           FROM unnest($1::uuid[], $2::uuid[]) AS m(tenant_id, user_id)`,
        [batch.map((m) => m.tenantId), batch.map((m) => m.userId)],
      );
    }
    await client.query('ANALYZE tenants');
    await client.query('ANALYZE tenant_roles');
    await client.query('ANALYZE memberships');
  });
  await withClient(databases.identity, (client) => client.query('ANALYZE users'));
  const ownerEmails = tenantIds.map((_, i) => ownerEmail(i));
  return { tenantIds, apiTenants, members, ownerEmails };
}
