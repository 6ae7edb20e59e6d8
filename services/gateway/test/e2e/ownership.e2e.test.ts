/**
 * Owner only by provisioning or transfer (issue 24 item 4), through the real gateway and
 * services: the owner hands the workspace to an active member after confirming their password
 * and stays as an admin; a wrong password, another admin and an impersonation change nothing;
 * a super admin may override for any tenant. Each transfer is audited.
 */
import { TOPICS } from '@portico/proto';
import { ApiClient } from '../support/client';
import { watchTopic, type TopicWatch } from '../support/events';
import { inviteMember, signUpWorkspace } from '../support/journeys';
import { useE2eStack } from '../support/prologue';
import { SUPER_ADMIN } from '../support/stack';
import { PASSWORD } from '../support/client';

jest.setTimeout(180_000);

const env = useE2eStack();
let audit: TopicWatch<'portico.events.v1.AuditEvent'>;
beforeAll(async () => {
  audit = await watchTopic(TOPICS.audit, env.kafkaBrokers);
});
afterAll(async () => {
  await audit?.stop();
});

interface Me {
  memberships: { tenant_id: string; role: string }[];
}
const roleIn = async (client: ApiClient, tenantId: string) =>
  (await client.get<Me>('/api/me')).body.memberships.find((m) => m.tenant_id === tenantId)?.role;

it('the owner hands the workspace to a member with their password and stays as an admin', async () => {
  const { client: owner, tenantId } = await signUpWorkspace(env.url, 'Handover Co');
  const admin = await inviteMember(owner, 'admin');

  const wrong = await owner.post<{ error: string }>('/api/tenant/ownership', {
    user_id: admin.userId,
    password: 'not my password',
  });
  expect([wrong.status, wrong.body.error]).toEqual([401, 'Current password is incorrect.']);
  // Another admin cannot take it, even with their own password.
  const grab = await admin.client.post<{ error: string }>('/api/tenant/ownership', {
    user_id: admin.userId,
    password: PASSWORD,
  });
  expect([grab.status, grab.body.error]).toEqual([
    403,
    'Only the workspace owner can transfer ownership.',
  ]);
  expect(await roleIn(owner, tenantId)).toBe('owner');

  const handed = await owner.post('/api/tenant/ownership', {
    user_id: admin.userId,
    password: PASSWORD,
  });
  expect(handed.status).toBe(200);
  expect(handed.body).toMatchObject({ tenant_id: tenantId, new_owner_user_id: admin.userId });
  expect(await roleIn(admin.client, tenantId)).toBe('owner');
  expect(await roleIn(owner, tenantId)).toBe('admin');
  const entry = await audit.waitFor(
    (e) => e.action === 'membership.ownership_transferred' && e.tenant_id === tenantId,
  );
  expect(JSON.parse(entry.details_json)).toMatchObject({ to: admin.userId, by: 'owner' });
});

it('a super admin may override the ownership of any tenant', async () => {
  const { client: owner, tenantId } = await signUpWorkspace(env.url, 'Override Co');
  const member = await inviteMember(owner, 'admin');
  const root = new ApiClient(env.url);
  expect((await root.post('/api/auth/login', SUPER_ADMIN)).status).toBe(200);
  const overridden = await root.post(`/api/super/tenants/${tenantId}/ownership`, {
    user_id: member.userId,
  });
  expect(overridden.status).toBe(200);
  expect(await roleIn(member.client, tenantId)).toBe('owner');
  const entry = await audit.waitFor(
    (e) => e.action === 'membership.ownership_transferred' && e.tenant_id === tenantId,
  );
  expect(JSON.parse(entry.details_json)).toMatchObject({ by: 'super_admin' });
  // Someone who is not a member of the tenant cannot be made its owner.
  const outsider = await signUpWorkspace(env.url, 'Outsider Co');
  const me = await outsider.client.get<{ user: { id: string } }>('/api/me');
  const refused = await root.post<{ error: string }>(`/api/super/tenants/${tenantId}/ownership`, {
    user_id: me.body.user.id,
  });
  expect([refused.status, refused.body.error]).toEqual([
    400,
    'Choose an active member of this workspace as the new owner.',
  ]);
});
