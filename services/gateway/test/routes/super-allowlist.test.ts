/**
 * The super-admin IP allowlist (Super Settings → Security) covers every request made with a
 * super admin's session and with an impersonation session one started, not only the console's
 * own routes (issue 24 item 5). Failed before the fix: from outside the list a super admin's
 * token still read and changed a tenant through tenant routes and minted API keys through tenant routes, and so did an
 * impersonation.
 */
import { DEFAULT_PLATFORM_SETTINGS } from '@portico/rules';
import { startRoutesHarness, type RoutesHarness } from './harness';

let api: RoutesHarness;
const token: Record<string, string> = {};

beforeAll(async () => {
  api = await startRoutesHarness(
    { owner: { acme: 'admin' } },
    {},
    {
      ...DEFAULT_PLATFORM_SETTINGS,
      // The harness is reached from 127.0.0.1, outside this list.
      security: { ...DEFAULT_PLATFORM_SETTINGS.security, ipAllowlist: ['198.51.100.0/24'] },
    },
  );
  token.owner = api.tokenFor({ sub: 'owner' });
  token.superAdmin = api.tokenFor({ sub: 'root', sa: true });
  token.impersonating = api.tokenFor({ sub: 'owner', imp: 'root' });
});
afterAll(() => api.close());
beforeEach(() => {
  api.calls.length = 0;
});

const refusal = {
  error: 'The super console is not available from your network address.',
  reason: 'ip_not_allowed',
};

it.each([
  ['reads a tenant’s configuration', 'GET', '/api/tenant-config', undefined],
  ['invites into a tenant', 'POST', '/api/invite', { email: 'new@example.com', role: 'role2' }],
  ['mints an API key', 'POST', '/api/integrations/api-keys', { label: 'Exfiltrate' }],
  ['edits tenant settings', 'PATCH', '/api/tenant-config', { name: 'Taken' }],
])(
  'a super admin’s session from outside the list neither %s nor reaches the service',
  async (_what, method, path, body) => {
    const response = await api.call(method, path, {
      token: token.superAdmin,
      tenant: 'acme',
      body,
    });
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject(refusal);
    expect(api.calls.filter((c) => c.service !== 'identity' && c.method !== 'GetAccess')).toEqual(
      [],
    );
  },
);

it('an impersonation session started by a super admin is refused from outside the list too', async () => {
  const response = await api.call('GET', '/api/tenant-config', {
    token: token.impersonating,
    tenant: 'acme',
  });
  expect(response.status).toBe(403);
  expect(response.body).toMatchObject(refusal);
});

it('the tenant’s own admin is not concerned by the super-admin allowlist', async () => {
  const response = await api.call('GET', '/api/tenant-config', {
    token: token.owner,
    tenant: 'acme',
  });
  expect(response.status).toBe(200);
});
