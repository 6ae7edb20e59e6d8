/**
 * The benchmark's data set: `tenants` workspaces, each made by its owner through the real
 * API (sign-up, the onboarding steps, provision), and `users` members spread evenly over
 * them with profiles and active client memberships.
 *
 * Members are written with SQL in batches: one scrypt hash per member through the API would
 * take minutes on two cores and measure nothing we report. They share one password hash,
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

export async function seed(
  baseUrl: string,
  databases: { identity: string; tenancy: string },
  sizes: SeedSizes,
): Promise<SeededData> {
  const runId = Date.now().toString(36);
  const tenantIds = await inParallel(
    Array.from({ length: sizes.tenants }, (_, i) => i),
    sizes.ownerConcurrency ?? OWNER_CONCURRENCY,
    (index) => createWorkspace(baseUrl, runId, index),
  );

  const passwordHash = await withClient(databases.identity, async (client) => {
    const { rows } = await client.query<{ password_hash: string }>(
      `SELECT password_hash FROM users WHERE email = $1`,
      [`owner-0@${runId}.bench.portico.test`],
    );
    if (!rows[0]) throw new Error('the first owner has no password hash to share');
    return rows[0].password_hash;
  });

  const members: SeededMember[] = Array.from({ length: sizes.users }, (_, i) => ({
    userId: randomUUID(),
    email: `member-${i}@${runId}.bench.portico.test`,
    tenantId: tenantIds[i % tenantIds.length] as string,
  }));

  await withClient(databases.identity, async (client) => {
    for (let start = 0; start < members.length; start += BATCH) {
      const batch = members.slice(start, start + BATCH);
      await client.query(
        `INSERT INTO users (id, email, password_hash, first_name, last_name, title, phone)
         SELECT id, email, $3, 'Member', 'No. ' || n, 'Client', '+1555' || lpad(n::text, 7, '0')
           FROM unnest($1::uuid[], $2::text[]) WITH ORDINALITY AS m(id, email, n)`,
        [batch.map((m) => m.userId), batch.map((m) => m.email), passwordHash],
      );
    }
  });
  await withClient(databases.tenancy, async (client) => {
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
    await client.query('ANALYZE memberships');
  });
  await withClient(databases.identity, (client) => client.query('ANALYZE users'));
  const ownerEmails = tenantIds.map((_, i) => `owner-${i}@${runId}.bench.portico.test`);
  return { tenantIds, members, ownerEmails };
}
