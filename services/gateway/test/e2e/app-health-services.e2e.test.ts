/**
 * App Health hears from every service about itself (the kit's ops service, fanned out by the
 * gateway): each service's database and Kafka connection, notifications' SMTP server, and the
 * slowest statements of each service's own database, each row naming its service.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createGrpcClient, SERVICE_NAMES } from '@portico/kit';
import { loadServiceDefinition } from '@portico/proto';
import { asHarnessSuperuser, superuserUrlOf } from '../../../../tooling/test-infra/db';
import { startSmtpPeer } from '../../../../tooling/test-infra/smtp';
import { signUpWorkspace } from '../support/journeys';
import { useE2eStack } from '../support/prologue';

jest.setTimeout(120_000);

interface DependencyRow {
  service: string;
  provider: string;
  status: string;
  latency_ms: number | null;
  last_error: string | null;
  note: string | null;
}
interface SlowQueryRow {
  service: string;
  sql: string;
  p95_ms: number;
  calls: number;
}

const env = useE2eStack({ superAdmin: true });

async function dependencies(): Promise<DependencyRow[]> {
  const answer = await env.superAdmin.get<{ dependencies: DependencyRow[] }>(
    '/api/metrics/dependencies',
  );
  expect(answer.status).toBe(200);
  return answer.body.dependencies;
}

const smtpRow = (rows: DependencyRow[]) =>
  rows.find((row) => row.service === 'notifications' && row.provider === 'smtp');

/** This worker's stack's database of one service (tooling/test-infra/stack-main.ts names). */
async function databaseOf(service: string): Promise<string> {
  const prefix = `e2e_w${process.env.JEST_WORKER_ID ?? '1'}_${service}_`.replace(/_/g, '\\_');
  const name = await asHarnessSuperuser(async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE datname LIKE $1 ORDER BY oid DESC LIMIT 1',
      [`${prefix}%`],
    );
    return rows[0]?.datname;
  });
  if (!name) throw new Error(`no database of ${service} in this worker's stack`);
  return name;
}

describe('App Health dependencies, from every service', () => {
  it("lists every service's database and Kafka connection as ok, each under its service", async () => {
    const rows = await dependencies();
    for (const service of SERVICE_NAMES) {
      expect(rows).toContainEqual(
        expect.objectContaining({ service, provider: 'database', status: 'ok' }),
      );
      expect(rows).toContainEqual(
        expect.objectContaining({ service, provider: 'kafka', status: 'ok' }),
      );
    }
    // Billing runs its sandbox here (no Stripe key): said, not hidden.
    expect(rows).toContainEqual(
      expect.objectContaining({
        service: 'billing',
        provider: 'stripe',
        status: 'ok',
        note: expect.stringContaining('sandbox') as unknown,
      }),
    );
    for (const row of rows.filter((r) => r.status === 'ok'))
      expect(row.latency_ms).toBeGreaterThanOrEqual(0);
  });

  it('shows SMTP ok while the mail server answers and down once it is gone', async () => {
    const peer = await startSmtpPeer(env.smtpPort);
    try {
      expect(smtpRow(await dependencies())).toMatchObject({ status: 'ok', last_error: null });
    } finally {
      await peer.close();
    }
    const down = smtpRow(await dependencies());
    expect(down).toMatchObject({ status: 'down' });
    expect(down?.last_error).toEqual(expect.any(String));
    // The reason names the failure, never the URL's credentials.
    expect(down?.last_error).not.toMatch(/@/);
  });

  it('refuses a tenant admin who asks a service directly, and answers a super admin', async () => {
    const { client: owner, tenantId } = await signUpWorkspace(env.url, 'Ops Probe Co');
    const me = await owner.get<{ user: { id: string } }>('/api/me');
    const ops = createGrpcClient(loadServiceDefinition('ops').Client, env.address('forms'));
    await expect(
      ops.ListDependencies({}, { userId: me.body.user.id, tenantId, roles: ['admin'] }),
    ).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
    const answer = await ops.ListDependencies(
      {},
      { userId: me.body.user.id, roles: ['super_admin'] },
    );
    expect(answer.service).toBe('forms');
  });

  it('refuses App Health to a workspace owner', async () => {
    const { client: owner } = await signUpWorkspace(env.url, 'Not An Operator Co');
    expect((await owner.get('/api/metrics/dependencies')).status).toBe(403);
    expect((await owner.get('/api/metrics/db/slow-queries')).status).toBe(403);
  });
});

describe('App Health slow queries, from every service', () => {
  it("lists a slow statement run on forms' database under forms, and under no other service", async () => {
    const database = await databaseOf('forms');
    const client = new pg.Client({ connectionString: superuserUrlOf({ name: database }) });
    await client.connect();
    try {
      await client.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
      await client.query(`SELECT pg_sleep(0.5) /* app-health ${randomBytes(4).toString('hex')} */`);
    } finally {
      await client.end();
    }

    const answer = await env.superAdmin.get<{
      queries: SlowQueryRow[];
      unavailable: { service: string; reason: string }[];
    }>('/api/metrics/db/slow-queries');
    expect(answer.status).toBe(200);
    const sleeps = answer.body.queries.filter((q) => q.sql.includes('pg_sleep'));
    expect(sleeps).toContainEqual(expect.objectContaining({ service: 'forms', calls: 1 }));
    expect(sleeps.every((q) => q.service === 'forms')).toBe(true);
    expect(sleeps[0]!.p95_ms).toBeGreaterThanOrEqual(450);
    // Every service's database keeps statistics in this stack, so none is listed without.
    expect(answer.body.unavailable).toEqual([]);
  });
});
