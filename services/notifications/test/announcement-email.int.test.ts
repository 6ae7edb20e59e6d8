/**
 * Announcements emailed to tenant admins, through the notifications service with real
 * identity and tenancy, the harness PostgreSQL, a Kafka-protocol broker and a real SMTP peer.
 * With 'Also email tenant admins' ticked, every active owner and admin of each tenant in the
 * audience gets one email branded with that tenant (HTML and plain text), an admin of two
 * such tenants one per tenant; members, suspended admins and tenants outside the audience get
 * nothing, and the history counts what was sent. Unticked, or from synthetic traffic, no
 * email leaves.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import {
  closeGrpcChannels,
  createEventBus,
  createGrpcClient,
  createLogger,
  type CallContext,
  type EventBus,
  type GrpcClient,
  type ServiceRuntime,
} from '@portico/kit';
import { loadServiceDefinition, type notificationsV1 } from '@portico/proto';
import { eventually } from '../../../tooling/test-infra/eventually';
import {
  createTestDatabase,
  superuserUrlOf,
  type TestDatabase,
} from '../../../tooling/test-infra/db';
import { startKafka } from '../../../tooling/test-infra/kafka';
import { startSmtpPeer, type SmtpPeer } from '../../../tooling/test-infra/smtp';
import { createService } from '../src/main';
import { startIdentityAndTenancy, type PeerServices } from './support/peers';

jest.setTimeout(180_000);

let database: TestDatabase;
let peers: PeerServices;
let service: ServiceRuntime;
let kafka: Awaited<ReturnType<typeof startKafka>>;
let bus: EventBus;
let smtp: SmtpPeer;
let client: GrpcClient<notificationsV1.NotificationsServiceClient>;

const superAdmin: Partial<CallContext> = { userId: randomUUID(), roles: ['super_admin'] };
const tenants = {
  acme: { id: randomUUID(), name: 'Acme Advisors', tier: 'pro', color: '#0f766e' },
  globex: { id: randomUUID(), name: 'Globex Partners', tier: 'pro', color: '#7c3aed' },
  initech: { id: randomUUID(), name: 'Initech', tier: 'starter', color: '#b45309' },
};
type TenantName = keyof typeof tenants;
/** Who is who: [tenant, tenant role, membership status] for each person. */
const PEOPLE: Record<string, [TenantName, 'owner' | 'admin' | 'member', string][]> = {
  'acme-owner': [['acme', 'owner', 'active']],
  'acme-member': [['acme', 'member', 'active']],
  'acme-suspended': [['acme', 'admin', 'suspended']],
  'globex-admin': [['globex', 'admin', 'active']],
  'two-hats': [
    ['acme', 'admin', 'active'],
    ['globex', 'admin', 'active'],
  ],
  'initech-admin': [['initech', 'admin', 'active']],
};
const address = (person: string) => `${person}@example.com`;

async function seed(identityAddr: string) {
  const users = createGrpcClient(loadServiceDefinition('identity').Client, identityAddr);
  const ids: Record<string, string> = {};
  for (const person of Object.keys(PEOPLE)) {
    const session = await users.SignUp({
      name: `${person} person`,
      email: address(person),
      password: 'correct horse battery staple 42',
      company_name: 'Somewhere',
    });
    ids[person] = session.user!.id;
  }
  const superuser = new pg.Client({ connectionString: superuserUrlOf(peers.tenancyDb) });
  await superuser.connect();
  try {
    for (const t of Object.values(tenants))
      await superuser.query(
        `INSERT INTO tenants (id, name, slug, tier, brand_color) VALUES ($1, $2, $3, $4, $5)`,
        [t.id, t.name, `t-${t.id.slice(0, 8)}`, t.tier, t.color],
      );
    for (const [person, memberships] of Object.entries(PEOPLE))
      for (const [tenant, role, status] of memberships)
        await superuser.query(
          `INSERT INTO memberships (tenant_id, user_id, tenant_role, role_key, status)
           VALUES ($1, $2, $3, $4, $5)`,
          [tenants[tenant].id, ids[person], role, role === 'member' ? 'client' : 'admin', status],
        );
  } finally {
    await superuser.end();
  }
}

beforeAll(async () => {
  [database, kafka, smtp] = await Promise.all([
    createTestDatabase('notifications_announce', { asServiceUser: true }),
    startKafka(),
    startSmtpPeer(),
  ]);
  bus = createEventBus({
    brokers: kafka.brokers,
    clientId: 'announce-test',
    logger: createLogger('test-bus', 'silent'),
  });
  peers = await startIdentityAndTenancy(bus, 'notifications_announce');
  await seed(peers.identityAddr);
  service = await createService(
    {
      GRPC_PORT: '0',
      HTTP_PORT: '0',
      GRPC_HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      DATABASE_URL: database.url,
      JOB_POLL_SECONDS: '0.5',
      SMTP_URL: smtp.url,
      PUBLIC_URL: 'https://portal.example.com',
      INTEGRATIONS_ENCRYPTION_KEY: 'announce-test-key',
      IDENTITY_ADDR: peers.identityAddr,
      TENANCY_ADDR: peers.tenancyAddr,
    },
    { bus },
  );
  const { grpcPort } = await service.start();
  client = createGrpcClient(
    loadServiceDefinition('notifications').Client,
    `127.0.0.1:${String(grpcPort)}`,
    { deadlineMs: 30_000 },
  );
});

afterAll(async () => {
  await service?.stop();
  await peers?.stop();
  closeGrpcChannels();
  await bus?.close();
  await kafka?.stop();
  await smtp?.close();
  await database?.drop();
});

const announce = (
  title: string,
  extra: Partial<notificationsV1.AnnounceRequest>,
  ctx = superAdmin,
) =>
  client.Announce(
    {
      title,
      message: 'We upgrade storage tonight.\nExpect a short pause.',
      audience: 'all',
      ...extra,
    },
    ctx,
  );

/** The history row once nothing is left queued and at least `sent` emails went out. */
async function settled(id: string, sent: number) {
  const row = await eventually(
    `announcement ${id} to settle at ${String(sent)} emails`,
    async () =>
      (await client.ListAnnouncements({ limit: 50 }, superAdmin)).announcements.find(
        (a) => a.id === id,
      ),
    (found) => found !== undefined && found.emailed >= sent && found.email_pending === 0,
    { timeoutMs: 60_000, everyMs: 200 },
  );
  return row!;
}

const receivedFor = (title: string) =>
  smtp.received.filter((m) => m.subject.endsWith(`: ${title}`));

it('emails each active admin of each pro tenant once per tenant, branded with that tenant, and the history counts them', async () => {
  const sent = await announce('Storage upgrade', {
    audience: 'plan',
    plan: 'pro',
    email_admins: true,
  });
  expect(sent.email_admins).toBe(true);
  const row = await settled(sent.id, 4);
  expect(row.emailed).toBe(4);

  const mails = receivedFor('Storage upgrade');
  expect(mails.map((m) => `${m.to} ${m.subject}`).sort()).toEqual([
    `${address('acme-owner')} Acme Advisors: Storage upgrade`,
    `${address('globex-admin')} Globex Partners: Storage upgrade`,
    `${address('two-hats')} Acme Advisors: Storage upgrade`,
    `${address('two-hats')} Globex Partners: Storage upgrade`,
  ]);
  const globex = mails.find((m) => m.to === address('globex-admin'))!;
  expect(globex.text).toContain('We upgrade storage tonight.');
  expect(globex.text).toContain('Expect a short pause.');
  expect(globex.text).toContain('https://portal.example.com');
  expect(globex.html).toContain('#7c3aed');
  expect(globex.html).not.toContain('#0f766e');
  // From the tenant's name, with no product name anywhere the admin reads.
  expect(globex.fromName).toBe('Globex Partners');
  for (const part of [globex.subject, globex.text, globex.html])
    expect(part).not.toMatch(/portico/i);
});

it('emails the admins of a chosen starter tenant only', async () => {
  const sent = await announce('Initech only', {
    audience: 'tenants',
    tenant_ids: [tenants.initech.id],
    email_admins: true,
  });
  await settled(sent.id, 1);
  expect(receivedFor('Initech only').map((m) => m.to)).toEqual([address('initech-admin')]);
});

it('sends no email when the box is left unticked, or for synthetic traffic', async () => {
  const plain = await announce('Banner only', {});
  const synthetic = await announce(
    'Synthetic check',
    { email_admins: true },
    { ...superAdmin, synthetic: true },
  );
  // The synthetic announcement's emails are logged, as skipped: one per admin of each tenant.
  const log = new pg.Client({ connectionString: database.url });
  await log.connect();
  try {
    const statuses = await eventually(
      'five logged emails',
      async () => {
        const { rows } = await log.query<{ status: string }>(
          `SELECT status FROM email_log
          WHERE template = 'announcement' AND data ->> 'announcementId' = $1`,
          [synthetic.id],
        );
        return rows.map((r) => r.status);
      },
      (logged) => logged.length >= 5,
      { everyMs: 200 },
    );
    expect(statuses).toEqual(['skipped', 'skipped', 'skipped', 'skipped', 'skipped']);
  } finally {
    await log.end();
  }
  expect((await settled(synthetic.id, 0)).emailed).toBe(0);
  // A later, real announcement has gone out, so the two before it had their chance.
  const marker = await announce('After the checks', {
    audience: 'tenants',
    tenant_ids: [tenants.initech.id],
    email_admins: true,
  });
  await settled(marker.id, 1);
  expect(receivedFor('Banner only')).toEqual([]);
  expect(receivedFor('Synthetic check')).toEqual([]);
  const { announcements } = await client.ListAnnouncements({ limit: 50 }, superAdmin);
  expect(announcements.find((a) => a.id === plain.id)).toMatchObject({
    email_admins: false,
    emailed: 0,
  });
});

it('refuses anyone but a super admin, and writes nothing', async () => {
  const admin: Partial<CallContext> = {
    tenantId: tenants.acme.id,
    userId: randomUUID(),
    roles: ['admin'],
  };
  await expect(announce('Not allowed', { email_admins: true }, admin)).rejects.toMatchObject({
    code: 'PERMISSION_DENIED',
  });
  const { announcements } = await client.ListAnnouncements({ limit: 50 }, superAdmin);
  expect(announcements.map((a) => a.title)).not.toContain('Not allowed');
});
