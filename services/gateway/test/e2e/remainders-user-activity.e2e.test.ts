/**
 * The CRM user drawer's activity (GET /api/users/:id/activity) is read from the audit log,
 * through the metrics service, for the tenant's admins only and only from their own tenant's
 * rows: tenant B's admin cannot read a member of tenant A, neither by id from B nor by naming
 * tenant A, and a member of A cannot read it either.
 */
import { eventually } from '../../../../tooling/test-infra/eventually';
import { type ApiClient } from '../support/client';
import { inviteMember, signUpWorkspace } from '../support/journeys';
import { useE2eStack } from '../support/prologue';

jest.setTimeout(180_000);

const env = useE2eStack();

interface Activity {
  activity: {
    action: string;
    tenant_id: string | null;
    entity_id: string;
    actor_user_id: string | null;
  }[];
}

/** The audit log is fed by events: wait until the entry the test caused has arrived. */
async function activityUntil(
  admin: ApiClient,
  userId: string,
  done: (body: Activity) => boolean,
): Promise<Activity> {
  return eventually(
    "the member's activity",
    async () => {
      const answer = await admin.get<Activity>(`/api/users/${userId}/activity`);
      expect(answer.status).toBe(200);
      return answer.body;
    },
    done,
    { timeoutMs: 60_000, everyMs: 500 },
  );
}

it("shows a tenant admin a member's own activity in that tenant, newest first", async () => {
  const a = await signUpWorkspace(env.url, 'Activity A');
  const member = await inviteMember(a.client, 'role2');
  const changed = await a.client.call('PATCH', `/api/users/${member.userId}`, { role: 'role1' });
  expect(changed.status).toBe(200);

  const body = await activityUntil(a.client, member.userId, (b) =>
    b.activity.some((e) => e.action === 'membership.role_changed'),
  );
  const actions = body.activity.map((e) => e.action);
  expect(actions).toContain('membership.role_changed');
  expect(actions).toContain('membership.accepted');
  // The role change came after the acceptance: newest first.
  expect(actions.indexOf('membership.role_changed')).toBeLessThan(
    actions.indexOf('membership.accepted'),
  );
  expect(body.activity.every((e) => e.tenant_id === a.tenantId)).toBe(true);
  expect(
    body.activity.every((e) => e.entity_id === member.userId || e.actor_user_id === member.userId),
  ).toBe(true);
});

it("refuses tenant B's admin a member of tenant A, by id and by naming tenant A", async () => {
  const a = await signUpWorkspace(env.url, 'Activity A2');
  const member = await inviteMember(a.client, 'role3');
  await activityUntil(a.client, member.userId, (b) => b.activity.length > 0);

  const b = await signUpWorkspace(env.url, 'Activity B');
  const fromB = await b.client.get(`/api/users/${member.userId}/activity`);
  expect(fromB.status).toBe(404);
  expect(JSON.stringify(fromB.body)).not.toContain('membership.');

  b.client.tenantId = a.tenantId;
  const namingA = await b.client.get(`/api/users/${member.userId}/activity`);
  expect(namingA.status).toBe(403);
  expect(JSON.stringify(namingA.body)).not.toContain('membership.');
});

it('refuses a member who is not an admin, even about themself', async () => {
  const a = await signUpWorkspace(env.url, 'Activity A3');
  const member = await inviteMember(a.client, 'role3');
  const own = await member.client.get(`/api/users/${member.userId}/activity`);
  expect(own.status).toBe(403);
});
