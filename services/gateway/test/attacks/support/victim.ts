/**
 * The workspace under attack, tenant A: a real object of every kind a route's id can name,
 * each carrying one marker text, and a way to read all of them back. The attacker is tenant
 * B's admin (a workspace of their own, on the same plan). An attack that changed or showed
 * anything of A's shows in the read-back or in an answer that contains the marker or an id.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eventually } from '../../../../../tooling/test-infra/eventually';
import type { ApiClient } from '../../support/client';
import { inviteMember, signUpWorkspace } from '../../support/journeys';
import { createUpload, pngBytes, tusRequest, uploadFile } from '../../support/tus';
import { paymentsFixtures } from './payments';

/**
 * The id kinds the suite has a fixture for. A route whose id names another kind fails the
 * suite with the kind's name: add a fixture here (make it in `makeVictim`, read it back in
 * `readBack`) and map the route's path segment or field name to it in `id-slots.ts`.
 */
export const FIXTURE_KINDS = [
  'user',
  'file',
  'upload',
  'embed',
  'form',
  'response',
  'webhook',
  'delivery',
  'api key',
  'domain',
  'tenant',
  'folder',
  'version',
  'approval',
  'task',
  'task template',
  'file request',
  'invoice',
  'retainer',
  'conversation',
  'message',
] as const;
export type FixtureKind = (typeof FIXTURE_KINDS)[number];

/**
 * A public address literal: the SSRF check passes it without DNS, and the embed's framing
 * probe gives up on it within the test stack's EMBED_CHECK_TIMEOUT_MS (files-and-embeds.e2e).
 */
export const PUBLIC_URL_LITERAL = 'https://93.184.216.34/board';

export interface Victim {
  admin: ApiClient;
  adminId: string;
  tenantId: string;
  subdomain: string;
  member: { client: ApiClient; email: string; userId: string };
  /** In every fixture's title or name, so an answer showing A's data is found by it. */
  marker: string;
  ids: Record<FixtureKind, string>;
  /** Webhook deliveries land here (127.0.0.3, the test stack's one allowed network). */
  receiver: Server;
}

const idOf = (body: Record<string, unknown>): string => {
  if (typeof body.id === 'string') return body.id;
  for (const value of Object.values(body))
    if (value && typeof value === 'object' && typeof (value as { id?: unknown }).id === 'string')
      return (value as { id: string }).id;
  throw new Error(`no id in ${JSON.stringify(body)}`);
};

async function created(
  what: string,
  answer: Promise<{ status: number; body: Record<string, unknown> }>,
): Promise<Record<string, unknown>> {
  const { status, body } = await answer;
  if (status >= 300)
    throw new Error(`making tenant A's ${what}: ${status} ${JSON.stringify(body)}`);
  return body;
}

export async function makeVictim(baseUrl: string): Promise<Victim> {
  const marker = `victim-${randomBytes(5).toString('hex')}`;
  const workspace = await signUpWorkspace(baseUrl, `Victim ${marker}`);
  const admin = workspace.client;
  const adminId = (await admin.get<{ user: { id: string } }>('/api/me')).body.user.id;
  const member = await inviteMember(admin, 'role1');

  const file = await uploadFile(admin, pngBytes(2048), {
    filename: `${marker}.png`,
    title: marker,
  });
  const upload = await createUpload(admin, 4096, { filename: `${marker}-partial.png` });
  if (upload.status !== 201) throw new Error(`making tenant A's upload: ${upload.status}`);
  const uploadId = String(upload.headers.location).split('/').pop()!;

  const embed = await created(
    'embed',
    admin.post('/api/embeds', {
      title: marker,
      provider: 'custom',
      url: PUBLIC_URL_LITERAL,
      embed_type: 'role',
      role: 'all',
    }),
  );
  const form = await created(
    'form',
    admin.post('/api/forms', {
      title: marker,
      schema: [{ id: 'q1', type: 'short_answer', label: 'Company', required: true }],
      assigned_roles: ['role1'],
      published: true,
    }),
  );
  const response = await created(
    'form response',
    member.client.post(`/api/forms/${idOf(form)}/responses`, {
      answers: { Company: marker },
      submission_id: randomUUID(),
    }),
  );
  const apiKey = await created(
    'API key',
    admin.post('/api/integrations/api-keys', { label: marker }),
  );
  const domain = `${marker}.example.com`;
  await created('domain', admin.post('/api/domains', { domain }));
  // Working with clients (issue 28): a folder for the member, the file's version 1, a round
  // of approval of it and a file request, each with its task, and a task template.
  const folder = await created(
    'folder',
    admin.post('/api/folders', { name: marker, owner_user_id: member.userId }),
  );
  const versions = await admin.get<{ versions: { id: string }[] }>(`/api/files/${file}/versions`);
  const approval = await created(
    'approval',
    admin.post(`/api/files/${file}/approvals`, { approver_ids: [member.userId], message: marker }),
  );
  const task = await created(
    'task',
    admin.post('/api/tasks', { title: marker, user_ids: [member.userId] }),
  );
  const template = await created(
    'task template',
    admin.post('/api/task-templates', {
      name: marker,
      role_key: 'role2',
      items: [{ title: marker, kind: 'todo' }],
    }),
  );
  const fileRequest = await created(
    'file request',
    admin.post('/api/file-requests', { user_id: member.userId, title: marker, file_count: 1 }),
  );
  const payments = await paymentsFixtures(baseUrl, admin, member.userId, marker);
  // Messages (issue 27): a conversation with the member, its first message the marker.
  const conversation = await created(
    'conversation',
    admin.post('/api/conversations', {
      subject: marker,
      participant_user_ids: [member.userId],
      body: marker,
    }),
  );
  const thread = await admin.get<{ messages: { id: string }[] }>(
    `/api/conversations/${idOf(conversation)}/messages`,
  );
  const message = thread.body.messages[0]?.id;
  if (!message) throw new Error(`making tenant A's message: ${thread.status}`);

  // Last, so no later fixture's event adds a delivery; the test delivery is settled before
  // the attacks (an earlier file's event may still arrive: readBack leaves those out).
  const receiver = createServer((req, res) => {
    req.resume();
    req.on('end', () => res.writeHead(204).end());
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.3', resolve));
  const webhook = await created(
    'webhook',
    admin.post('/api/integrations/webhooks', {
      url: `http://127.0.0.3:${(receiver.address() as AddressInfo).port}/${marker}`,
      events: ['files'],
    }),
  );
  const delivery = await created(
    'webhook delivery',
    admin.post(`/api/integrations/webhooks/${idOf(webhook)}/test`),
  );
  await eventually(
    'the test delivery to settle',
    async () => {
      const log = await admin.get<{ deliveries: { id: string; status: string }[] }>(
        '/api/integrations/webhooks',
      );
      return log.body.deliveries.find((d) => d.id === idOf(delivery))?.status;
    },
    (status) => status === 'delivered' || status === 'failed',
  );

  return {
    admin,
    adminId,
    tenantId: workspace.tenantId,
    subdomain: workspace.subdomain,
    member,
    marker,
    receiver,
    ids: {
      user: member.userId,
      file,
      upload: uploadId,
      embed: idOf(embed),
      form: idOf(form),
      response: idOf(response),
      webhook: idOf(webhook),
      delivery: idOf(delivery),
      'api key': idOf(apiKey),
      domain,
      tenant: workspace.tenantId,
      folder: idOf(folder),
      version: versions.body.versions[0]!.id,
      approval: idOf(approval),
      task: idOf(task),
      'task template': idOf(template),
      'file request': idOf(fileRequest),
      invoice: payments.invoice,
      retainer: payments.retainer,
      conversation: idOf(conversation),
      message,
    },
  };
}

/** Tenant B: the attacker's own workspace, its admin, and an API key of B's for the public API. */
export async function makeAttacker(baseUrl: string) {
  const workspace = await signUpWorkspace(baseUrl, 'Attacker Co');
  const key = await workspace.client.post<{ key: string }>('/api/integrations/api-keys', {
    label: 'attacker',
  });
  if (key.status !== 201) throw new Error(`tenant B's API key: ${key.status}`);
  return { ...workspace, apiKey: key.body.key };
}

/**
 * Everything of A's that an attack could change, as A's admin sees it. Two read-backs taken
 * around the attacks must be equal.
 */
export async function readBack(victim: Victim): Promise<Record<string, unknown>> {
  const { admin, ids } = victim;
  const get = async (path: string) => {
    const answer = await admin.get(path);
    return { status: answer.status, body: answer.body };
  };
  const one = <T extends { id?: string; domain?: string }>(list: T[] | undefined, id: string) =>
    list?.find((item) => item.id === id || item.domain === id) ?? null;
  const users = await admin.get<{ users: { id: string }[] }>('/api/users?page_size=100');
  const webhooks = await admin.get<{
    webhooks: { id: string }[];
    deliveries: { id: string; event: string; replay_of: string }[];
  }>('/api/integrations/webhooks');
  // The fixtures' own file events reach the webhook whenever the bus delivers them, before or
  // after the attacks; what an attack could add is a test delivery or a replay.
  const deliveries = webhooks.body.deliveries.filter(
    (d) => d.replay_of || d.event !== 'content.file.uploaded',
  );
  const keys = await admin.get<{ keys: { id: string }[] }>('/api/integrations/api-keys');
  const embeds = await admin.get<{ embeds: { id: string }[] }>('/api/embeds/manage');
  const domains = await admin.get<{ domains: { id: string; domain: string }[] }>('/api/domains');
  const upload = await tusRequest(admin, 'HEAD', `/api/files/uploads/${ids.upload}`, {});
  return {
    tenant: await get('/api/tenant-config'),
    roles: await get('/api/tenant-roles'),
    users: users.body.users,
    user: one(users.body.users, ids.user),
    file: await get(`/api/files/${ids.file}`),
    files: await get('/api/files'),
    upload: { status: upload.status, offset: upload.headers['upload-offset'] },
    embed: one(embeds.body.embeds, ids.embed),
    embeds: embeds.body.embeds.length,
    form: await get(`/api/forms/${ids.form}`),
    forms: await get('/api/forms'),
    responses: await get(`/api/form-responses?formId=${ids.form}`),
    webhook: one(webhooks.body.webhooks, ids.webhook),
    deliveries,
    apiKey: one(keys.body.keys, ids['api key']),
    domain: one(domains.body.domains, ids.domain),
    folder: await get(`/api/folders/${ids.folder}`),
    folders: await get('/api/folders'),
    versions: await get(`/api/files/${ids.file}/versions`),
    approvals: await get(`/api/files/${ids.file}/approvals`),
    tasks: await get('/api/tasks'),
    taskTemplates: await get('/api/task-templates'),
    fileRequest: await get(`/api/file-requests/${ids['file request']}`),
    invoice: await get(`/api/payments/invoices/${ids.invoice}`),
    invoices: await get('/api/payments/invoices'),
    retainers: await get('/api/payments/retainers'),
    paymentsAccount: await get('/api/payments/account'),
    conversation: await get(`/api/conversations/${ids.conversation}`),
    thread: await get(`/api/conversations/${ids.conversation}/messages`),
  };
}
