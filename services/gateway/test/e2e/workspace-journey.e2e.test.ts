/**
 * The new-workspace journey and the member journey through the gateway (issue 3 "Tests that
 * must exist"), on real PostgreSQL and the Kafka-protocol broker.
 */
import { TOPICS } from '@portico/proto';
import { ApiClient, PASSWORD, uniqueEmail } from '../support/client';
import { watchTopic } from '../support/events';
import { inviteMember, signUpWorkspace } from '../support/journeys';
import { useE2eStack } from '../support/prologue';

jest.setTimeout(120_000);

const env = useE2eStack();

interface Me {
  user: { id: string; email: string };
  role: string;
  isSuperAdmin: boolean;
  memberships: { tenant_id: string; tenant_name: string; role: string; status: string }[];
}

describe('new workspace: sign up → onboarding in order → provision → sign in', () => {
  it('ends with the owner membership and the effective role admin', async () => {
    const browser = new ApiClient(env.url);
    const email = uniqueEmail('founder');
    const signup = await browser.post('/api/auth/signup', {
      name: 'Fay Founder',
      email,
      password: PASSWORD,
      companyName: 'Fay & Co',
      title: 'CEO',
    });
    expect(signup.status).toBe(201);
    expect(signup.body).toMatchObject({
      user: { email },
      access_token: expect.any(String),
      expires_at: expect.any(String),
    });
    expect(browser.refreshCookie).toBeDefined();

    // Before any membership: no tenant, role client, and onboarding waits at the plan step.
    const before = await browser.get<Me>('/api/me');
    expect(before.body).toMatchObject({ role: 'client', isSuperAdmin: false, memberships: [] });
    const started = await browser.get('/api/onboarding-status');
    expect(started.body).toMatchObject({ step: 'plan', ready: false, companyName: 'Fay & Co' });

    // Steps out of order are refused and change nothing.
    const early = await browser.post('/api/onboarding-branding', { subdomain: 'fay-co' });
    expect(early.status).toBe(422);
    expect(early.body).toMatchObject({ code: 'FAILED_PRECONDITION', reason: 'step_out_of_order' });
    expect((await browser.post('/api/onboarding-provision')).status).toBe(422);
    expect((await browser.get('/api/onboarding-status')).body).toMatchObject({ step: 'plan' });

    expect(
      (await browser.post('/api/onboarding-plan', { plan: 'pro', adminSeats: 2 })).body,
    ).toMatchObject({
      step: 'branding',
      plan: 'pro',
    });

    const subdomain = `fay-${Date.now().toString(36)}`;
    expect(
      (await browser.post('/api/onboarding-check-subdomain', { subdomain: 'a' })).body,
    ).toEqual({
      available: false,
      reason: 'invalid',
    });
    expect(
      (await browser.post('/api/onboarding-check-subdomain', { subdomain })).body,
    ).toMatchObject({ available: true });
    const malformed = await browser.post('/api/onboarding-branding', { subdomain: 'fay--co' });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ error: 'Invalid subdomain format.' });

    expect(
      (await browser.post('/api/onboarding-branding', { subdomain: subdomain.toUpperCase() })).body,
    ).toMatchObject({
      step: 'capabilities',
      branding: { subdomain },
    });
    expect(
      (await browser.post('/api/onboarding-capabilities', { useEmbeds: true })).body,
    ).toMatchObject({ step: 'review' });

    const provision = await browser.post<{ ready: boolean; tenant_id: string }>(
      '/api/onboarding-provision',
    );
    expect(provision.status).toBe(200);
    expect(provision.body.ready).toBe(true);
    const tenantId = provision.body.tenant_id;
    expect(tenantId).toMatch(/^[0-9a-f-]{36}$/);
    expect((await browser.get('/api/onboarding-status')).body).toMatchObject({
      step: 'ready',
      ready: true,
      tenant_id: tenantId,
    });

    // The subdomain is now taken for everyone else.
    const other = await signUpWorkspace(env.url);
    expect(
      (await other.client.post('/api/onboarding-check-subdomain', { subdomain })).body,
    ).toEqual({
      available: false,
      reason: 'taken',
    });

    // Sign in again from a fresh browser.
    const later = new ApiClient(env.url);
    const login = await later.post('/api/auth/login', { email, password: PASSWORD });
    expect(login.status).toBe(200);
    const me = await later.get<Me>('/api/me');
    expect(me.body).toMatchObject({
      user: { email, first_name: 'Fay', last_name: 'Founder' },
      role: 'admin',
      isSuperAdmin: false,
      memberships: [
        { tenant_id: tenantId, tenant_name: 'Fay & Co', role: 'owner', status: 'active' },
      ],
    });

    later.tenantId = tenantId;
    const config = await later.get('/api/tenant-config');
    expect(config.body).toMatchObject({
      name: 'Fay & Co',
      brand_color: '#2563eb',
      role_labels: { admin: 'Admin', role1: 'Team Member', role2: 'Client', role3: 'Guest' },
      role_colors: { admin: 'blue', role1: 'purple', role2: 'green', role3: 'gray' },
    });
    const roles = await later.get<{ roles: { role_key: string }[] }>('/api/tenant-roles');
    expect(roles.body.roles.map((r) => r.role_key)).toEqual(['admin', 'role1', 'role2', 'role3']);
    expect(
      (await later.get(`/api/public/branding?host=${subdomain}.localhost`)).body,
    ).toMatchObject({ name: 'Fay & Co' });
  });

  it('refuses a second account for the same email in another case with 409', async () => {
    const email = uniqueEmail('twice');
    await new ApiClient(env.url).post('/api/auth/signup', {
      name: 'A B',
      email,
      password: PASSWORD,
      companyName: 'X',
    });
    const again = await new ApiClient(env.url).post('/api/auth/signup', {
      name: 'A B',
      email: email.toUpperCase(),
      password: PASSWORD,
      companyName: 'X',
    });
    expect(again.status).toBe(409);
  });

  it.each([
    [
      { name: 'A B', email: 'not-an-email', password: PASSWORD, companyName: 'X' },
      'Please enter a valid email address',
    ],
    [
      { name: 'A B', email: 'short@example.com', password: '1234567', companyName: 'X' },
      'Password must be at least 8 characters',
    ],
    [
      { name: 'A B', email: 'nocompany@example.com', password: PASSWORD },
      'Company name is required',
    ],
    [{ name: 'A B' }, 'You must provide either an email or phone number and a password'],
  ])('refuses sign-up %j with 400 and %j', async (body, message) => {
    const response = await new ApiClient(env.url).post('/api/auth/signup', body);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: message, code: 'INVALID_ARGUMENT' });
  });

  it('refuses a wrong password and an unknown user alike with 401', async () => {
    const { email } = await signUpWorkspace(env.url);
    for (const body of [
      { email, password: 'wrong password' },
      { email: uniqueEmail('nobody'), password: PASSWORD },
    ]) {
      const response = await new ApiClient(env.url).post('/api/auth/login', body);
      expect(response.status).toBe(401);
      expect(response.body).toMatchObject({
        error: 'Invalid login credentials',
        code: 'UNAUTHENTICATED',
      });
    }
  });
});

describe('member joins by invitation', () => {
  it('admin invites → invitee signs up with the token → membership exists and /api/me shows it', async () => {
    const { client: admin, tenantId } = await signUpWorkspace(env.url, 'Beacon Agency');
    const invite = await admin.post<{ signup_url: string; message: string }>('/api/invite', {
      email: 'Client.Person@Example.com',
      role: 'role2',
    });
    expect(invite.status).toBe(201);
    expect(invite.body.message).toBe('Invitation sent successfully!');
    const signupUrl = new URL(invite.body.signup_url);
    expect(signupUrl.origin).toBe('http://portal.portico.test');
    expect(signupUrl.searchParams.get('member')).toBe('true');
    const token = signupUrl.searchParams.get('invite') ?? '';
    expect(Buffer.from(token, 'base64url').length * 8).toBeGreaterThanOrEqual(128);

    // Someone else holding the link cannot use it for another email, and nothing is created.
    const stranger = new ApiClient(env.url);
    const wrongEmail = await stranger.post('/api/auth/signup', {
      name: 'Eve',
      email: uniqueEmail('eve'),
      password: PASSWORD,
      invite: token,
    });
    expect(wrongEmail.status).toBe(403);

    const invitee = new ApiClient(env.url);
    const signup = await invitee.post('/api/auth/signup', {
      name: 'Cleo Client',
      email: 'client.person@example.com',
      password: PASSWORD,
      invite: token,
    });
    expect(signup.status).toBe(201);
    expect(signup.body).toMatchObject({ membership: { tenant_id: tenantId, role: 'member' } });

    const me = await invitee.get<Me>('/api/me');
    expect(me.body).toMatchObject({
      role: 'role2',
      memberships: [
        { tenant_id: tenantId, tenant_name: 'Beacon Agency', role: 'member', status: 'active' },
      ],
    });

    // The token is spent.
    const reused = await invitee.post('/api/public/invitations/accept', { token });
    expect(reused.status).toBe(409);
    expect(reused.body).toMatchObject({ error: 'This invitation has already been accepted.' });
  });

  it('an existing user accepts an invitation once signed in', async () => {
    const { client: admin, tenantId } = await signUpWorkspace(env.url);
    const other = await signUpWorkspace(env.url);
    const invite = await admin.post<{ signup_url: string }>('/api/invite', {
      email: other.email,
      role: 'role1',
    });
    const token = new URL(invite.body.signup_url).searchParams.get('invite') ?? '';
    other.client.tenantId = undefined;
    const accepted = await other.client.post('/api/public/invitations/accept', { token });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ tenant_id: tenantId, role: 'member', role_key: 'role1' });
    const me = await other.client.get<Me>('/api/me');
    expect(me.body.memberships.map((m) => m.tenant_id)).toContain(tenantId);
  });

  it('two concurrent accepts of one invitation: exactly one wins', async () => {
    const { client: admin } = await signUpWorkspace(env.url);
    const invitee = await signUpWorkspace(env.url);
    const invite = await admin.post<{ signup_url: string }>('/api/invite', {
      email: invitee.email,
      role: 'role3',
    });
    const token = new URL(invite.body.signup_url).searchParams.get('invite') ?? '';
    invitee.client.tenantId = undefined;
    const results = await Promise.all([
      invitee.client.post('/api/public/invitations/accept', { token }),
      invitee.client.post('/api/public/invitations/accept', { token }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it('refuses an unknown invitation token with 404 and the spec-style message', async () => {
    const { client } = await signUpWorkspace(env.url);
    const response = await client.post('/api/public/invitations/accept', { token: 'x'.repeat(43) });
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ error: 'This invitation is invalid or has expired.' });
  });

  it('a member inviting gets 403 and no invitation is made', async () => {
    const audit = await watchTopic(TOPICS.audit, env.kafkaBrokers);
    try {
      const { client: admin, tenantId } = await signUpWorkspace(env.url);
      const member = await inviteMember(admin, 'role2');
      const refused = uniqueEmail('refused');
      const response = await member.client.post('/api/invite', { email: refused, role: 'admin' });
      expect(response.status).toBe(403);

      // The tenant's audit entries arrive in order: once the admin's later invitation is
      // there, an invitation made by the member's request would have arrived before it.
      const later = uniqueEmail('later');
      expect((await admin.post('/api/invite', { email: later, role: 'role2' })).status).toBe(201);
      const invitedIn =
        (email: string) => (e: { action: string; tenant_id: string; details_json: string }) =>
          e.action === 'membership.invited' &&
          e.tenant_id === tenantId &&
          e.details_json.includes(email);
      await audit.waitFor(invitedIn(later));
      expect(audit.matching(invitedIn(refused))).toEqual([]);
    } finally {
      await audit.stop();
    }
  });

  it('an invitation with a role outside the tenant roles is refused with the spec message', async () => {
    const { client: admin } = await signUpWorkspace(env.url);
    const response = await admin.post('/api/invite', { email: uniqueEmail('x'), role: 'boss' });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      error: 'Invalid role "boss". Please use one of: admin, role1, role2, role3',
    });
  });
});
