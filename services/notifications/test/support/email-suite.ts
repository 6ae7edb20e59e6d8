/**
 * The account emails for real: the notifications service consumes identity's and tenancy's
 * events, queues each email as a pg-boss job on its own PostgreSQL database, and delivers it
 * to a real SMTP peer; every message is logged (to, template, status, attempts, provider id).
 * Shared by the integration test (PostgreSQL, Kafka-protocol broker) and the unit test
 * (PGlite and the in-process bus, as under `make up`).
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { encodeEvent, type EventBus, type ServiceRuntime } from '@portico/kit';
import { TOPICS, type EventMessageName, type EventMessages } from '@portico/proto';
import { eventually } from '../../../../tooling/test-infra/eventually';
import { createTestDatabase, type TestDatabase } from '../../../../tooling/test-infra/db';
import { listEmails, type EmailLogRow } from '../../src/store/emailLog';
import { createService } from '../../src/main';
import { startSmtpPeer, type SmtpPeer } from '../../../../tooling/test-infra/smtp';

const PORTAL = 'http://portal.portico.test';

async function publish<N extends EventMessageName>(
  bus: EventBus,
  topic: string,
  message: N,
  fields: EventMessages[N]['input'],
  type: string,
  id: string = randomUUID(),
): Promise<string> {
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
  return id;
}

const userEvent = (
  bus: EventBus,
  fields: EventMessages['portico.events.v1.UserEvent']['input'],
  type: string,
  id?: string,
) => publish(bus, TOPICS.identityUser, 'portico.events.v1.UserEvent', fields, type, id);

const logOf = (service: ServiceRuntime, to: string, until: (rows: EmailLogRow[]) => boolean) =>
  eventually(`the email log for ${to}`, () => listEmails(service.db, { to }), until, {
    timeoutMs: 20_000,
  });

const inOneHour = () => new Date(Date.now() + 60 * 60_000).toISOString();

/** The bus the service consumes from: a Kafka-protocol broker, or the in-process bus. */
export interface TestBus {
  bus: EventBus;
  close(): Promise<void>;
}

export function emailSuite(engine: 'postgres' | 'pglite', openBus: () => Promise<TestBus>) {
  describe(`on ${engine}`, () => {
    let smtp: SmtpPeer;
    let bus: EventBus;
    let closeBus: (() => Promise<void>) | undefined;
    let service: ServiceRuntime;
    let database: TestDatabase | undefined;
    let dataDir: string | undefined;

    beforeAll(async () => {
      smtp = await startSmtpPeer();
      const opened = await openBus();
      bus = opened.bus;
      closeBus = opened.close;
      const env: NodeJS.ProcessEnv = {
        GRPC_PORT: '0',
        HTTP_PORT: '0',
        GRPC_HOST: '127.0.0.1',
        LOG_LEVEL: 'silent',
        SMTP_URL: smtp.url,
        EMAIL_FROM: 'Portico <no-reply@portico.test>',
        PUBLIC_URL: PORTAL,
        JOB_POLL_SECONDS: '0.5',
      };
      if (engine === 'postgres') {
        database = await createTestDatabase('notifications', { asServiceUser: true });
        env.DATABASE_URL = database.url;
      } else {
        dataDir = await mkdtemp(path.join(tmpdir(), 'notifications-'));
        env.DATA_DIR = dataDir;
      }
      service = await createService(env, { bus });
      await service.start();
      await consumerLive(bus, smtp);
    });

    afterAll(async () => {
      await service?.stop();
      await closeBus?.();
      await smtp?.close();
      await database?.drop();
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    });

    it('sends the password reset link with a plain-text part, and logs it as sent with the provider id', async () => {
      const email = `reset-${randomUUID()}@example.com`;
      const link = `${PORTAL}/reset-password?token=${randomUUID()}`;
      await userEvent(
        bus,
        {
          user_id: randomUUID(),
          email,
          password_reset_requested: { email, reset_url: link, expires_at: inOneHour() },
        },
        'password_reset_requested',
      );
      const mail = await smtp.waitFor((m) => m.to.includes(email));
      expect(mail.subject).toBe('Reset your Portico password');
      expect(mail.text).toContain(`Choose a new password: ${link}`);
      expect(mail.html).toContain(link.replace(/&/g, '&amp;'));
      const [row] = await logOf(service, email, (rows) => rows[0]?.status === 'sent');
      expect(row).toMatchObject({
        to_address: email,
        template: 'password_reset',
        status: 'sent',
        attempts: 1,
        provider_id: mail.messageId,
      });
    });

    it('sends the sign-up confirmation, the account-setup link and the welcome', async () => {
      const email = `new-${randomUUID()}@example.com`;
      const user_id = randomUUID();
      const verify = `${PORTAL}/verify-email?token=${randomUUID()}`;
      const setup = `${PORTAL}/set-password?token=${randomUUID()}`;
      await userEvent(
        bus,
        {
          user_id,
          email,
          email_verification_requested: { verify_url: verify, expires_at: inOneHour() },
        },
        'email_verification_requested',
      );
      await userEvent(
        bus,
        {
          user_id,
          email,
          account_setup_requested: {
            setup_url: setup,
            expires_at: inOneHour(),
            tenant_id: randomUUID(),
            tenant_name: 'Northwind Agency',
            created_by: randomUUID(),
          },
        },
        'account_setup_requested',
      );
      await userEvent(
        bus,
        {
          user_id,
          email,
          profile_saved: { first_name: 'Nia', last_name: 'Reed', first_time: true },
        },
        'profile_saved',
      );

      const confirm = await smtp.waitFor(
        (m) => m.to.includes(email) && m.subject.startsWith('Confirm your email'),
      );
      expect(confirm.text).toContain(`Confirm email: ${verify}`);
      const account = await smtp.waitFor(
        (m) => m.to.includes(email) && m.subject === 'Your account at Northwind Agency',
      );
      expect(account.text).toContain(`Set your password: ${setup}`);
      expect(account.html).toContain('Northwind Agency');
      const welcome = await smtp.waitFor(
        (m) => m.to.includes(email) && m.subject === 'Welcome to Portico',
      );
      expect(welcome.text).toContain('Hi Nia,');
      expect(welcome.text).toContain(PORTAL);
    });

    it('sends the email-change confirmation to the new address and a notice to the old one', async () => {
      const old = `old-${randomUUID()}@example.com`;
      const next = `next-${randomUUID()}@example.com`;
      const link = `${PORTAL}/confirm-email?token=${randomUUID()}`;
      await userEvent(
        bus,
        {
          user_id: randomUUID(),
          email: old,
          email_change_requested: { new_email: next, confirm_url: link, expires_at: inOneHour() },
        },
        'email_change_requested',
      );
      const confirmation = await smtp.waitFor((m) => m.to.includes(next));
      expect(confirmation.text).toContain(`Confirm new email: ${link}`);
      const notice = await smtp.waitFor((m) => m.to.includes(old));
      expect(notice.subject).toBe('Your Portico email is being changed');
      expect(notice.text).toContain(next);
      expect(notice.text).not.toContain(link);
    });

    it("sends the invitation branded with the tenant's name", async () => {
      const email = `invitee-${randomUUID()}@example.com`;
      const link = `${PORTAL}/accept-invite?token=${randomUUID()}`;
      await publish(
        bus,
        TOPICS.tenancyMembership,
        'portico.events.v1.MembershipEvent',
        {
          tenant_id: randomUUID(),
          user_id: '',
          invited: {
            invitation_id: randomUUID(),
            email,
            role: 'client',
            invite_url: link,
            tenant_name: 'Acme <Studio>',
            expires_at: inOneHour(),
            invited_by: randomUUID(),
          },
        },
        'invited',
      );
      const mail = await smtp.waitFor((m) => m.to.includes(email));
      expect(mail.subject).toBe('You are invited to Acme <Studio>');
      expect(mail.text).toContain(`Accept invitation: ${link}`);
      // The tenant's name is text in the HTML part, never markup.
      expect(mail.html).toContain('Acme &lt;Studio&gt;');
    });

    it('sends an event delivered twice only once', async () => {
      const email = `twice-${randomUUID()}@example.com`;
      const fields = {
        user_id: randomUUID(),
        email,
        password_reset_requested: {
          email,
          reset_url: `${PORTAL}/reset-password?token=x`,
          expires_at: inOneHour(),
        },
      };
      const id = await userEvent(bus, fields, 'password_reset_requested');
      await userEvent(bus, fields, 'password_reset_requested', id);
      await smtp.waitFor((m) => m.to.includes(email));
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(smtp.received.filter((m) => m.to.includes(email))).toHaveLength(1);
      expect(await listEmails(service.db, { to: email })).toHaveLength(1);
    });

    it('sends nothing for synthetic traffic, and logs the email as skipped', async () => {
      const email = `synthetic-${randomUUID()}@example.com`;
      await userEvent(
        bus,
        {
          user_id: randomUUID(),
          email,
          synthetic: true,
          password_reset_requested: {
            email,
            reset_url: `${PORTAL}/reset-password?token=y`,
            expires_at: inOneHour(),
          },
        },
        'password_reset_requested',
      );
      const rows = await logOf(service, email, (r) => r.length > 0);
      expect(rows).toMatchObject([{ status: 'skipped', attempts: 0 }]);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(smtp.received.filter((m) => m.to.includes(email))).toHaveLength(0);
    });

    it('sends no invitation email for a synthetic invitation, and logs it as skipped', async () => {
      const email = `synthetic-invite-${randomUUID()}@example.com`;
      await publish(
        bus,
        TOPICS.tenancyMembership,
        'portico.events.v1.MembershipEvent',
        {
          tenant_id: randomUUID(),
          user_id: '',
          // Set by tenancy when the invitation came from synthetic traffic (x-synthetic).
          synthetic: true,
          invited: {
            invitation_id: randomUUID(),
            email,
            role: 'client',
            invite_url: `${PORTAL}/signup?invite=synthetic`,
            tenant_name: 'Load Test Agency',
            expires_at: inOneHour(),
            invited_by: randomUUID(),
          },
        },
        'invited',
      );
      const rows = await logOf(service, email, (r) => r.length > 0);
      expect(rows).toMatchObject([{ template: 'invitation', status: 'skipped', attempts: 0 }]);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(smtp.received.filter((m) => m.to.includes(email))).toHaveLength(0);
    });

    it('retries a delivery the SMTP server refused for now, and logs both attempts', async () => {
      const email = `retry-${randomUUID()}@example.com`;
      smtp.failNext(1);
      await userEvent(
        bus,
        {
          user_id: randomUUID(),
          email,
          password_reset_requested: {
            email,
            reset_url: `${PORTAL}/reset-password?token=z`,
            expires_at: inOneHour(),
          },
        },
        'password_reset_requested',
      );
      const failed = await logOf(service, email, (r) => r[0]?.status === 'retrying');
      expect(failed[0]).toMatchObject({
        status: 'retrying',
        attempts: 1,
        last_error: expect.stringContaining('451'),
      });
      await smtp.waitFor((m) => m.to.includes(email), 60_000);
      const [row] = await logOf(service, email, (r) => r[0]?.status === 'sent');
      expect(row).toMatchObject({ status: 'sent', attempts: 2 });
    });
  });
}

/**
 * A new consumer group starts at the end of the log, so an event published before the
 * service's group has joined would never reach it. The same event (one id: consumers are
 * idempotent) is published until its mail arrives, then the tests begin.
 */
async function consumerLive(bus: EventBus, smtp: SmtpPeer): Promise<void> {
  const email = `warm-up-${randomUUID()}@example.com`;
  const id = randomUUID();
  await eventually(
    'the notifications service to consume',
    async () => {
      await userEvent(
        bus,
        {
          user_id: randomUUID(),
          email,
          password_reset_requested: {
            email,
            reset_url: `${PORTAL}/reset-password?token=${randomUUID()}`,
            expires_at: inOneHour(),
          },
        },
        'password_reset_requested',
        id,
      );
      return smtp
        .waitFor((m) => m.to.includes(email), 1_000)
        .then(
          () => true,
          () => false,
        );
    },
    (arrived) => arrived,
    { timeoutMs: 60_000, everyMs: 0 },
  );
}
