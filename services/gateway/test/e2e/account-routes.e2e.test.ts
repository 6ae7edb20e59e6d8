/**
 * What the session, sign-up and account-administration routes do for a caller who may use
 * them (the authorization matrix checks who may; this checks what happens): the current
 * session, checkout verification, onboarding's first step, and a tenant admin creating a user
 * or sending a member a reset link.
 */
import { TOPICS } from '@portico/proto';
import { ApiClient, PASSWORD, uniqueEmail } from '../support/client';
import { watchTopic, type TopicWatch } from '../support/events';
import { inviteMember, signUpWorkspace } from '../support/journeys';
import { useE2eStack } from '../support/prologue';
import { PUBLIC_URL, SUPER_ADMIN } from '../support/stack';

jest.setTimeout(180_000);

const env = useE2eStack();
let userEvents: TopicWatch<'portico.events.v1.UserEvent'>;
beforeAll(async () => {
  userEvents = await watchTopic(TOPICS.identityUser, env.kafkaBrokers);
});
afterAll(async () => {
  await userEvents?.stop();
});

async function signIn(email: string, password: string) {
  const browser = new ApiClient(env.url);
  return { browser, status: (await browser.post('/api/auth/login', { email, password })).status };
}

describe('GET /api/auth/session', () => {
  it('names the signed-in user and their session, and says whether they impersonate', async () => {
    const { client, email } = await signUpWorkspace(env.url);
    const me = await client.get<{ user: { id: string } }>('/api/me');
    const session = await client.get('/api/auth/session');
    expect(session.status).toBe(200);
    expect(session.body).toEqual({
      user: { id: me.body.user.id, email },
      session_id: expect.any(String),
      isSuperAdmin: false,
      impersonator_id: null,
    });

    const superAdmin = new ApiClient(env.url);
    await superAdmin.post('/api/auth/login', SUPER_ADMIN);
    const superSession = (await superAdmin.get<{ isSuperAdmin: boolean }>('/api/auth/session'))
      .body;
    expect(superSession.isSuperAdmin).toBe(true);
    await superAdmin.post('/api/impersonate/start', {
      targetUserId: me.body.user.id,
      reason: 'session check',
    });
    const acting = await superAdmin.get('/api/auth/session');
    expect(acting.body).toMatchObject({
      user: { id: me.body.user.id, email },
      isSuperAdmin: false,
      impersonator_id: expect.any(String),
    });
  });
});

describe('GET /api/checkout-verify', () => {
  it('answers a return from sign-up without a checkout session as not verified', async () => {
    const answer = await new ApiClient(env.url).get('/api/checkout-verify');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ verified: false });
  });
});

describe('POST /api/onboarding-start', () => {
  it('starts onboarding with the sign-up fields, and the status shows them', async () => {
    const browser = new ApiClient(env.url);
    const signup = await browser.post('/api/auth/signup', {
      name: 'Sam Starter',
      email: uniqueEmail('starter'),
      password: PASSWORD,
      companyName: 'Placeholder Ltd',
    });
    expect(signup.status).toBe(201);
    const start = await browser.post('/api/onboarding-start', {
      companyName: 'Starter Studio',
      title: 'Founder',
      plan: 'advanced',
      source: 'search',
    });
    expect(start.status).toBe(200);
    expect(start.body).toMatchObject({ started: true, companyName: 'Starter Studio' });
    const status = await browser.get('/api/onboarding-status');
    expect(status.body).toMatchObject({
      started: true,
      ready: false,
      companyName: 'Starter Studio',
    });
  });
});

describe('POST /api/admin-create-user', () => {
  it('creates a pending member whose password is never the one the admin sent', async () => {
    const { client: admin } = await signUpWorkspace(env.url);
    const email = uniqueEmail('created');
    const created = await admin.post<{ user: { id: string; email: string }; status: string }>(
      '/api/admin-create-user',
      {
        email,
        password: 'chosen by the admin',
        full_name: 'Cora Created',
        title: 'Analyst',
        email_confirm: true,
      },
    );
    expect(created.status).toBe(201);
    expect(created.body.user).toMatchObject({ email, first_name: 'Cora', last_name: 'Created' });
    expect(created.body.status).toBe('pending');
    // The person sets a password through the emailed link (remainders-admin-created-user).
    expect((await signIn(email, 'chosen by the admin')).status).toBe(401);

    const again = await admin.post('/api/admin-create-user', {
      email,
      password: 'another password',
    });
    expect(again.status).toBe(409);
  });
});

describe('POST /api/admin-reset-password', () => {
  it('sends a member of the tenant a reset link and leaves their password as it was', async () => {
    const { client: admin } = await signUpWorkspace(env.url);
    const member = await inviteMember(admin, 'role2');
    const reset = await admin.post('/api/admin-reset-password', {
      user_id: member.userId,
      // The screen sends a temporary password (docs/product.md §7); it must never be set.
      new_password: 'TempPass123!',
    });
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({ message: 'Password reset link sent' });
    expect((await signIn(member.email, 'TempPass123!')).status).toBe(401);
    expect((await signIn(member.email, PASSWORD)).status).toBe(200);

    const event = await userEvents.waitFor(
      (e) => e.kind === 'password_reset_requested' && e.email === member.email,
    );
    const link = new URL(event.password_reset_requested?.reset_url ?? '');
    expect(`${link.origin}${link.pathname}`).toBe(`${PUBLIC_URL}/reset-password`);
    const done = await new ApiClient(env.url).post('/api/reset-password', {
      token: link.searchParams.get('token'),
      password: 'member picked this',
    });
    expect(done.status).toBe(200);
    expect((await signIn(member.email, 'member picked this')).status).toBe(200);
  });
});
