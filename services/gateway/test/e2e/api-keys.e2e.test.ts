/**
 * API keys and the public API through the real gateway and tenancy on real PostgreSQL: a pro
 * admin creates a key (answered once, listed by prefix only), reads the workspace's users with
 * it page by page, and after revoking it is refused; the key is useless on another tenant;
 * a starter workspace cannot create keys; a member cannot manage them.
 */
import { ApiClient } from '../support/client';
import { inviteMember, signUpWorkspace } from '../support/journeys';
import { useE2eStack } from '../support/prologue';

jest.setTimeout(180_000);

interface CreatedKey {
  id: string;
  key: string;
  prefix: string;
}

const env = useE2eStack();
let adminA: ApiClient;
let tenantA: string;
let adminB: ApiClient;

/** A caller holding only an API key, as an integration would. */
function keyHolder(key: string, tenantId: string): ApiClient {
  const client = new ApiClient(env.url);
  client.accessToken = key;
  client.tenantId = tenantId;
  return client;
}

beforeAll(async () => {
  const a = await signUpWorkspace(env.url, 'Keys A');
  adminA = a.client;
  tenantA = a.tenantId;
  await inviteMember(adminA, 'role2');
  adminB = (await signUpWorkspace(env.url, 'Keys B')).client;
});

it('creates a key shown once, reads users by cursor with it, and refuses it once revoked', async () => {
  const created = await adminA.post<CreatedKey>('/api/integrations/api-keys', { label: 'CRM' });
  expect(created.status).toBe(201);
  expect(created.body.key.startsWith(`${created.body.prefix}_`)).toBe(true);

  const listed = await adminA.get<{ keys: { id: string }[]; allowed: boolean }>(
    '/api/integrations/api-keys',
  );
  expect(listed.body.allowed).toBe(true);
  expect(listed.body.keys.map((k) => k.id)).toEqual([created.body.id]);
  expect(listed.text).not.toContain(created.body.key);

  const integration = keyHolder(created.body.key, tenantA);
  const first = await integration.get<{ data: { email: string }[]; next_cursor: string }>(
    '/api/v1/users?limit=1',
  );
  expect(first.status).toBe(200);
  expect(first.body.data).toHaveLength(1);
  expect(first.body.next_cursor).not.toBe('');
  const second = await integration.get<{ data: { email: string }[]; next_cursor: string }>(
    `/api/v1/users?limit=1&cursor=${first.body.next_cursor}`,
  );
  expect(second.body.data).toHaveLength(1);
  expect(second.body.data[0]!.email).not.toBe(first.body.data[0]!.email);

  const revoked = await adminA.call('DELETE', `/api/integrations/api-keys/${created.body.id}`);
  expect(revoked.status).toBe(204);
  expect((await integration.get('/api/v1/users')).status).toBe(401);
});

it("refuses tenant A's key on tenant B", async () => {
  const created = await adminA.post<CreatedKey>('/api/integrations/api-keys', { label: 'A' });
  const onB = keyHolder(created.body.key, adminB.tenantId!);
  expect((await onB.get('/api/v1/users')).status).toBe(401);
  expect((await keyHolder(created.body.key, tenantA).get('/api/v1/users')).status).toBe(200);
});

it('refuses keys to a starter workspace with the upgrade message', async () => {
  const starter = (await signUpWorkspace(env.url, 'Keys Starter', 'starter')).client;
  const listed = await starter.get<{ allowed: boolean }>('/api/integrations/api-keys');
  expect(listed.body.allowed).toBe(false);
  const refused = await starter.post<{ error: string }>('/api/integrations/api-keys', {
    label: 'Nope',
  });
  expect(refused.status).toBe(403);
  expect(refused.body.error).toBe(
    'API access is available on the pro and advanced plans. Upgrade to create keys.',
  );
});

it('refuses a blank label with the message, creating nothing', async () => {
  const before = await adminB.get<{ keys: unknown[] }>('/api/integrations/api-keys');
  const refused = await adminB.post<{ error: string }>('/api/integrations/api-keys', {
    label: '   ',
  });
  expect(refused.status).toBe(400);
  expect(refused.body.error).toBe('Please enter a label of 1 to 100 characters');
  const after = await adminB.get<{ keys: unknown[] }>('/api/integrations/api-keys');
  expect(after.body.keys).toHaveLength(before.body.keys.length);
});
