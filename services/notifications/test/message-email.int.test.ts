/**
 * Emails about unread messages, as messaging requests them (MessageEmailEvent on the
 * Kafka-protocol broker), rendered, branded with the tenant by real tenancy, logged, sent as
 * durable jobs on the harness PostgreSQL and received by a real SMTP peer: one email per event,
 * its Reply-To the conversation's reply address; a digest of several conversations lists each
 * one's link and has no Reply-To; a redelivered event sends nothing twice; synthetic traffic
 * is logged as skipped and sends nothing. Each link names the tenant by subdomain.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import {
  createEventBus,
  createLogger,
  encodeEvent,
  type EventBus,
  type ServiceRuntime,
} from '@portico/kit';
import { TOPICS, type eventsV1 } from '@portico/proto';
import {
  createTestDatabase,
  superuserUrlOf,
  type TestDatabase,
} from '../../../tooling/test-infra/db';
import { eventually } from '../../../tooling/test-infra/eventually';
import { startKafka } from '../../../tooling/test-infra/kafka';
import { startSmtpPeer, type SmtpPeer } from '../../../tooling/test-infra/smtp';
import { createService } from '../src/main';
import { listEmails } from '../src/store/emailLog';
import { startIdentityAndTenancy, type PeerServices } from './support/peers';

jest.setTimeout(180_000);

let database: TestDatabase;
let peers: PeerServices;
let service: ServiceRuntime;
let kafka: Awaited<ReturnType<typeof startKafka>>;
let bus: EventBus;
let smtp: SmtpPeer;
const tenantId = randomUUID();

async function publish(
  fields: eventsV1.MessageEmailEvent,
  id: string = randomUUID(),
): Promise<string> {
  await bus.publish([
    {
      id,
      topic: TOPICS.messagingEmail,
      key: fields.tenant_id ?? '',
      type: 'unread_messages',
      tenantId: fields.tenant_id ?? '',
      occurredAt: new Date(),
      payload: encodeEvent('portico.events.v1.MessageEmailEvent', fields),
      headers: {},
    },
  ]);
  return id;
}

const conversation = (subject: string, replyTo: string) => ({
  conversation_id: randomUUID(),
  subject,
  thread_url: `https://portal.example.com/messages?conversation=${subject.length}&tenant_id=${tenantId}`,
  reply_to: replyTo,
  messages: [
    {
      sender_name: 'Alice Adams',
      excerpt: 'The contract is ready <sign it>',
      sent_at: '',
      attachments: 2,
    },
    { sender_name: 'Alice Adams', excerpt: 'And the invoice', sent_at: '', attachments: 0 },
  ],
  more: 1,
});

beforeAll(async () => {
  [database, kafka, smtp] = await Promise.all([
    createTestDatabase('notifications_messages', { asServiceUser: true }),
    startKafka(),
    startSmtpPeer(),
  ]);
  bus = createEventBus({
    brokers: kafka.brokers,
    clientId: 'message-email-test',
    logger: createLogger('test-bus', 'silent'),
  });
  peers = await startIdentityAndTenancy(bus, 'notifications_messages');
  const superuser = new pg.Client({ connectionString: superuserUrlOf(peers.tenancyDb) });
  await superuser.connect();
  await superuser.query(
    `INSERT INTO tenants (id, name, slug, brand_color, logo_url) VALUES ($1, 'Acme Advisors', $2, '#0f766e', '/api/public/brand-assets/logo.png')`,
    [tenantId, `acme-${tenantId.slice(0, 8)}`],
  );
  await superuser.end();
  service = await createService({
    GRPC_PORT: '0',
    HTTP_PORT: '0',
    GRPC_HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    DATABASE_URL: database.url,
    KAFKA_BROKERS: kafka.brokers,
    JOB_POLL_SECONDS: '0.5',
    SMTP_URL: smtp.url,
    PUBLIC_URL: 'https://portal.example.com',
    INTEGRATIONS_ENCRYPTION_KEY: 'message-email-test-key',
    TENANCY_ADDR: peers.tenancyAddr,
    IDENTITY_ADDR: peers.identityAddr,
  });
  await service.start();
});

afterAll(async () => {
  await service?.stop();
  await peers?.stop();
  await bus?.close();
  await kafka?.stop();
  await smtp?.close();
  await database?.drop();
});

it("sends one email branded with the tenant, its Reply-To the conversation's reply address", async () => {
  const to = `ann-${randomUUID().slice(0, 8)}@example.com`;
  const replyTo = `reply+${'ab'.repeat(24)}@reply.example.com`;
  const id = await publish({
    tenant_id: tenantId,
    user_id: randomUUID(),
    unread_messages: {
      to,
      first_name: 'Ann',
      cadence: 'batched',
      conversations: [conversation('Your documents', replyTo)],
    },
  });
  const mail = await smtp.waitFor((m) => m.to === to);
  expect(mail.subject).toBe('Acme Advisors: 3 new messages in “Your documents”');
  expect(mail.replyTo).toBe(replyTo);
  expect(mail.text).toContain('Hi Ann,');
  expect(mail.text).toContain('Alice Adams: The contract is ready <sign it> (2 files)');
  expect(mail.text).toContain('…and 1 more message.');
  expect(mail.text).toContain('Reply to this email to answer in the conversation.');
  expect(mail.text).toContain(`Open the conversation: https://portal.example.com/messages?`);
  // The link names the tenant, so a signed-out reader lands on the agency's sign-in page.
  const link = new URL(/Open the conversation: (\S+)/.exec(mail.text)?.[1] ?? '');
  expect(link.searchParams.get('tenant_id')).toBe(tenantId);
  expect(link.searchParams.get('tenant')).toBe(`acme-${tenantId.slice(0, 8)}`);
  expect(mail.text).not.toContain('Portico');
  expect(mail.html).toContain('The contract is ready &lt;sign it&gt;');
  expect(mail.html).toContain('#0f766e');
  expect(mail.html).toContain('https://portal.example.com/api/public/brand-assets/logo.png');

  // Delivered again (Kafka's at-least-once): logged once, sent once.
  await publish(
    {
      tenant_id: tenantId,
      user_id: randomUUID(),
      unread_messages: {
        to,
        first_name: 'Ann',
        cadence: 'batched',
        conversations: [conversation('Your documents', replyTo)],
      },
    },
    id,
  );
  const marker = `marker-${randomUUID().slice(0, 8)}@example.com`;
  await publish({
    tenant_id: tenantId,
    user_id: randomUUID(),
    unread_messages: {
      to: marker,
      first_name: '',
      cadence: 'batched',
      conversations: [conversation('Later', replyTo)],
    },
  });
  await smtp.waitFor((m) => m.to === marker);
  expect(smtp.received.filter((m) => m.to === to)).toHaveLength(1);
});

it('sends a digest of several conversations with each link and no Reply-To', async () => {
  const to = `bob-${randomUUID().slice(0, 8)}@example.com`;
  await publish({
    tenant_id: tenantId,
    user_id: randomUUID(),
    unread_messages: {
      to,
      first_name: 'Bob',
      cadence: 'digest',
      conversations: [
        conversation('Kick-off', 'reply+1@x.test'),
        conversation('Taxes', 'reply+2@x.test'),
      ],
    },
  });
  const mail = await smtp.waitFor((m) => m.to === to);
  expect(mail.subject).toBe('Acme Advisors: your daily summary, 6 new messages');
  expect(mail.replyTo).toBe('');
  expect(mail.text).toContain('You have 6 new messages in 2 conversations:');
  expect(mail.text).toContain('“Kick-off”, 3 new (https://portal.example.com/messages?');
  expect(mail.text).toContain('“Taxes”, 3 new');
  expect(mail.text).not.toContain('Reply to this email');
});

it('logs synthetic traffic as skipped and sends nothing', async () => {
  const to = `load-${randomUUID().slice(0, 8)}@example.com`;
  const id = await publish({
    tenant_id: tenantId,
    user_id: randomUUID(),
    synthetic: true,
    unread_messages: {
      to,
      first_name: '',
      cadence: 'batched',
      conversations: [conversation('Load', 'reply+3@x.test')],
    },
  });
  const rows = await eventually(
    'the synthetic event logged',
    () => listEmails(service.db, { to }),
    (logged) => logged.length > 0,
  );
  expect(rows).toEqual([
    expect.objectContaining({ event_id: id, status: 'skipped', template: 'unread_messages' }),
  ]);
  expect(smtp.received.filter((m) => m.to === to)).toHaveLength(0);
});
