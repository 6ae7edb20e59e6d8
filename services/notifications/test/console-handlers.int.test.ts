/**
 * The super console's gRPC calls on real PostgreSQL: an announcement reaches the banners of its
 * audience only; a non-super caller is refused; an emailed announcement whose audience cannot
 * be named is not made; Retry revives a dead job; a schedule toggled
 * off does not fire on its tick; a global credential is stored sealed and only ever answered
 * masked.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { createLogger, createSealer, type CallContext, type Database } from '@portico/kit';
import { eventually } from '../../../tooling/test-infra/eventually';
import { unaryHandlerOf } from '../../kit/src/grpc/unary';
import { openTestDatabase, type MigratedTestDatabase } from '../../../tooling/test-infra/db';
import { tenancyClient } from '../src/clients/tenancy';
import { announcementHandlers } from '../src/grpc/announcements';
import { integrationHandlers } from '../src/grpc/integrations';
import { jobHandlers } from '../src/grpc/jobs';
import { PLATFORM_SCHEDULES, registerSchedules, tick } from '../src/domain/cron';
import { createJobQueue, type JobQueue } from '@portico/kit';
import { listRecentJobs } from '../src/domain/recentJobs';
import { tenantIntegrationEnabled } from '../src/domain/tenantIntegrations';

jest.setTimeout(120_000);

let database: MigratedTestDatabase;
let db: Database;
let queue: JobQueue;
const sealer = createSealer({ variable: 'INTEGRATIONS_ENCRYPTION_KEY' });

beforeAll(async () => {
  database = await openTestDatabase({
    prefix: 'console',
    migrations: [path.join(__dirname, '..', 'migrations')],
    asServiceUser: true,
  });
  db = database.db;
  queue = createJobQueue({
    db,
    logger: createLogger('console-test', 'silent'),
    pollingIntervalSeconds: 0.5,
  });
  await queue.start();
});

afterAll(async () => {
  await queue?.stop();
  await database?.close();
});

const superAdmin: CallContext = { userId: randomUUID(), roles: ['super_admin'] };
const member = (tenantId: string): CallContext => ({
  userId: randomUUID(),
  tenantId,
  roles: ['admin'],
});

/** Calls one handler the way the gRPC server would, with the caller's metadata. */
function call<Res>(handlers: object, method: string, req: unknown, ctx: CallContext) {
  const fn = unaryHandlerOf((handlers as Record<string, unknown>)[method]);
  if (!fn) throw new Error(`no handler for ${method}`);
  return fn(req, ctx) as Promise<Res>;
}

/** pg-boss works the queue on its own schedule: a job's state is read until it holds. */
const JOBS = { timeoutMs: 60_000, everyMs: 200 };

describe('announcements over gRPC', () => {
  it('shows a plan announcement as a banner to that plan’s tenants only, for 24 h', async () => {
    const handlers = announcementHandlers({ db });
    const pro = randomUUID();
    const starter = randomUUID();
    const made = await call<{ id: string; start_at: string; end_at: string; status: string }>(
      handlers,
      'Announce',
      {
        title: 'Pro webinar',
        message: 'Join us Thursday.',
        audience: 'plan',
        plan: 'pro',
        tenant_ids: [],
        start_at: '',
        end_at: '',
      },
      superAdmin,
    );
    expect(made.status).toBe('active');
    expect(Date.parse(made.end_at) - Date.parse(made.start_at)).toBe(24 * 60 * 60 * 1000);

    const banners = async (tenant: string, plan: string) =>
      (
        await call<{ banners: { id: string }[] }>(
          handlers,
          'ListActiveBanners',
          { plan },
          member(tenant),
        )
      ).banners.map((b) => b.id);
    expect(await banners(pro, 'pro')).toContain(made.id);
    expect(await banners(starter, 'starter')).not.toContain(made.id);
  });

  it('refuses to announce for a tenant admin and stores nothing', async () => {
    const handlers = announcementHandlers({ db });
    await expect(
      call(
        handlers,
        'Announce',
        {
          title: 'Sneaky',
          message: 'x',
          audience: 'all',
          tenant_ids: [],
          start_at: '',
          end_at: '',
        },
        member(randomUUID()),
      ),
    ).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
    const history = await call<{ announcements: { title: string }[] }>(
      handlers,
      'ListAnnouncements',
      { limit: 100 },
      superAdmin,
    );
    expect(history.announcements.map((a) => a.title)).not.toContain('Sneaky');
  });
});

describe('announcements by email, when their audience cannot be named', () => {
  const emailed = {
    title: 'Emailed',
    message: 'x',
    audience: 'all',
    tenant_ids: [],
    start_at: '',
    end_at: '',
    email_admins: true,
  };
  const titles = async () =>
    (
      await call<{ announcements: { title: string }[] }>(
        announcementHandlers({ db }),
        'ListAnnouncements',
        { limit: 100 },
        superAdmin,
      )
    ).announcements.map((a) => a.title);

  it('refuses to email admins without tenancy and identity configured, and stores nothing', async () => {
    await expect(
      call(announcementHandlers({ db }), 'Announce', emailed, superAdmin),
    ).rejects.toMatchObject({
      code: 'FAILED_PRECONDITION',
      message: 'Emailing tenant admins is not available',
    });
    expect(await titles()).not.toContain('Emailed');
  });

  it('fails the announcement, storing nothing, when tenancy cannot be reached', async () => {
    const handlers = announcementHandlers({
      db,
      queue,
      tenancy: tenancyClient('127.0.0.1:1'),
      adminEmails: async () => ['never@example.com'],
    });
    await expect(
      call(handlers, 'Announce', { ...emailed, title: 'Unreachable' }, superAdmin),
    ).rejects.toMatchObject({ code: 'UNAVAILABLE' });
    expect(await titles()).not.toContain('Unreachable');
  });
});

describe('jobs and cron over gRPC', () => {
  it('revives a dead job with Retry, and it then completes', async () => {
    const name = `console-retry-${randomUUID().slice(0, 8)}`;
    await queue.createQueue(name, { retryLimit: 0 });
    let failing = true;
    await queue.work(name, async () => {
      if (failing) throw new Error('downstream refused');
    });
    const id = (await queue.send(name, {}))!;
    await eventually(
      'the job to fail',
      () => listRecentJobs(db),
      (jobs) => jobs.some((j) => j.id === id && j.status === 'failed'),
      JOBS,
    );
    failing = false;
    const handlers = jobHandlers({ db, queue });
    await call(handlers, 'RetryJob', { id }, superAdmin);
    const done = await eventually(
      'the job to complete',
      () => listRecentJobs(db),
      (jobs) => jobs.some((j) => j.id === id && j.status === 'completed'),
      JOBS,
    );
    expect(done.find((j) => j.id === id)?.status).toBe('completed');
  });

  it('does not fire a schedule toggled off on its tick', async () => {
    await registerSchedules(db, queue, PLATFORM_SCHEDULES, new Date('2026-12-01T00:00:30Z'));
    const handlers = jobHandlers({ db, queue });
    const toggled = await call<{ name: string; enabled: boolean }>(
      handlers,
      'ToggleCronJob',
      { name: 'rules.evaluate' },
      superAdmin,
    );
    expect(toggled.enabled).toBe(false);
    const fired = await tick(db, queue, new Date('2026-12-01T00:01:05Z'));
    expect(fired).not.toContain('rules.evaluate');
    // Switched on again, the next due tick fires it.
    await call(handlers, 'ToggleCronJob', { name: 'rules.evaluate' }, superAdmin);
    expect(await tick(db, queue, new Date('2026-12-01T00:01:10Z'))).toContain('rules.evaluate');
  });
});

describe('global integrations over gRPC', () => {
  it('stores a credential sealed and answers it masked, never plain', async () => {
    const handlers = integrationHandlers({ db, sealer });
    const secret = 'SG.live-credential-abcd1234';
    const saved = await call<{ masked: string; configured: boolean }>(
      handlers,
      'SetGlobalIntegration',
      { key: 'sendgrid', value: secret },
      superAdmin,
    );
    expect(saved.configured).toBe(true);
    expect(saved.masked).toBe('••••••••1234');
    const listed = await call<{ integrations: { key: string; masked: string }[] }>(
      handlers,
      'ListGlobalIntegrations',
      {},
      superAdmin,
    );
    expect(listed.integrations.map((i) => i.key)).toEqual([
      'slack',
      'sendgrid',
      'google',
      'microsoft',
      'cloudflare',
      'automation',
    ]);
    expect(JSON.stringify(listed)).not.toContain(secret);
    const { rows } = await db.query<{ sealed: Buffer }>(
      `SELECT sealed FROM global_integrations WHERE key = 'sendgrid'`,
    );
    expect(rows[0]!.sealed.toString('utf8')).not.toContain('live-credential');
    expect(rows[0]!.sealed.toString('latin1')).not.toContain('live-credential');
  });

  it('refuses a tenant admin the credentials list', async () => {
    const handlers = integrationHandlers({ db, sealer });
    await expect(
      call(handlers, 'ListGlobalIntegrations', {}, member(randomUUID())),
    ).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
  });
});

describe('per-tenant integration toggles over gRPC', () => {
  it('switches one integration off for one tenant, leaving the rest on', async () => {
    const handlers = integrationHandlers({ db, sealer });
    const acme = randomUUID();
    const globex = randomUUID();
    const saved = await call<{ tenant_id: string; enabled: Record<string, boolean> }>(
      handlers,
      'SetTenantIntegration',
      { tenant_id: acme, key: 'webhooks', enabled: false },
      superAdmin,
    );
    expect(saved.enabled).toEqual({
      slack: true,
      sendgrid: true,
      google: true,
      microsoft: true,
      webhooks: false,
    });
    const listed = await call<{
      tenants: { tenant_id: string; enabled: Record<string, boolean> }[];
    }>(handlers, 'ListTenantIntegrations', { tenant_ids: [acme, globex] }, superAdmin);
    expect(listed.tenants.find((t) => t.tenant_id === acme)?.enabled.webhooks).toBe(false);
    expect(listed.tenants.find((t) => t.tenant_id === globex)?.enabled.webhooks).toBe(true);
    expect(await tenantIntegrationEnabled(db, acme, 'webhooks')).toBe(false);
    expect(await tenantIntegrationEnabled(db, acme, 'slack')).toBe(true);
  });

  it('refuses an unknown integration key and a tenant admin', async () => {
    const handlers = integrationHandlers({ db, sealer });
    await expect(
      call(
        handlers,
        'SetTenantIntegration',
        { tenant_id: randomUUID(), key: 'ftp', enabled: false },
        superAdmin,
      ),
    ).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', message: 'Unknown integration' });
    await expect(
      call(
        handlers,
        'SetTenantIntegration',
        { tenant_id: randomUUID(), key: 'slack', enabled: false },
        member(randomUUID()),
      ),
    ).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
  });
});
