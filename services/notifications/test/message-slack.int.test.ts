/**
 * A client's reply by email whose files were not added reaches the tenant's Slack saying so, in
 * the language real tenancy holds for the tenant (Spanish here; English for a tenant that set
 * none), through the broker, the service's consumer and its Slack job, on the harness
 * PostgreSQL; the receiver stands in for Slack's incoming webhook on 127.0.0.2.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { CallContext } from '@portico/kit';
import { eventually } from '../../../tooling/test-infra/eventually';
import { superuserUrlOf } from '../../../tooling/test-infra/db';
import { messageCreated } from './support/webhook-events';
import {
  RECEIVER_ADDRESS,
  startWebhookService,
  type WebhookService,
} from './support/webhook-service';

jest.setTimeout(180_000);

let harness: WebhookService;

beforeAll(async () => {
  harness = await startWebhookService({
    name: 'notifications_message_slack',
    records: { 'receiver.test': RECEIVER_ADDRESS },
    peers: true,
  });
});

afterAll(async () => {
  await harness?.stop();
});

const adminOf = (tenantId: string): Partial<CallContext> => ({
  tenantId,
  userId: randomUUID(),
  roles: ['admin'],
});

/** A tenant in tenancy's own database, with its default language (none: each reader's). */
async function seedTenant(tenantId: string, defaultLocale: string | null) {
  const superuser = new pg.Client({ connectionString: superuserUrlOf(harness.peers!.tenancyDb) });
  await superuser.connect();
  try {
    await superuser.query(
      `INSERT INTO tenants (id, name, slug, tier, default_locale) VALUES ($1, $2, $3, 'pro', $4)`,
      [tenantId, `Tenant ${tenantId.slice(0, 8)}`, `t-${tenantId.slice(0, 8)}`, defaultLocale],
    );
  } finally {
    await superuser.end();
  }
}

/** The tenant's Slack set up, `event` published, and the texts posted there once one arrived. */
async function postedTo(tenantId: string, event: ReturnType<typeof messageCreated>) {
  const { receiver, client, bus } = harness;
  const channel = tenantId.slice(0, 8);
  await client.SetSlackIntegration(
    { webhook_url: receiver.url('receiver.test', `/services/${channel}/B000/x`), enabled: true },
    adminOf(tenantId),
  );
  const posts = () =>
    receiver.received
      .filter((r) => r.path.startsWith(`/services/${channel}/`))
      .map((r) => (JSON.parse(r.body) as { text: string }).text);
  // Published (the same event) until its post shows the consumer is live: it is posted once.
  return eventually(
    "a post on the tenant's channel",
    async () => {
      if (posts().length === 0) await bus.publish([event]);
      return posts();
    },
    (texts) => texts.length > 0,
    { timeoutMs: 60_000, everyMs: 1_000 },
  );
}

it.each([
  {
    who: 'whose language is Spanish',
    locale: 'es',
    count: 2,
    text:
      'Nuevo mensaje en «Receipts»: Here are the receipts\n' +
      '(2 archivos adjuntos no se añadieron: los archivos solo llegan por el portal.)',
  },
  {
    who: 'that set no language',
    locale: null,
    count: 1,
    text:
      'New message in “Receipts”: Here are the receipts\n' +
      '(1 attached file was not added: files come through the portal only.)',
  },
])(
  'a tenant $who reads a reply whose files were not added, with the note, in its language',
  async ({ locale, count, text }) => {
    const tenantId = randomUUID();
    await seedTenant(tenantId, locale);
    const event = messageCreated({
      tenantId,
      created: { notes: [{ code: 'attachments_not_added', count }] },
    });
    expect(await postedTo(tenantId, event)).toEqual([text]);
  },
);
