/**
 * The platform super admin (bootstrapped from SUPER_ADMIN_EMAIL), user search and
 * impersonation: reason required, the banner header on every answer, no password or email
 * change as the target, audit entries naming impersonator and target, and stop ends it.
 */
import { TOPICS } from '@portico/proto';
import { ApiClient } from '../support/client';
import { watchTopic, type TopicWatch } from '../support/events';
import { signUpWorkspace } from '../support/journeys';
import { useE2eStack } from '../support/prologue';
import { SUPER_ADMIN } from '../support/stack';

jest.setTimeout(120_000);

const env = useE2eStack({ superAdmin: true });
let audit: TopicWatch<'portico.events.v1.AuditEvent'>;
beforeAll(async () => {
  audit = await watchTopic(TOPICS.audit, env.kafkaBrokers);
});
afterAll(async () => {
  await audit?.stop();
});

describe('bootstrap super admin', () => {
  it('exists after start-up and is a super admin', async () => {
    const me = await env.superAdmin.get('/api/me');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ user: { email: SUPER_ADMIN.email }, isSuperAdmin: true });
  });
});

describe('impersonation', () => {
  it('acts as the target, shows the banner header, cannot change password or email, and stops', async () => {
    const { client: target, email } = await signUpWorkspace(env.url, 'Target Tenant');
    const targetId = (await target.get<{ user: { id: string } }>('/api/me')).body.user.id;

    const search = await env.superAdmin.get<{ users: { id: string; email: string }[] }>(
      `/api/users?query=${encodeURIComponent(email.slice(0, 12))}`,
    );
    expect(search.body.users).toContainEqual(expect.objectContaining({ id: targetId, email }));

    const noReason = await env.superAdmin.post('/api/impersonate/start', {
      targetUserId: targetId,
      reason: ' ',
    });
    expect(noReason.status).toBe(400);
    expect(noReason.body).toMatchObject({ error: 'A reason is required to impersonate a user' });

    const acting = new ApiClient(env.url);
    acting.accessToken = env.superAdmin.accessToken;
    const start = await acting.post('/api/impersonate/start', {
      targetUserId: targetId,
      reason: 'Support request',
    });
    expect(start.status).toBe(200);
    expect(start.body).toMatchObject({ impersonating: true, user: { id: targetId, email } });

    const me = await acting.get('/api/me');
    expect(me.headers.get('x-impersonating')).toBe('true');
    expect(me.body).toMatchObject({
      user: { id: targetId },
      role: 'admin',
      isSuperAdmin: false,
      impersonating: true,
    });

    expect(
      (await acting.post('/api/me/password', { currentPassword: 'x', newPassword: 'yyyyyyyy' }))
        .status,
    ).toBe(403);
    expect((await acting.post('/api/me/email', { email: 'taken-over@example.com' })).status).toBe(
      403,
    );
    // Nor can the impersonation reach the console as the super admin.
    expect((await acting.get('/api/users?query=a')).status).toBe(403);

    const started = await audit.waitFor(
      (e) => e.action === 'impersonation.started' && e.entity_id === targetId,
    );
    expect(started).toMatchObject({
      actor_user_id: targetId,
      impersonator_user_id: expect.any(String),
      reason: 'Support request',
    });
    expect(started.impersonator_user_id).not.toBe(targetId);

    expect((await acting.post('/api/impersonate/stop')).status).toBe(200);
    const after = await acting.get('/api/me');
    expect(after.status).toBe(401);
    expect(after.body).toMatchObject({ error: 'The impersonation session has ended.' });
    await audit.waitFor((e) => e.action === 'impersonation.stopped' && e.entity_id === targetId);
  });

  it('is refused to anyone but a super admin', async () => {
    const { client } = await signUpWorkspace(env.url);
    const other = await signUpWorkspace(env.url);
    const otherId = (await other.client.get<{ user: { id: string } }>('/api/me')).body.user.id;
    const response = await client.post('/api/impersonate/start', {
      targetUserId: otherId,
      reason: 'curious',
    });
    expect(response.status).toBe(403);
  });
});

describe('audit events', () => {
  it('publishes failed and successful sign-ins', async () => {
    const { email } = await signUpWorkspace(env.url);
    await new ApiClient(env.url).post('/api/auth/login', { email, password: 'wrong password!' });
    const failed = await audit.waitFor(
      (e) => e.action === 'auth.sign_in_failed' && e.details_json.includes(email),
    );
    expect(JSON.parse(failed.details_json)).toMatchObject({ reason: 'wrong_password' });
    await new ApiClient(env.url).post('/api/auth/login', {
      email,
      password: 'correct horse battery',
    });
    await audit.waitFor(
      (e) => e.action === 'auth.sign_in_success' && e.actor_user_id === failed.actor_user_id,
    );
  });

  it('publishes the invitation with the tenant', async () => {
    const { client: admin, tenantId } = await signUpWorkspace(env.url);
    await admin.post('/api/invite', { email: 'audited@example.com', role: 'role2' });
    const invited = await audit.waitFor(
      (e) => e.action === 'membership.invited' && e.tenant_id === tenantId,
    );
    expect(JSON.parse(invited.details_json)).toMatchObject({
      email: 'audited@example.com',
      role: 'role2',
    });
  });
});
