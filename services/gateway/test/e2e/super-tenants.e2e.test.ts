/**
 * The platform console's Tenants & Users through the real gateway and services: only super
 * admins list and change tenants; a suspension refuses the tenant's members on their very next
 * request (the access cache included) and reactivation lets them back; every change is in the
 * audit log; the console's invitations to an existing or a new tenant, accepted by the invitee.
 */
import { TOPICS } from '@portico/proto';
import { eventually } from '../../../../tooling/test-infra/eventually';
import { ApiClient, PASSWORD, uniqueEmail } from '../support/client';
import { watchTopic, type TopicWatch } from '../support/events';
import { inviteMember, signUpWorkspace } from '../support/journeys';
import { useE2eStack } from '../support/prologue';

jest.setTimeout(180_000);

interface Tenant {
  id: string;
  name: string;
  slug: string;
  tier: string;
  status: string;
  seats_used: number;
  seats_total: number;
  members_count: number;
}
interface TenantList {
  items: Tenant[];
  total: number;
}

const env = useE2eStack({ superAdmin: true });
let audit: TopicWatch<'portico.events.v1.AuditEvent'>;

beforeAll(async () => {
  audit = await watchTopic(TOPICS.audit, env.kafkaBrokers);
});
afterAll(async () => {
  await audit?.stop();
});

const put = (client: ApiClient, path: string, body: unknown) => client.call('PUT', path, body);

/** GET /api/me's status with `client`'s token, asked until 401 or `withinMs` (the event's way). */
function refusedWithin(client: ApiClient, withinMs: number): Promise<number> {
  return eventually(
    'the token to be refused',
    async () => (await client.get('/api/me')).status,
    (status) => status === 401,
    { timeoutMs: withinMs },
  );
}

it('the platform super admin from the configuration starts with a confirmed address', async () => {
  const me = await env.superAdmin.get<{ user: { email_verified: boolean } }>('/api/me');
  expect(me.status).toBe(200);
  expect(me.body.user.email_verified).toBe(true);
});

describe('tenant list', () => {
  it('finds a tenant by name with its tier, seats and members, and filters by tier and status', async () => {
    const company = `Zephyr Labs ${Date.now()}`;
    const { client: owner, tenantId } = await signUpWorkspace(env.url, company, 'pro');
    await inviteMember(owner, 'role2');

    const found = await env.superAdmin.get<TenantList>(
      `/api/super/tenants?q=${encodeURIComponent(company.toUpperCase())}`,
    );
    expect(found.status).toBe(200);
    expect(found.body.total).toBe(1);
    const tenant = found.body.items[0]!;
    expect(tenant).toMatchObject({ id: tenantId, name: company, status: 'active', seats_used: 1 });
    expect(tenant.members_count).toBe(2);
    expect(tenant.seats_total).toBeGreaterThanOrEqual(1);

    const otherTier = tenant.tier === 'advanced' ? 'starter' : 'advanced';
    const byTier = await env.superAdmin.get<TenantList>(
      `/api/super/tenants?q=${encodeURIComponent(company)}&tier=${otherTier}`,
    );
    expect(byTier.body.items).toEqual([]);
    const suspendedOnly = await env.superAdmin.get<TenantList>(
      `/api/super/tenants?q=${encodeURIComponent(company)}&status=suspended`,
    );
    expect(suspendedOnly.body.items).toEqual([]);

    const paged = await env.superAdmin.get<TenantList & { page_size: number }>(
      '/api/super/tenants?page=1&page_size=1',
    );
    expect(paged.body.items).toHaveLength(1);
    expect(paged.body.total).toBeGreaterThanOrEqual(1);

    const detail = await env.superAdmin.get<{ tenant: Tenant; domains: unknown[] }>(
      `/api/super/tenants/${tenantId}`,
    );
    expect(detail.status).toBe(200);
    expect(detail.body.tenant).toMatchObject({ id: tenantId, name: company });
  });

  it('is refused to a tenant admin (403) and to anyone signed out (401)', async () => {
    const { client: admin, tenantId } = await signUpWorkspace(env.url, 'Not The Platform');
    expect((await admin.get('/api/super/tenants')).status).toBe(403);
    expect(
      (await put(admin, `/api/super/tenants/${tenantId}/status`, { status: 'suspended' })).status,
    ).toBe(403);
    expect((await new ApiClient(env.url).get('/api/super/tenants')).status).toBe(401);
    // Refused and unchanged: the admin's own tenant is still active.
    const still = await env.superAdmin.get<{ tenant: Tenant }>(`/api/super/tenants/${tenantId}`);
    expect(still.body.tenant.status).toBe('active');
  });

  it('refuses an unknown status with the message and changes nothing', async () => {
    const { tenantId } = await signUpWorkspace(env.url, 'Bad Input Co');
    const bad = await put(env.superAdmin, `/api/super/tenants/${tenantId}/status`, {
      status: 'deleted',
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('Status must be active or suspended');
    const unknown = await put(
      env.superAdmin,
      '/api/super/tenants/00000000-0000-4000-8000-000000000000/status',
      { status: 'suspended' },
    );
    expect(unknown.status).toBe(404);
    const still = await env.superAdmin.get<{ tenant: Tenant }>(`/api/super/tenants/${tenantId}`);
    expect(still.body.tenant.status).toBe('active');
  });
});

describe('suspension', () => {
  it('refuses the members on their next request, audits it, and reactivation lets them back', async () => {
    const { client: owner, tenantId, email } = await signUpWorkspace(env.url, 'Suspended Studio');
    const { client: member } = await inviteMember(owner, 'role2');
    // Both have been answered (and cached) before the suspension.
    expect((await owner.get('/api/users')).status).toBe(200);
    expect((await member.get('/api/me')).status).toBe(200);

    const suspend = await put(env.superAdmin, `/api/super/tenants/${tenantId}/status`, {
      status: 'suspended',
      reason: 'Unpaid invoices',
    });
    expect(suspend.status).toBe(200);
    expect(suspend.body).toMatchObject({ tenant: { id: tenantId, status: 'suspended' } });

    const refused = await owner.get('/api/users');
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      error: 'This workspace is suspended. Please contact support.',
    });
    expect((await member.get('/api/embeds')).status).toBe(403);
    // Signing in again does not get around it.
    const again = new ApiClient(env.url);
    await again.post('/api/auth/login', { email, password: PASSWORD });
    again.tenantId = tenantId;
    expect((await again.get('/api/users')).status).toBe(403);

    const entry = await audit.waitFor(
      (e) => e.action === 'tenant.suspended' && e.entity_id === tenantId,
    );
    expect(entry).toMatchObject({
      entity_type: 'tenant',
      tenant_id: tenantId,
      reason: 'Unpaid invoices',
    });
    expect(entry.actor_user_id).not.toBe('');

    const activate = await put(env.superAdmin, `/api/super/tenants/${tenantId}/status`, {
      status: 'active',
    });
    expect(activate.status).toBe(200);
    expect((await owner.get('/api/users')).status).toBe(200);
    await audit.waitFor((e) => e.action === 'tenant.activated' && e.entity_id === tenantId);
  });
});

describe('tenant users and invitations', () => {
  it('lists a tenant’s users with names, roles and open invitations as pending', async () => {
    const { client: owner, tenantId, email } = await signUpWorkspace(env.url, 'People Co');
    const member = await inviteMember(owner, 'role2');
    const pendingEmail = uniqueEmail('pending');
    expect((await owner.post('/api/invite', { email: pendingEmail, role: 'role3' })).status).toBe(
      201,
    );

    const users = await env.superAdmin.get<{
      items: { email: string; role: string; status: string }[];
    }>(`/api/super/tenant-users?id=${tenantId}`);
    expect(users.status).toBe(200);
    expect(users.body.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ email, role: 'owner', status: 'active' }),
        expect.objectContaining({ email: member.email, role: 'member', status: 'active' }),
        expect.objectContaining({ email: pendingEmail, role: 'member', status: 'pending' }),
      ]),
    );
  });

  it('invites to an existing tenant; the invitee joins it with the role', async () => {
    const { tenantId } = await signUpWorkspace(env.url, 'Existing Tenant Co');
    const email = uniqueEmail('invitee');
    const invite = await env.superAdmin.post<{ signup_url: string; emailSent: boolean }>(
      '/api/super/invitations',
      { email, role: 'admin', tenant_id: tenantId },
    );
    expect(invite.status).toBe(201);
    expect(invite.body.emailSent).toBe(true);
    const token = new URL(invite.body.signup_url).searchParams.get('invite');
    const invitee = new ApiClient(env.url);
    const signup = await invitee.post<{ membership: { tenant_id: string; role: string } }>(
      '/api/auth/signup',
      { name: 'Ivy Invitee', email, password: PASSWORD, invite: token },
    );
    expect(signup.status).toBe(201);
    expect(signup.body.membership).toMatchObject({ tenant_id: tenantId, role: 'admin' });
    await audit.waitFor(
      (e) =>
        e.action === 'membership.invited' &&
        e.tenant_id === tenantId &&
        e.details_json.includes(email),
    );
  });

  it('creates a new tenant and invites its owner, who lands in it as owner', async () => {
    const name = `Nova Holdings ${Date.now()}`;
    const email = uniqueEmail('new-owner');
    const invite = await env.superAdmin.post<{
      signup_url: string;
      invitation: { tenant_id: string; tenant_name: string; role: string };
    }>('/api/super/invitations', {
      tenant: { name, tier: 'pro', seats_total: 5 },
      admin: { email },
      bypass_billing: true,
    });
    expect(invite.status).toBe(201);
    expect(invite.body.invitation).toMatchObject({ tenant_name: name, role: 'owner' });
    const tenantId = invite.body.invitation.tenant_id;

    const listed = await env.superAdmin.get<TenantList>(
      `/api/super/tenants?q=${encodeURIComponent(name)}`,
    );
    expect(listed.body.items[0]).toMatchObject({
      id: tenantId,
      slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      tier: 'pro',
      seats_total: 5,
      members_count: 0,
    });

    const owner = new ApiClient(env.url);
    const token = new URL(invite.body.signup_url).searchParams.get('invite');
    const signup = await owner.post<{ membership: { tenant_id: string; role: string } }>(
      '/api/auth/signup',
      { name: 'Nora Owner', email, password: PASSWORD, invite: token },
    );
    expect(signup.status).toBe(201);
    expect(signup.body.membership).toMatchObject({ tenant_id: tenantId, role: 'owner' });
    owner.tenantId = tenantId;
    expect((await owner.get('/api/users')).status).toBe(200);

    const created = await audit.waitFor(
      (e) => e.action === 'tenant.created' && e.entity_id === tenantId,
    );
    expect(JSON.parse(created.details_json)).toMatchObject({ bypass_billing: true, tier: 'pro' });
  });

  it('refuses a new tenant without a name or with a bad email, creating nothing', async () => {
    const name = `Never Created ${Date.now()}`;
    const noName = await env.superAdmin.post('/api/super/invitations', {
      tenant: { name: ' ', tier: 'pro' },
      admin: { email: uniqueEmail('x') },
    });
    expect(noName.status).toBe(400);
    const badEmail = await env.superAdmin.post('/api/super/invitations', {
      tenant: { name, tier: 'pro' },
      admin: { email: 'not-an-email' },
    });
    expect(badEmail.status).toBe(400);
    const listed = await env.superAdmin.get<TenantList>(
      `/api/super/tenants?q=${encodeURIComponent(name)}`,
    );
    expect(listed.body.total).toBe(0);
  });
});

describe('operator user management', () => {
  let users: TopicWatch<'portico.events.v1.UserEvent'>;
  beforeAll(async () => {
    users = await watchTopic(TOPICS.identityUser, env.kafkaBrokers);
  });
  afterAll(async () => {
    await users?.stop();
  });

  it('disables an account: its sessions end, it cannot sign in, and enabling lets it back', async () => {
    const { client: owner, email } = await signUpWorkspace(env.url, 'Disabled Co', 'starter');
    const userId = (await owner.get<{ user: { id: string } }>('/api/me')).body.user.id;

    const found = await env.superAdmin.get<{ users: { id: string; status: string }[] }>(
      `/api/users?query=${encodeURIComponent(email)}`,
    );
    expect(found.body.users).toContainEqual(
      expect.objectContaining({ id: userId, status: 'active' }),
    );

    const disable = await put(env.superAdmin, `/api/super/users/${userId}/status`, {
      status: 'disabled',
      reason: 'Abuse report',
    });
    expect(disable.status).toBe(200);
    expect(disable.body).toMatchObject({ user: { id: userId, email, status: 'disabled' } });

    // The gateway refuses the ended sessions once identity's event reaches it.
    await users.waitFor(
      (e) => e.user_id === userId && e.sessions_revoked?.reason === 'account_disabled',
    );
    expect(await refusedWithin(owner, 10_000)).toBe(401);

    const signIn = await new ApiClient(env.url).post('/api/auth/login', {
      email,
      password: PASSWORD,
    });
    expect(signIn.status).toBe(403);
    expect(signIn.body).toMatchObject({
      error: 'This account has been disabled. Please contact support.',
    });
    const listed = await env.superAdmin.get<{ users: { id: string; status: string }[] }>(
      `/api/users?query=${encodeURIComponent(email)}`,
    );
    expect(listed.body.users).toContainEqual(
      expect.objectContaining({ id: userId, status: 'disabled' }),
    );
    const entry = await audit.waitFor(
      (e) => e.action === 'user.disabled' && e.entity_id === userId,
    );
    expect(entry).toMatchObject({ reason: 'Abuse report' });

    expect(
      (await put(env.superAdmin, `/api/super/users/${userId}/status`, { status: 'active' })).status,
    ).toBe(200);
    const back = await new ApiClient(env.url).post('/api/auth/login', {
      email,
      password: PASSWORD,
    });
    expect(back.status).toBe(200);
    await audit.waitFor((e) => e.action === 'user.enabled' && e.entity_id === userId);
  });

  it('is refused to a tenant admin, who cannot disable even their own member', async () => {
    const { client: admin } = await signUpWorkspace(env.url, 'Admin Only Co');
    const { userId } = await inviteMember(admin, 'role2');
    const refused = await put(admin, `/api/super/users/${userId}/status`, { status: 'disabled' });
    expect(refused.status).toBe(403);
    expect((await admin.post(`/api/super/users/${userId}/password-reset`)).status).toBe(403);
  });

  it('sends any user a password reset link', async () => {
    const { client: owner, email } = await signUpWorkspace(env.url, 'Reset Co', 'starter');
    const userId = (await owner.get<{ user: { id: string } }>('/api/me')).body.user.id;
    const reset = await env.superAdmin.post(`/api/super/users/${userId}/password-reset`);
    expect(reset.status).toBe(200);
    expect(reset.body).toMatchObject({ message: 'Password reset link sent' });
    await users.waitFor(
      (e) => e.user_id === userId && e.email === email && Boolean(e.password_reset_requested),
    );
  });
});
