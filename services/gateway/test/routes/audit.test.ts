/**
 * GET /api/audit and its chain check: super admins read the platform log newest first as the
 * metrics service gives it (a system action shows no actor); a bad limit is refused with the
 * message and never reaches the service; a tenant admin is refused.
 */
import { startRoutesHarness, type RoutesHarness } from './harness';

let api: RoutesHarness;
let owner: string;
let superAdmin: string;

beforeAll(async () => {
  api = await startRoutesHarness({ owner: { acme: 'admin' } });
  owner = api.tokenFor({ sub: 'owner' });
  superAdmin = api.tokenFor({ sub: 'root', sa: true });
});
afterAll(() => api.close());
beforeEach(() => {
  api.calls.length = 0;
});

const auditCalls = () => api.calls.filter((call) => call.service === 'metrics');

describe('GET /api/audit', () => {
  it('gives a super admin the log with the asked limit, system actions without an actor', async () => {
    const response = await api.call('GET', '/api/audit?limit=200', { token: superAdmin });
    expect(response.status).toBe(200);
    expect(response.body.logs).toEqual([
      expect.objectContaining({
        action: 'tenant.created',
        actor_user_id: null,
        tenant_id: null,
        entity_type: 'tenant',
        details: { plan: 'pro' },
      }),
    ]);
    expect(auditCalls()[0]).toMatchObject({ method: 'ListAuditLogs', request: { limit: 200 } });
  });

  it('asks for 100 rows when no limit is given', async () => {
    await api.call('GET', '/api/audit', { token: superAdmin });
    expect(auditCalls()[0]?.request).toMatchObject({ limit: 100 });
  });

  it.each(['0', '1001', 'many'])(
    'refuses limit=%s with the message, asking nothing',
    async (limit) => {
      const response = await api.call('GET', `/api/audit?limit=${limit}`, { token: superAdmin });
      expect(response.status).toBe(400);
      expect(JSON.stringify(response.body)).toContain('limit must be a number from 1 to 1000');
      expect(auditCalls()).toHaveLength(0);
    },
  );

  it('refuses a tenant admin without asking the metrics service', async () => {
    const response = await api.call('GET', '/api/audit', { token: owner, tenant: 'acme' });
    expect(response.status).toBe(403);
    expect(auditCalls()).toHaveLength(0);
  });
});

describe('GET /api/audit/verify', () => {
  it("reports the tenant's chain check", async () => {
    const tenant = '6f1c2a9e-1b2c-4d3e-8f90-123456789abc';
    const response = await api.call('GET', `/api/audit/verify?tenant_id=${tenant}`, {
      token: superAdmin,
    });
    expect(response).toMatchObject({
      status: 200,
      body: { ok: true, checked: 1, broken_at_id: null },
    });
    expect(auditCalls()[0]).toMatchObject({
      method: 'VerifyAuditChain',
      request: { tenant_id: tenant },
    });
  });

  it('refuses a tenant id that is not a uuid', async () => {
    const response = await api.call('GET', '/api/audit/verify?tenant_id=acme', {
      token: superAdmin,
    });
    expect(response.status).toBe(400);
    expect(auditCalls()).toHaveLength(0);
  });
});
