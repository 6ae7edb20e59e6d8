/**
 * SendGrid or the platform's SMTP server, decided per email, on real PostgreSQL with two real
 * SMTP peers: the platform's (no login) and one standing in for SendGrid's relay, which takes
 * mail only after a login as `apikey` with the stored key. A tenant's email goes to the relay
 * once the global sendgrid key is set and while the tenant's toggle is on; the platform's own
 * emails, and a tenant whose toggle is off, stay on the platform server. The email log says
 * which way each one left; a wrong key is refused by the relay and the email is retried.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import path from 'node:path';
import { createLogger, createSealer } from '@portico/kit';
import { eventually } from '../../../tooling/test-infra/eventually';
import { openTestDatabase, type MigratedTestDatabase } from '../../../tooling/test-infra/db';
import { listEmails } from '../src/store/emailLog';
import { createSmtpMailer, type Mailer } from '../src/email/mailer';
import { queueEmail, startEmailWorker, type EmailDeps } from '../src/domain/emailOutbox';
import { createMailRouter, type MailRouter } from '../src/email/providers';
import { setGlobalIntegration } from '../src/domain/globalIntegrations';
import { setTenantIntegration } from '../src/domain/tenantIntegrations';
import { createJobQueue, type JobQueue } from '@portico/kit';
import { startSmtpPeer, type SmtpPeer } from '../../../tooling/test-infra/smtp';

jest.setTimeout(120_000);

const API_KEY = `SG.${randomBytes(16).toString('hex')}`;
const sealer = createSealer({ variable: 'INTEGRATIONS_ENCRYPTION_KEY' });
const superAdmin = randomUUID();
const tenantOn = randomUUID();
const tenantOff = randomUUID();

let database: MigratedTestDatabase;
let queue: JobQueue;
let platform: SmtpPeer;
let relay: SmtpPeer;
let mailer: Mailer;
let router: MailRouter;

beforeAll(async () => {
  database = await openTestDatabase({
    prefix: 'email_providers',
    migrations: [path.join(__dirname, '..', 'migrations')],
    asServiceUser: true,
  });
  [platform, relay] = await Promise.all([
    startSmtpPeer(),
    startSmtpPeer(0, { auth: { user: 'apikey', pass: API_KEY } }),
  ]);
  const logger = createLogger('email-providers-test', 'silent');
  queue = createJobQueue({ db: database.db, logger, pollingIntervalSeconds: 0.5 });
  await queue.start();
  mailer = createSmtpMailer({ smtpUrl: platform.url, from: 'Portico <no-reply@portico.test>' });
  router = createMailRouter({
    db: database.db,
    sealer,
    platform: mailer,
    relay: { host: '127.0.0.1', port: Number(new URL(relay.url).port), requireTls: false },
    from: 'Portico <no-reply@portico.test>',
  });
  const deps: EmailDeps = { db: database.db, queue, mailer, router, logger };
  await startEmailWorker(deps);
});

afterAll(async () => {
  await queue?.stop();
  router?.close();
  mailer?.close();
  await Promise.all([platform?.close(), relay?.close()]);
  await database?.close();
});

const send = (to: string, tenantId?: string) =>
  queueEmail(
    { db: database.db, queue },
    {
      eventId: randomUUID(),
      ...(tenantId ? { tenantId } : {}),
      to,
      template: 'welcome',
      data: { firstName: 'Ada', branding: { name: 'Acme', color: '#0f766e' } },
    },
  );

async function providerOf(to: string): Promise<string | null> {
  const row = await eventually(
    `${to} to be sent`,
    async () => (await listEmails(database.db, { to }))[0],
    (found) => found?.status === 'sent',
    { timeoutMs: 20_000 },
  );
  return row!.provider;
}

it('sends a tenant’s email through the platform server while no SendGrid key is set', async () => {
  await send('before-key@example.com', tenantOn);
  const mail = await platform.waitFor((m) => m.to === 'before-key@example.com');
  expect(mail.authUser).toBeUndefined();
  expect(await providerOf('before-key@example.com')).toBe('smtp');
  expect(relay.received).toHaveLength(0);
});

it('sends through SendGrid, logged in as apikey, once the key is set and the tenant’s toggle is on', async () => {
  await setGlobalIntegration(database.db, sealer, 'sendgrid', API_KEY, superAdmin);
  await send('via-sendgrid@example.com', tenantOn);
  const mail = await relay.waitFor((m) => m.to === 'via-sendgrid@example.com');
  expect(mail.authUser).toBe('apikey');
  expect(mail.subject).toBe('Welcome to Acme');
  expect(mail.text).toContain('Welcome to Acme');
  expect(await providerOf('via-sendgrid@example.com')).toBe('sendgrid');
  expect(platform.received.map((m) => m.to)).not.toContain('via-sendgrid@example.com');
});

it('keeps a tenant whose sendgrid toggle is off, and the platform’s own email, on the platform server', async () => {
  await setTenantIntegration(database.db, {
    tenantId: tenantOff,
    key: 'sendgrid',
    enabled: false,
    actor: superAdmin,
  });
  await send('toggle-off@example.com', tenantOff);
  await send('platform-own@example.com');
  await platform.waitFor((m) => m.to === 'toggle-off@example.com');
  await platform.waitFor((m) => m.to === 'platform-own@example.com');
  expect(await providerOf('toggle-off@example.com')).toBe('smtp');
  expect(await providerOf('platform-own@example.com')).toBe('smtp');
  expect(relay.received.map((m) => m.to)).toEqual(['via-sendgrid@example.com']);
});

it('retries, logging SendGrid’s refusal, when the stored key is wrong; the platform server sends nothing in its place', async () => {
  await setGlobalIntegration(database.db, sealer, 'sendgrid', 'SG.not-the-key', superAdmin);
  await send('wrong-key@example.com', tenantOn);
  const row = await eventually(
    'the refused email to be retrying',
    async () => (await listEmails(database.db, { to: 'wrong-key@example.com' }))[0],
    (found) => found?.status === 'retrying',
    { timeoutMs: 20_000 },
  );
  expect(row).toMatchObject({ status: 'retrying', provider: 'sendgrid' });
  expect(row!.last_error).toMatch(/Invalid username or password|Invalid login/);
  expect(platform.received.map((m) => m.to)).not.toContain('wrong-key@example.com');
  expect(relay.received.map((m) => m.to)).not.toContain('wrong-key@example.com');
});

it('goes back to the platform server when the SendGrid key is cleared', async () => {
  await setGlobalIntegration(database.db, sealer, 'sendgrid', '', superAdmin);
  await send('after-clear@example.com', tenantOn);
  await platform.waitFor((m) => m.to === 'after-clear@example.com');
  expect(await providerOf('after-clear@example.com')).toBe('smtp');
});
