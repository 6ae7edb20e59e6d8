/**
 * Tenant webhooks through the real gateway, notifications and forms on PostgreSQL and the
 * stack's Kafka-protocol broker: a pro admin adds a webhook (its secret answered once), a form
 * response submitted in the workspace reaches the admin's receiver signed so the
 * `standardwebhooks` package verifies it, Test and Replay deliver again and the log shows them;
 * an internal address is refused; a starter workspace gets the upgrade message, a member is
 * refused, and another workspace's admin can neither replay nor delete the webhook. The
 * receiver listens on 127.0.0.3, the one internal network the test stack allows
 * (WEBHOOK_ALLOWED_NETWORKS in support/stack.ts).
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { eventually, isDefined } from '../../../../tooling/test-infra/eventually';
import type { ApiClient } from '../support/client';
import { inviteMember, signUpWorkspace } from '../support/journeys';
import { useE2eStack } from '../support/prologue';

jest.setTimeout(180_000);

interface Received {
  id: string;
  verified: boolean;
  payload?: { type: string; data: Record<string, unknown> };
}
interface CreatedWebhook {
  id: string;
  secret: string;
  url: string;
}
interface Delivery {
  id: string;
  event: string;
  status: string;
  response_status: number;
  replay_of: string;
}

const env = useE2eStack();
let admin: ApiClient;
let member: ApiClient;
let otherAdmin: ApiClient;
let server: http.Server;
let port = 0;
const received: Received[] = [];
let secret = '';

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const headers = {
        'webhook-id': String(req.headers['webhook-id']),
        'webhook-timestamp': String(req.headers['webhook-timestamp']),
        'webhook-signature': String(req.headers['webhook-signature']),
      };
      try {
        const payload = new Webhook(secret).verify(body, headers) as Received['payload'];
        received.push({ id: headers['webhook-id'], verified: true, payload });
      } catch {
        received.push({ id: headers['webhook-id'], verified: false });
      }
      res.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.3', resolve));
  port = (server.address() as AddressInfo).port;
  const a = await signUpWorkspace(env.url, 'Hooks A');
  admin = a.client;
  member = (await inviteMember(admin, 'role2')).client;
  otherAdmin = (await signUpWorkspace(env.url, 'Hooks B')).client;
});

afterAll(() => new Promise<void>((resolve) => server?.close(() => resolve())));

const log = async () =>
  (await admin.get<{ deliveries: Delivery[] }>('/api/integrations/webhooks')).body.deliveries;

let hook: CreatedWebhook;

it('adds a webhook whose secret is answered once, and a submitted form response reaches it signed', async () => {
  const created = await admin.post<CreatedWebhook>('/api/integrations/webhooks', {
    url: `http://127.0.0.3:${port}/hooks`,
    events: ['forms'],
  });
  expect(created.status).toBe(201);
  expect(created.body.secret).toMatch(/^whsec_/);
  hook = created.body;
  secret = hook.secret;
  const listed = await admin.get<{ webhooks: { id: string }[]; allowed: boolean }>(
    '/api/integrations/webhooks',
  );
  expect(listed.body.allowed).toBe(true);
  expect(listed.body.webhooks.map((w) => w.id)).toEqual([hook.id]);
  expect(listed.text).not.toContain(secret);

  const form = await admin.post<{ id: string }>('/api/forms', {
    title: 'Intake',
    schema: [{ id: 'q1', type: 'short_answer', label: 'First Name', required: true }],
    published: true,
  });
  expect(form.status).toBe(200);
  const submitted = await admin.post(`/api/forms/${form.body.id}/responses`, {
    answers: { 'First Name': 'Ada' },
    submission_id: randomUUID(),
  });
  expect(submitted.status).toBe(201);

  const got = await eventually(
    'the submitted response at the receiver',
    () => received.find((r) => r.payload?.type === 'forms.response.submitted'),
    isDefined,
    { everyMs: 250 },
  );
  expect(got.verified).toBe(true);
  expect(got.payload!.data).toMatchObject({
    form_id: form.body.id,
    form_title: 'Intake',
    answers: { 'First Name': 'Ada' },
  });
  const delivered = await eventually(
    'the delivery in the log',
    async () =>
      (await log()).find((d) => d.event === 'forms.response.submitted' && d.status === 'delivered'),
    isDefined,
    { everyMs: 250 },
  );
  expect(delivered.response_status).toBe(200);
});

it('sends a test event on Test and replays a delivery with the same webhook-id', async () => {
  const tested = await admin.post<Delivery>(`/api/integrations/webhooks/${hook.id}/test`);
  expect(tested.status).toBe(200);
  expect(tested.body).toMatchObject({ event: 'webhook.test', status: 'delivered' });
  expect(received.at(-1)).toMatchObject({ verified: true, payload: { type: 'webhook.test' } });
  expect((await log()).map((d) => d.id)).toContain(tested.body.id);

  const before = received.length;
  const replay = await admin.post<Delivery>('/api/integrations/webhooks/replay', {
    id: tested.body.id,
  });
  expect(replay.status).toBe(200);
  expect(replay.body.replay_of).toBe(tested.body.id);
  await eventually(
    'the replay at the receiver',
    () => received.length,
    (n) => n > before,
    {
      everyMs: 250,
    },
  );
  expect(received[before]!.id).toBe(received[before - 1]!.id);
});

it('a tasks webhook receives a task given and a task done, signed (issue 28)', async () => {
  const tasks = await admin.post<CreatedWebhook>('/api/integrations/webhooks', {
    url: `http://127.0.0.3:${port}/tasks`,
    events: ['tasks'],
  });
  expect(tasks.status).toBe(201);
  // From here the receiver verifies with this webhook's secret; the forms one sends no more.
  secret = tasks.body.secret;
  const memberId = (await member.get<{ user: { id: string } }>('/api/me')).body.user.id;
  const task = await admin.post<{ id: string }>('/api/tasks', {
    title: 'Send the brand book',
    user_ids: [memberId],
  });
  await member.call('PUT', `/api/tasks/${task.body.id}/done`, { done: true });
  const done = await eventually(
    'the task.completed delivery',
    () =>
      received.find(
        (r) =>
          r.payload?.type === 'content.task.completed' && r.payload.data.task_id === task.body.id,
      ),
    isDefined,
  );
  expect(done.verified).toBe(true);
  expect(done.payload!.data).toMatchObject({ title: 'Send the brand book', user_id: memberId });
  const given = await eventually(
    'the task.created delivery',
    () =>
      received.find(
        (r) =>
          r.payload?.type === 'content.task.created' && r.payload.data.task_id === task.body.id,
      ),
    isDefined,
  );
  expect(given.payload!.data).toMatchObject({ assignee_ids: [memberId] });
  await admin.call('DELETE', `/api/integrations/webhooks/${tasks.body.id}`);
});

it('refuses an internal address with the message, and keeps nothing', async () => {
  const refused = await admin.post<{ error: string }>('/api/integrations/webhooks', {
    url: 'http://127.0.0.1:8080/admin',
  });
  expect(refused.status).toBe(400);
  expect(refused.body.error).toBe('This webhook URL points to a private or internal address');
  const missing = await admin.post<{ error: string }>('/api/integrations/webhooks', {});
  expect(missing.status).toBe(400);
  const listed = await admin.get<{ webhooks: unknown[] }>('/api/integrations/webhooks');
  expect(listed.body.webhooks).toHaveLength(1);
});

it("keeps the webhook from members and from another workspace's admin", async () => {
  expect((await member.get('/api/integrations/webhooks')).status).toBe(403);
  const tested = await admin.post<Delivery>(`/api/integrations/webhooks/${hook.id}/test`);
  const replay = await otherAdmin.post('/api/integrations/webhooks/replay', {
    id: tested.body.id,
  });
  expect(replay.status).toBe(404);
  expect((await otherAdmin.call('DELETE', `/api/integrations/webhooks/${hook.id}`)).status).toBe(
    404,
  );
  const theirs = await otherAdmin.get<{ webhooks: unknown[]; deliveries: unknown[] }>(
    '/api/integrations/webhooks',
  );
  expect(theirs.body).toMatchObject({ webhooks: [], deliveries: [] });
});

it('answers a starter workspace with the upgrade message', async () => {
  const starter = (await signUpWorkspace(env.url, 'Hooks Starter', 'starter')).client;
  const listed = await starter.get<{ allowed: boolean }>('/api/integrations/webhooks');
  expect(listed.body.allowed).toBe(false);
  const refused = await starter.post<{ error: string }>('/api/integrations/webhooks', {
    url: `http://127.0.0.3:${port}/hooks`,
  });
  expect(refused.status).toBe(403);
  expect(refused.body.error).toBe(
    'Webhooks are available on the pro and advanced plans. Upgrade to add webhooks.',
  );
});

it('deletes the webhook', async () => {
  expect((await admin.call('DELETE', `/api/integrations/webhooks/${hook.id}`)).status).toBe(204);
  const listed = await admin.get<{ webhooks: unknown[] }>('/api/integrations/webhooks');
  expect(listed.body.webhooks).toEqual([]);
});
