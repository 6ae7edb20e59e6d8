/**
 * Each route turns its validated request into the service call it stands for, and the
 * service's answer into the declared response (the harness checks every answer against its
 * declaration).
 */
import { startRoutesHarness, type Call, type RoutesHarness } from './harness';

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

const called = (method: string): Call | undefined => api.calls.find((c) => c.method === method);

describe('sign-up', () => {
  const fields = { name: 'Fay Founder', email: 'fay@example.com', password: 'correct horse' };

  it('creates the account, starts onboarding with the workspace fields and answers 201', async () => {
    const response = await api.call('POST', '/api/auth/signup', {
      body: { ...fields, companyName: 'Fay & Co', title: 'CEO', plan: 'pro', source: 'ad' },
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      access_token: 'access-token',
      expires_at: '2030-01-01T00:00:00.000Z',
      user: { id: 'user-new', email: 'fay@example.com' },
    });
    expect(called('SignUp')?.request).toMatchObject({
      name: 'Fay Founder',
      email: 'fay@example.com',
      company_name: 'Fay & Co',
      invite: '',
    });
    expect(called('StartOnboarding')?.request).toMatchObject({
      company_name: 'Fay & Co',
      plan: 'pro',
      source: 'ad',
      title: 'CEO',
      email: 'fay@example.com',
    });
  });

  it('sets the refresh token as a cookie only, never in the body', async () => {
    const response = await fetch(`${api.base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'fay@example.com', password: 'correct horse' }),
    });
    expect(response.headers.getSetCookie().join(';')).toContain('refresh-token');
    expect(JSON.stringify(await response.json())).not.toContain('refresh-token');
  });

  it('with an invitation for another email creates nothing', async () => {
    const response = await api.call('POST', '/api/auth/signup', {
      body: { ...fields, invite: 'token-1' },
    });
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ reason: 'invitation_email_mismatch' });
    expect(called('SignUp')).toBeUndefined();
  });

  it('with its invitation joins the tenant and answers the membership', async () => {
    const response = await api.call('POST', '/api/auth/signup', {
      body: { ...fields, email: 'Invited@Example.com', invite: 'token-1' },
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ membership: { tenant_id: 'tenant-1', role: 'client' } });
    expect(called('AcceptInvitation')?.request).toEqual({
      token: 'token-1',
      email: 'Invited@Example.com',
    });
    expect(called('StartOnboarding')).toBeUndefined();
  });
});

it('signs out with 204 and no body', async () => {
  const response = await api.call('POST', '/api/auth/logout');
  expect(response.status).toBe(204);
  expect(called('SignOut')).toBeDefined();
});

describe('onboarding', () => {
  it.each([
    [{ plan: 'pro' }, 0],
    [{ plan: 'pro', adminSeats: 3 }, 3],
  ])('%j asks tenancy for admin_seats %i (0: its default)', async (body, seats) => {
    const response = await api.call('POST', '/api/onboarding-plan', { token: owner, body });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ step: 'branding', plan: 'pro', adminSeats: 2 });
    expect(called('SaveOnboardingPlan')?.request).toEqual({ plan: 'pro', admin_seats: seats });
  });

  it('keeps capabilities the request leaves out on, and turns off the ones set false', async () => {
    await api.call('POST', '/api/onboarding-capabilities', {
      token: owner,
      body: { useForms: false, slackWebhook: 'https://hooks.example.com/x' },
    });
    expect(called('SaveOnboardingCapabilities')?.request).toEqual({
      use_embeds: true,
      use_forms: false,
      use_files: true,
      slack_webhook: 'https://hooks.example.com/x',
      email_from_name: '',
      email_from_address: '',
    });
  });

  it('reports a taken subdomain with its reason', async () => {
    const response = await api.call('POST', '/api/onboarding-check-subdomain', {
      token: owner,
      body: { subdomain: 'taken' },
    });
    expect(response.body).toEqual({ available: false, reason: 'taken' });
  });

  it('verifies a checkout only when given its session', async () => {
    expect((await api.call('GET', '/api/checkout-verify')).body).toEqual({ verified: false });
    expect(called('VerifyCheckout')).toBeUndefined();
    expect((await api.call('GET', '/api/checkout-verify?session_id=cs_1')).body).toEqual({
      verified: true,
      plan: 'pro',
    });
    expect(called('VerifyCheckout')?.request).toEqual({ session_id: 'cs_1' });
  });
});

describe('the signed-in user', () => {
  it('tells the password service whether a confirmation was sent', async () => {
    await api.call('POST', '/api/me/password', {
      token: owner,
      body: { currentPassword: 'old secret', newPassword: 'new secret' },
    });
    expect(called('ChangePassword')?.request).toEqual({
      current_password: 'old secret',
      new_password: 'new secret',
      confirm_password: '',
      has_confirm_password: false,
    });
  });

  it('saves a profile whose LinkedIn was cleared (null)', async () => {
    const response = await api.call('PUT', '/api/profile', {
      token: owner,
      body: { first_name: 'Ada', last_name: 'Byron', linkedin: null },
    });
    expect(response.body).toMatchObject({ first_name: 'Ada', message: 'Contact info updated!' });
    expect(called('UpdateProfile')?.request).toEqual({
      first_name: 'Ada',
      last_name: 'Byron',
      phone: '',
      linkedin: '',
      // Absent: identity keeps the colour already chosen.
      profile_color: '',
      // Absent: identity keeps the language already chosen.
      locale: '',
      has_locale: false,
      language_only: false,
    });
  });

  it('sends a body naming only the language as a language-only change', async () => {
    await api.call('PUT', '/api/profile', { token: owner, body: { locale: 'es' } });
    expect(called('UpdateProfile')?.request).toMatchObject({
      locale: 'es',
      has_locale: true,
      language_only: true,
    });
    api.calls.length = 0;
    await api.call('PUT', '/api/profile', {
      token: owner,
      body: { first_name: 'Ada', last_name: 'Byron', locale: null },
    });
    expect(called('UpdateProfile')?.request).toMatchObject({
      first_name: 'Ada',
      locale: '',
      has_locale: true,
      language_only: false,
    });
  });

  it('refuses a language without a catalogue before asking identity', async () => {
    const response = await api.call('PUT', '/api/profile', {
      token: owner,
      body: { locale: 'fr' },
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: 'Language must be one of: en, es' });
    expect(called('UpdateProfile')).toBeUndefined();
  });

  it('answers /api/me with the first active membership when no tenant is sent', async () => {
    const response = await api.call('GET', '/api/me', { token: owner });
    expect(response.body).toMatchObject({
      user: { id: 'owner' },
      role: 'admin',
      tenant_id: 'acme',
      impersonating: false,
      memberships: [{ tenant_id: 'acme', role: 'admin', status: 'active' }],
    });
  });
});

describe('accounts and the console', () => {
  it('sends a member a reset link at the configured address after checking the membership', async () => {
    const response = await api.call('POST', '/api/admin-reset-password', {
      token: owner,
      tenant: 'acme',
      body: { user_id: 'user-7', new_password: 'ignored' },
    });
    expect(response.body).toEqual({ message: 'Password reset link sent' });
    expect(called('GetMembership')?.request).toEqual({ user_id: 'user-7' });
    expect(called('RequestPasswordReset')?.request).toEqual({
      user_id: 'user-7',
      email: '',
      reset_base_url: 'http://portal.test/reset-password',
    });
  });

  it('starts an impersonation for the target and reason given', async () => {
    const response = await api.call('POST', '/api/impersonate/start', {
      token: superAdmin,
      body: { targetUserId: 'user-9', reason: 'Support request' },
    });
    expect(response.body).toMatchObject({ impersonating: true, user: { id: 'user-9' } });
    expect(called('StartImpersonation')?.request).toEqual({
      target_user_id: 'user-9',
      reason: 'Support request',
    });
  });

  it('searches users by the query parameter', async () => {
    const response = await api.call('GET', '/api/users?query=nine', { token: superAdmin });
    expect(response.body).toMatchObject({
      users: [
        {
          id: 'user-9',
          email: 'nine@example.com',
          role: 'user',
          workspaces: [{ tenant_id: 'tenant-1', tenant_name: 'Acme', role_label: 'Client' }],
        },
      ],
      total: 1,
    });
    expect(called('SearchUsers')?.request).toEqual({ query: 'nine', limit: 20 });
    expect(called('ListPlatformUserWorkspaces')?.request).toEqual({ user_ids: ['user-9'] });
  });

  it('answers 404 for the branding of an unknown host', async () => {
    const response = await api.call('GET', '/api/public/branding?host=nowhere.localhost');
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ reason: 'tenant_not_found' });
    expect((await api.call('GET', '/api/public/branding?host=acme.localhost')).body).toMatchObject({
      name: 'Acme',
      subdomain: 'acme',
    });
  });
});
