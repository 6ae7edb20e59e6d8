/**
 * The platform audit log through the whole stack: a sign-in, a role change and an impersonation
 * (start and stop) each reach GET /api/audit with who did it and to whom, newest first, and the
 * tenant's hash chain checks out. Only a super admin reads it.
 */
import { eventually } from '../../../../tooling/test-infra/eventually';
import { ApiClient, PASSWORD } from '../support/client';
import { inviteMember, signUpWorkspace } from '../support/journeys';
import { useE2eStack } from '../support/prologue';

jest.setTimeout(120_000);

interface AuditLog {
  id: string;
  actor_user_id: string | null;
  impersonator_user_id: string | null;
  action: string;
  entity_type: string;
  entity_id: string;
  tenant_id: string | null;
  reason: string;
  created_at: string;
}

const env = useE2eStack({ superAdmin: true });

/** Audit events travel through the outbox and Kafka: read until every wanted one has arrived. */
function auditUntil(wanted: ((log: AuditLog) => boolean)[]): Promise<AuditLog[]> {
  return eventually(
    'every wanted audit entry',
    async () => {
      const answer = await env.superAdmin.get<{ logs: AuditLog[] }>('/api/audit?limit=1000');
      expect(answer.status).toBe(200);
      return answer.body.logs;
    },
    (logs) => wanted.every((test) => logs.some(test)),
    { timeoutMs: 60_000, everyMs: 250 },
  );
}

describe('audit log', () => {
  it('records sign-in, role change and impersonation with actor and target, chained per tenant', async () => {
    const workspace = await signUpWorkspace(env.url, 'Audited Tenant');
    const admin = new ApiClient(env.url);
    expect(
      (await admin.post('/api/auth/login', { email: workspace.email, password: PASSWORD })).status,
    ).toBe(200);
    admin.tenantId = workspace.tenantId;
    const adminId = (await admin.get<{ user: { id: string } }>('/api/me')).body.user.id;

    const member = await inviteMember(admin, 'role1');
    expect(
      (await admin.call('PATCH', `/api/users/${member.userId}`, { role: 'role2' })).status,
    ).toBe(200);

    const acting = new ApiClient(env.url);
    acting.accessToken = env.superAdmin.accessToken;
    const start = await acting.post('/api/impersonate/start', {
      targetUserId: member.userId,
      reason: 'Support request',
    });
    expect(start.status).toBe(200);
    expect((await acting.post('/api/impersonate/stop')).status).toBe(200);

    const signIn = (log: AuditLog) =>
      log.action === 'auth.sign_in_success' && log.actor_user_id === adminId;
    const roleChange = (log: AuditLog) =>
      log.action === 'membership.role_changed' && log.entity_id === member.userId;
    const started = (log: AuditLog) =>
      log.action === 'impersonation.started' && log.entity_id === member.userId;
    const stopped = (log: AuditLog) =>
      log.action === 'impersonation.stopped' && log.entity_id === member.userId;
    const logs = await auditUntil([signIn, roleChange, started, stopped]);

    expect(logs.find(roleChange)).toMatchObject({
      actor_user_id: adminId,
      entity_type: 'membership',
      tenant_id: workspace.tenantId,
    });
    expect(logs.find(started)).toMatchObject({
      actor_user_id: member.userId,
      impersonator_user_id: expect.any(String),
      reason: 'Support request',
    });
    expect(logs.find(started)!.impersonator_user_id).not.toBe(member.userId);
    expect(logs.find(stopped)).toBeDefined();
    const times = logs.map((log) => Date.parse(log.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const chain = await env.superAdmin.get<{ ok: boolean; checked: number }>(
      `/api/audit/verify?tenant_id=${workspace.tenantId}`,
    );
    expect(chain.body).toMatchObject({ ok: true });
    expect(chain.body.checked).toBeGreaterThanOrEqual(1);
  });

  it('is refused to a tenant admin', async () => {
    const { client } = await signUpWorkspace(env.url);
    expect((await client.get('/api/audit')).status).toBe(403);
  });
});
