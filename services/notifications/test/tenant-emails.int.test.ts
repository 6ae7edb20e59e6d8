/**
 * The emails a tenant's people receive, sent for real: notifications on the harness
 * PostgreSQL and a Kafka-protocol broker, real identity and tenancy, a real SMTP peer. Two
 * tenants with their own name, colour, logo, support address, default language and role
 * labels; each email arrives from the tenant's name with its support address as Reply-To, in
 * the recipient's language (their own choice, else the tenant's default, else English), the
 * role named by the tenant's label, and never "Portico". A new workspace's sign-up stays the
 * platform's. A file shared with a role reaches every member holding it; a task's reminder its
 * assignee.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import {
  closeGrpcChannels,
  createEventBus,
  createGrpcClient,
  createLogger,
  encodeEvent,
  type EventBus,
  type ServiceRuntime,
} from '@portico/kit';
import {
  loadServiceDefinition,
  TOPICS,
  type EventMessageName,
  type EventMessages,
} from '@portico/proto';
import {
  createTestDatabase,
  superuserUrlOf,
  type TestDatabase,
} from '../../../tooling/test-infra/db';
import { startKafka } from '../../../tooling/test-infra/kafka';
import { startSmtpPeer, type ReceivedMail, type SmtpPeer } from '../../../tooling/test-infra/smtp';
import { createService } from '../src/main';
import { startIdentityAndTenancy, type PeerServices } from './support/peers';

jest.setTimeout(180_000);

const PORTAL = 'https://portal.example.com';
const PLATFORM_FROM = 'no-reply@mail.example.net';

let database: TestDatabase;
let peers: PeerServices;
let service: ServiceRuntime;
let kafka: Awaited<ReturnType<typeof startKafka>>;
let bus: EventBus;
let smtp: SmtpPeer;

const demo = {
  id: randomUUID(),
  name: 'Demo Agency',
  color: '#0f766e',
  support: 'help@demo-agency.example',
  logo: 'https://cdn.demo-agency.example/logo.png',
  locale: null,
  clientLabel: 'Client',
};
const luna = {
  id: randomUUID(),
  name: 'Estudio Luna',
  color: '#7c3aed',
  support: 'hola@luna.example',
  logo: '/api/public/brand-assets/luna/logo',
  locale: 'es',
  clientLabel: 'Paciente',
};
type Tenant = typeof demo | typeof luna;

/** Who is who: tenant, role key and their own language (null: none chosen). */
const PEOPLE = {
  'demo-admin': { tenant: demo, role: 'admin', locale: null },
  'demo-client': { tenant: demo, role: 'role2', locale: null },
  'luna-admin': { tenant: luna, role: 'admin', locale: null },
  'luna-client': { tenant: luna, role: 'role2', locale: null },
  'luna-client-en': { tenant: luna, role: 'role2', locale: 'en' },
  'luna-guest': { tenant: luna, role: 'role3', locale: null },
} as const;
type Person = keyof typeof PEOPLE;
const address = (person: string) => `${person}-${suffix}@example.com`;
const suffix = randomUUID().slice(0, 8);
const ids = {} as Record<Person, string>;

async function seed() {
  const identity = createGrpcClient(loadServiceDefinition('identity').Client, peers.identityAddr);
  for (const [person, who] of Object.entries(PEOPLE) as [Person, (typeof PEOPLE)[Person]][]) {
    const session = await identity.SignUp({
      name: `${person} person`,
      email: address(person),
      password: 'correct horse battery staple 42',
      company_name: 'Somewhere',
    });
    ids[person] = session.user!.id;
    if (who.locale)
      await identity.UpdateProfile(
        { locale: who.locale, has_locale: true, language_only: true },
        { userId: ids[person] },
      );
  }
  const superuser = new pg.Client({ connectionString: superuserUrlOf(peers.tenancyDb) });
  await superuser.connect();
  try {
    for (const t of [demo, luna]) {
      await superuser.query(
        `INSERT INTO tenants (id, name, slug, tier, brand_color, support_email, logo_url, default_locale)
         VALUES ($1, $2, $3, 'pro', $4, $5, $6, $7)`,
        [t.id, t.name, `t-${t.id.slice(0, 8)}`, t.color, t.support, t.logo, t.locale],
      );
      for (const [key, label] of [
        ['admin', 'Admin'],
        ['role1', 'Team Member'],
        ['role2', t.clientLabel],
        ['role3', 'Guest'],
      ])
        await superuser.query(
          `INSERT INTO tenant_roles (tenant_id, role_key, role_label, role_color) VALUES ($1, $2, $3, 'green')`,
          [t.id, key, label],
        );
    }
    for (const [person, who] of Object.entries(PEOPLE) as [Person, (typeof PEOPLE)[Person]][])
      await superuser.query(
        `INSERT INTO memberships (tenant_id, user_id, tenant_role, role_key, status)
         VALUES ($1, $2, $3, $4, 'active')`,
        [who.tenant.id, ids[person], who.role === 'admin' ? 'admin' : 'member', who.role],
      );
  } finally {
    await superuser.end();
  }
}

beforeAll(async () => {
  [database, kafka, smtp] = await Promise.all([
    createTestDatabase('notifications_tenant_mail', { asServiceUser: true }),
    startKafka(),
    startSmtpPeer(),
  ]);
  bus = createEventBus({
    brokers: kafka.brokers,
    clientId: 'tenant-mail-test',
    logger: createLogger('test-bus', 'silent'),
  });
  peers = await startIdentityAndTenancy(bus, 'notifications_tenant_mail');
  await seed();
  service = await createService(
    {
      GRPC_PORT: '0',
      HTTP_PORT: '0',
      GRPC_HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      DATABASE_URL: database.url,
      JOB_POLL_SECONDS: '0.5',
      SMTP_URL: smtp.url,
      EMAIL_FROM: `Portico <${PLATFORM_FROM}>`,
      PUBLIC_URL: PORTAL,
      INTEGRATIONS_ENCRYPTION_KEY: 'tenant-mail-test-key',
      IDENTITY_ADDR: peers.identityAddr,
      TENANCY_ADDR: peers.tenancyAddr,
    },
    { bus },
  );
  await service.start();
  await consumersLive();
});

/**
 * One event per topic the emails come from, published again (same id, so mailed once) until
 * its email arrives: the consumer has joined and sees every topic before the tests publish.
 */
async function consumersLive() {
  const warm = (kind: string) => `warm-up-${kind}-${suffix}@example.com`;
  const probes: [string, () => Promise<void>][] = [
    [
      warm('user'),
      () =>
        userEvent(
          {
            user_id: randomUUID(),
            email: warm('user'),
            password_reset_requested: {
              email: warm('user'),
              reset_url: `${PORTAL}/reset-password?token=warm`,
              expires_at: inOneHour(),
            },
          },
          'password_reset_requested',
          'warm-user',
        ),
    ],
    [
      warm('membership'),
      () =>
        publish(
          TOPICS.tenancyMembership,
          'portico.events.v1.MembershipEvent',
          {
            tenant_id: demo.id,
            invited: {
              invitation_id: randomUUID(),
              email: warm('membership'),
              role: 'role2',
              invite_url: `${PORTAL}/signup?invite=warm`,
              tenant_name: demo.name,
              expires_at: inOneHour(),
            },
          },
          'invited',
          'warm-membership',
        ),
    ],
    [
      warm('file'),
      () =>
        publish(
          TOPICS.contentFile,
          'portico.events.v1.FileEvent',
          {
            tenant_id: demo.id,
            file_id: randomUUID(),
            uploaded: { title: 'Warm-up', notify_user: true, recipient_email: warm('file') },
          },
          'uploaded',
          'warm-file',
        ),
    ],
  ];
  const deadline = Date.now() + 90_000;
  for (const [to, probe] of probes)
    for (;;) {
      await probe();
      const arrived = await smtp
        .waitFor((m) => m.to === to, 1_000)
        .then(
          () => true,
          () => false,
        );
      if (arrived) break;
      if (Date.now() > deadline) throw new Error(`no email from the probe to ${to}`);
    }
}

afterAll(async () => {
  await service?.stop();
  await peers?.stop();
  closeGrpcChannels();
  await bus?.close();
  await kafka?.stop();
  await smtp?.close();
  await database?.drop();
});

async function publish<N extends EventMessageName>(
  topic: string,
  message: N,
  fields: EventMessages[N]['input'],
  type: string,
  id: string = randomUUID(),
) {
  await bus.publish([
    {
      id,
      topic,
      key: randomUUID(),
      type,
      occurredAt: new Date(),
      payload: encodeEvent(message, fields),
      headers: {},
    },
  ]);
}

const userEvent = (
  fields: EventMessages['portico.events.v1.UserEvent']['input'],
  type: string,
  id?: string,
) => publish(TOPICS.identityUser, 'portico.events.v1.UserEvent', fields, type, id);

const mailTo = (to: string, subject?: RegExp) =>
  smtp.waitFor((m) => m.to === to && (!subject || subject.test(m.subject)), 60_000);

/** Sent under the tenant's name from the platform's address, replies to its support address. */
function expectTenantMail(mail: ReceivedMail, tenant: Tenant, language: 'en' | 'es') {
  expect(mail.fromName).toBe(tenant.name);
  expect(mail.from).toContain(PLATFORM_FROM);
  expect(mail.replyTo).toBe(tenant.support);
  expect(mail.language).toBe(language);
  expect(mail.html).toContain(`<html lang="${language}">`);
  expect(mail.html).toContain(tenant.color);
  expect(mail.html).toContain(
    tenant.logo.startsWith('/') ? `src="${PORTAL}${tenant.logo}"` : `src="${tenant.logo}"`,
  );
  for (const part of [mail.subject, mail.text, mail.html]) {
    expect(part).not.toMatch(/portico/i);
    expect(part).not.toMatch(/\brole\d\b/);
  }
}

const inOneHour = () => new Date(Date.now() + 3600_000).toISOString();

it('an invitation arrives from the tenant, in its default language, naming the role by its label', async () => {
  const tenancy = createGrpcClient(loadServiceDefinition('tenancy').Client, peers.tenancyAddr);
  const invitee = `invitee-${suffix}@example.com`;
  await tenancy.CreateInvitation(
    { email: invitee, role: 'role2', signup_base_url: `${PORTAL}/signup` },
    { userId: ids['luna-admin'], tenantId: luna.id },
  );
  const mail = await mailTo(invitee);
  expectTenantMail(mail, luna, 'es');
  expect(mail.subject).toBe('Te han invitado a Estudio Luna');
  expect(mail.text).toContain('Te han invitado a unirte a Estudio Luna como Paciente.');
  expect(mail.text).toContain(`${PORTAL}/signup?invite=`);

  // Their sign-up confirmation, mailed before any membership exists, speaks for the same tenant.
  await userEvent(
    {
      user_id: randomUUID(),
      email: invitee,
      email_verification_requested: { verify_url: `${PORTAL}/verify?t=1`, expires_at: inOneHour() },
    },
    'email_verification_requested',
  );
  const confirmation = await mailTo(invitee, /Confirma/);
  expectTenantMail(confirmation, luna, 'es');
  expect(confirmation.subject).toBe('Confirma tu correo electrónico para Estudio Luna');
});

it('a password reset speaks for the person’s tenant in the person’s language', async () => {
  const identity = createGrpcClient(loadServiceDefinition('identity').Client, peers.identityAddr);
  await identity.RequestPasswordReset({
    email: address('luna-client'),
    reset_base_url: `${PORTAL}/reset-password`,
  });
  const spanish = await mailTo(address('luna-client'));
  expectTenantMail(spanish, luna, 'es');
  expect(spanish.subject).toBe('Restablece tu contraseña de Estudio Luna');
  expect(spanish.text).toContain('caduca dentro de 30 minutos');

  // Their own choice of English wins over the tenant's Spanish.
  await identity.RequestPasswordReset({
    email: address('luna-client-en'),
    reset_base_url: `${PORTAL}/reset-password`,
  });
  const english = await mailTo(address('luna-client-en'));
  expectTenantMail(english, luna, 'en');
  expect(english.subject).toBe('Reset your Estudio Luna password');
});

it('the email change, the welcome and the account setup are the tenant’s', async () => {
  const person = address('demo-client');
  const newEmail = `demo-client-new-${suffix}@example.com`;
  await userEvent(
    {
      user_id: ids['demo-client'],
      email: person,
      email_change_requested: {
        new_email: newEmail,
        confirm_url: `${PORTAL}/confirm-email?t=1`,
        expires_at: inOneHour(),
      },
    },
    'email_change_requested',
  );
  const confirm = await mailTo(newEmail);
  expectTenantMail(confirm, demo, 'en');
  expect(confirm.subject).toBe('Confirm your new email for Demo Agency');
  const notice = await mailTo(person, /being changed/);
  expectTenantMail(notice, demo, 'en');

  await userEvent(
    {
      user_id: ids['luna-guest'],
      email: address('luna-guest'),
      profile_saved: { first_name: 'Gala', last_name: 'G', first_time: true, locale: '' },
    },
    'profile_saved',
  );
  const welcome = await mailTo(address('luna-guest'));
  expectTenantMail(welcome, luna, 'es');
  expect(welcome.text).toMatch(/^Hola, Gala:/);

  const created = `created-${suffix}@example.com`;
  await userEvent(
    {
      user_id: randomUUID(),
      email: created,
      account_setup_requested: {
        setup_url: `${PORTAL}/reset-password?setup=1`,
        expires_at: inOneHour(),
        tenant_id: demo.id,
        tenant_name: demo.name,
        created_by: ids['demo-admin'],
      },
    },
    'account_setup_requested',
  );
  const setup = await mailTo(created);
  expectTenantMail(setup, demo, 'en');
  expect(setup.subject).toBe('Your account at Demo Agency');
});

it('a file shared with a role and “Email the recipient” reaches each member holding it, not the sharer', async () => {
  const fileId = randomUUID();
  await publish(
    TOPICS.contentFile,
    'portico.events.v1.FileEvent',
    {
      tenant_id: luna.id,
      file_id: fileId,
      uploaded: {
        title: 'Plan de tratamiento',
        file_name: 'plan.pdf',
        content_type: 'application/pdf',
        size_bytes: 1024,
        // As content publishes a share with no one person: filed under the admin who shared it.
        user_id: ids['luna-admin'],
        uploaded_by: ids['luna-admin'],
        assigned_roles: ['role2'],
        notify_user: true,
        message: 'Léelo antes del jueves',
        tags: [],
        scan_status: 'clean',
        recipient_email: '',
      },
    },
    'uploaded',
  );
  const [spanish, english] = await Promise.all([
    mailTo(address('luna-client'), /Plan de tratamiento/),
    mailTo(address('luna-client-en'), /Plan de tratamiento/),
  ]);
  expectTenantMail(spanish, luna, 'es');
  expect(spanish.subject).toBe('Nuevo archivo de Estudio Luna: Plan de tratamiento');
  expect(spanish.text).toContain('con el resto de Paciente');
  expect(spanish.text).toContain(`file=${fileId}`);
  // Opened signed out, the link lands on the tenant's sign-in page (it names the subdomain).
  expect(spanish.text).toContain(`tenant=t-${luna.id.slice(0, 8)}`);
  expectTenantMail(english, luna, 'en');
  expect(english.text).toContain('everyone else in Paciente');
  // Nobody outside the role, nor the admin who shared it.
  const others = [address('luna-admin'), address('luna-guest'), address('demo-client')];
  expect(smtp.received.filter((m) => others.includes(m.to) && m.subject.includes('Plan'))).toEqual(
    [],
  );
});

it('a reminder arrives for a task due tomorrow, and on the day, from the tenant in the person’s language', async () => {
  const task = (
    tenantId: string,
    fields: NonNullable<EventMessages['portico.events.v1.TaskEvent']['input']['due']>,
  ) =>
    publish(
      TOPICS.contentTask,
      'portico.events.v1.TaskEvent',
      { tenant_id: tenantId, task_id: randomUUID(), due: fields },
      'due',
    );
  await task(luna.id, {
    user_id: ids['luna-client'],
    title: 'Sube tu consentimiento',
    due_on: '2031-03-11',
    when: 'tomorrow',
    role: 'role2',
  });
  await task(demo.id, {
    user_id: ids['demo-client'],
    title: 'Approve the homepage',
    due_on: '2031-03-10',
    when: 'today',
  });
  const [spanish, english] = await Promise.all([
    mailTo(address('luna-client'), /Sube tu consentimiento/),
    mailTo(address('demo-client'), /Approve the homepage/),
  ]);
  expectTenantMail(spanish, luna, 'es');
  expect(spanish.subject).toBe('Vence mañana en Estudio Luna: Sube tu consentimiento');
  expect(spanish.text).toContain(
    'para todos los que son Paciente, vence mañana, martes, 11 de marzo de 2031',
  );
  expect(spanish.text).toContain(
    `${PORTAL}/tasks?tenant_id=${luna.id}&tenant=t-${luna.id.slice(0, 8)}`,
  );
  expectTenantMail(english, demo, 'en');
  expect(english.subject).toBe('Due today at Demo Agency: Approve the homepage');
  expect(english.text).toContain(
    'Your task “Approve the homepage” is due today, Monday, March 10, 2031.',
  );
});

it('a new workspace’s sign-up confirmation stays the platform’s', async () => {
  const founder = `founder-${suffix}@example.com`;
  await userEvent(
    {
      user_id: randomUUID(),
      email: founder,
      email_verification_requested: { verify_url: `${PORTAL}/verify?t=2`, expires_at: inOneHour() },
    },
    'email_verification_requested',
  );
  const mail = await mailTo(founder);
  expect(mail.fromName).toBe('Portico');
  expect(mail.from).toContain(PLATFORM_FROM);
  expect(mail.replyTo).toBe('');
  expect(mail.subject).toBe('Confirm your email for Portico');
});
