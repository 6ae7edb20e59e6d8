/**
 * The public API's door (allow: 'apiKey'): an API key plus the tenant header opens /api/v1 and
 * nothing else; a session token opens nothing there, even a super admin's; tenancy's verdict on
 * the key is final (revoked, unknown or another tenant's key are one 401); the key acts as the
 * admin who created it; lists page by cursor without repeats; each key has its own rate limit.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { Registry } from 'prom-client';
import { encodeEvent, forbidden, unauthenticated } from '@portico/kit';
import { TOPICS } from '@portico/proto';
import { signAccessToken } from '../../../identity/src/domain/accessTokens';
import { createGatewayApp } from '../../src/app';
import { registerRoutes, responseSchemaFor } from '../../src/features';
import { testGatewayDeps } from '../support/gatewayDeps';
import { SIGNING_KEY } from './harness';
import { streamResponse } from '../support/streamResponse';

const CONVERSATION = 'c0000000-0000-4000-8000-00000000000c';
const MESSAGE = 'd0000000-0000-4000-8000-00000000000d';
const GOOD_KEY = `ptk_0123456789ab_${'k'.repeat(43)}`;
const OTHER_KEY = `ptk_ba9876543210_${'o'.repeat(43)}`;

const calls: { method: string; ctx: Record<string, unknown> }[] = [];
const hits = new Map<string, number>();
const members = Array.from({ length: 5 }, (_, i) => ({
  user_id: `user-${i}`,
  role: i === 0 ? 'owner' : 'member',
  role_key: i === 0 ? 'admin' : 'client',
  status: 'active',
  created_at: `2026-11-0${i + 1}T00:00:00.000Z`,
}));

const services = {
  identity: {
    GetJwks: async () => ({ jwks_json: JSON.stringify({ keys: [SIGNING_KEY.publicJwk] }) }),
    CheckSession: async () => ({ active: true }),
    RecordAudit: async () => ({}),
    HitRateLimit: async (r: { bucket: string; limit: number }) => {
      const count = (hits.get(r.bucket) ?? 0) + 1;
      hits.set(r.bucket, count);
      return { allowed: count <= r.limit, count, retry_after_seconds: count <= r.limit ? 0 : 42 };
    },
    GetUsers: async (r: { user_ids: string[] }) => ({
      users: r.user_ids.map((id) => ({ id, email: `${id}@example.com`, first_name: id })),
    }),
  },
  messaging: {
    // A post through the key: the message as messaging answers it, with the stream-log entry
    // the post wrote (position 1 of acme's log), so this replica's streams get it at once.
    PostMessage: async (r: { conversation_id: string; body: string; via: string }) => {
      calls.push({ method: 'PostMessage', ctx: { request: r } });
      const message = {
        seq: 2,
        sender_id: 'user-0',
        sender_side: 'team',
        body: r.body,
        via: r.via,
        created_at: '2026-11-28T12:00:00.000Z',
      };
      return {
        ...message,
        id: MESSAGE,
        conversation_id: r.conversation_id,
        tenant_id: 'acme',
        attachments: [],
        notes: [],
        edited_at: '',
        deleted_at: '',
        editable_until: '2026-11-28T12:15:00.000Z',
        live_events: [
          {
            topic: TOPICS.messagingMessage,
            payload: encodeEvent('portico.events.v1.MessageEvent', {
              tenant_id: 'acme',
              conversation_id: r.conversation_id,
              participant_user_ids: ['user-0', 'client-1'],
              position: '1',
              created: { ...message, message_id: MESSAGE, conversation_subject: 'Invoices' },
            }),
          },
        ],
      };
    },
    GetUnreadCounts: async () => ({ total: 0, conversations: [] }),
  },
  tenancy: {
    // Tenant "acme" holds GOOD_KEY, made by its owner; every other key or tenant is refused.
    VerifyApiKey: async (r: { key: string }, ctx: { tenantId?: string }) => {
      calls.push({ method: 'VerifyApiKey', ctx });
      if (r.key !== GOOD_KEY || ctx.tenantId !== 'acme')
        throw unauthenticated('Invalid API key', 'invalid_api_key');
      return { key_id: 'key-1', tenant_id: 'acme', user_id: 'user-0' };
    },
    GetAccess: async (r: { tenant_id: string }, ctx: { userId?: string }) => {
      if (ctx.userId !== 'user-0' && ctx.userId !== 'root') throw forbidden('Not a member');
      return { tenant_id: r.tenant_id, effective_role: 'admin', memberships: [] };
    },
    ListMembers: async (_r: unknown, ctx: Record<string, unknown>) => {
      calls.push({ method: 'ListMembers', ctx });
      return { members };
    },
    GetTenantConfig: async () => ({ role_labels: { admin: 'Admin', client: 'Client' } }),
  },
};

let server: http.Server;
let base: string;
const deps = testGatewayDeps({ services, config: { PUBLIC_URL: 'http://portal.test' } });
beforeAll(async () => {
  const app = createGatewayApp({
    logger: pino({ level: 'silent' }),
    registry: new Registry(),
    probe: async () => 'SERVING',
    registerApi: (router) => registerRoutes(router, deps),
  });
  server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  calls.length = 0;
  hits.clear();
});

async function get(path: string, headers: Record<string, string>) {
  const response = await fetch(`${base}${path}`, { headers });
  const body = (await response.json()) as Record<string, unknown>;
  responseSchemaFor('GET', path, response.status)?.parse(body);
  return { status: response.status, body, retryAfter: response.headers.get('retry-after') };
}
const withKey = (key: string, tenant = 'acme') => ({
  authorization: `Bearer ${key}`,
  'x-tenant-id': tenant,
});

it('lists the tenant’s users to its key, acting as the admin who created the key', async () => {
  const { status, body } = await get('/api/v1/users', withKey(GOOD_KEY));
  expect(status).toBe(200);
  expect((body.data as { id: string }[]).map((u) => u.id)).toEqual(members.map((m) => m.user_id));
  expect(body.next_cursor).toBe('');
  expect(calls.find((c) => c.method === 'ListMembers')?.ctx).toMatchObject({
    userId: 'user-0',
    tenantId: 'acme',
  });
});

it('pages by cursor: every user once, in order, and the last page says so', async () => {
  const seen: string[] = [];
  let cursor = '';
  for (let page = 0; page < 5; page += 1) {
    const query = `?limit=2${cursor ? `&cursor=${cursor}` : ''}`;
    const { status, body } = await get(`/api/v1/users${query}`, withKey(GOOD_KEY));
    expect(status).toBe(200);
    seen.push(...(body.data as { id: string }[]).map((u) => u.id));
    cursor = String(body.next_cursor);
    if (!cursor) break;
  }
  expect(seen).toEqual(members.map((m) => m.user_id));
});

it('refuses a cursor it did not make with the message', async () => {
  const { status, body } = await get('/api/v1/users?cursor=bm9wZQ', withKey(GOOD_KEY));
  expect(status).toBe(400);
  expect(body.error).toBe('The cursor is not valid for this list');
});

it("refuses tenant A's key on tenant B, an unknown key and no key alike with 401", async () => {
  for (const headers of [
    withKey(GOOD_KEY, 'globex'),
    withKey(OTHER_KEY),
    { 'x-tenant-id': 'acme' },
  ]) {
    const { status } = await get('/api/v1/users', headers);
    expect(status).toBe(401);
  }
  expect(calls.some((c) => c.method === 'ListMembers')).toBe(false);
});

it('tells a caller without x-tenant-id which header names the workspace', async () => {
  const { authorization } = withKey(GOOD_KEY);
  const { status, body } = await get('/api/v1/users', { authorization });
  expect(status).toBe(400);
  expect(body).toMatchObject({ code: 'INVALID_ARGUMENT', reason: 'no_tenant' });
  expect(body.error).toBe('Name the workspace this API key belongs to in the x-tenant-id header.');
  expect(calls).toHaveLength(0);
});

it('refuses a session token on the public API, even a super admin’s', async () => {
  const token = signAccessToken(
    SIGNING_KEY,
    { sub: 'root', sid: 'session-root', email: 'root@example.com', sa: true },
    new Date(),
  ).token;
  const { status } = await get('/api/v1/users', {
    authorization: `Bearer ${token}`,
    'x-tenant-id': 'acme',
  });
  expect(status).toBe(401);
  expect(calls).toHaveLength(0);
});

it('never lets a key open a session route', async () => {
  const { status } = await get('/api/integrations/api-keys', withKey(GOOD_KEY));
  expect(status).toBe(401);
  expect(calls.some((c) => c.method === 'VerifyApiKey')).toBe(false);
});

it('limits each key on its own, with Retry-After', async () => {
  // 120 requests a minute per key (RATE_LIMITS.publicApi), counted by the fake identity.
  const statuses: number[] = [];
  let retryAfter: string | null = null;
  for (let i = 0; i < 125; i += 1) {
    const answer = await get('/api/v1/users?limit=1', withKey(GOOD_KEY));
    statuses.push(answer.status);
    retryAfter ??= answer.retryAfter;
  }
  expect(statuses.slice(0, 120).every((s) => s === 200)).toBe(true);
  expect(statuses.slice(120).every((s) => s === 429)).toBe(true);
  expect(retryAfter).toBe('42');
  expect([...hits.keys()]).toContain('public-api:account:key-1');
});

it('a message posted with a key reaches an open stream on this replica from its answer, shown as sent through the API', async () => {
  // The client's tab on this replica, caught up to the head of acme's log; no bus in this test.
  deps.live.nowFollowing(() => undefined);
  const { res, written } = streamResponse();
  const stream = deps.live.open(
    {
      tenantId: 'acme',
      userId: 'client-1',
      sessionId: 'session-client',
      staff: false,
      context: { tenantId: 'acme', userId: 'client-1' },
    },
    res,
  );
  stream.startAfter(0n);
  deps.live.covers(stream, 0n);
  stream.release([]);

  const response = await fetch(`${base}/api/v1/conversations/${CONVERSATION}/messages`, {
    method: 'POST',
    headers: { ...withKey(GOOD_KEY), 'content-type': 'application/json' },
    body: JSON.stringify({ body: 'Paid on Friday.' }),
  });
  const body = (await response.json()) as Record<string, unknown>;
  expect(response.status).toBe(201);
  responseSchemaFor('POST', `/api/v1/conversations/${CONVERSATION}/messages`, 201)?.parse(body);
  expect(body).toMatchObject({ id: MESSAGE, body: 'Paid on Friday.', via: 'api' });
  expect(calls.find((c) => c.method === 'PostMessage')?.ctx.request).toMatchObject({ via: 'api' });

  const frame = written.find((f) => f.includes('event: message.created'));
  expect(frame).toMatch(/^id: 1\n/);
  const data = JSON.parse(/data: (.*)\n/.exec(frame!)![1]!) as { message: Record<string, unknown> };
  expect(data.message).toMatchObject({ id: MESSAGE, body: 'Paid on Friday.', via: 'api' });
  stream.end('test_over');
});
