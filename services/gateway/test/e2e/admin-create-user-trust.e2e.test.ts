/**
 * Admin-create-user tells no admin whether an address has an account, and leaves no orphan
 * (issue 24 item 7). Failed before the fix: a bad role left an account behind that blocked the
 * real person's sign-up, and an address with an account anywhere was answered 409 to any admin.
 */
import { TOPICS } from '@portico/proto';
import { ApiClient, PASSWORD, uniqueEmail } from '../support/client';
import { watchTopic, type TopicWatch } from '../support/events';
import { signUpWorkspace } from '../support/journeys';
import { useE2eStack } from '../support/prologue';

jest.setTimeout(180_000);

const env = useE2eStack();
let memberships: TopicWatch<'portico.events.v1.MembershipEvent'>;
let users: TopicWatch<'portico.events.v1.UserEvent'>;
beforeAll(async () => {
  memberships = await watchTopic(TOPICS.tenancyMembership, env.kafkaBrokers);
  users = await watchTopic(TOPICS.identityUser, env.kafkaBrokers);
});
afterAll(async () => {
  await memberships?.stop();
  await users?.stop();
});

it('refuses a role the workspace does not have before any account exists, so the person can still sign up', async () => {
  const { client: admin } = await signUpWorkspace(env.url);
  const email = uniqueEmail('orphan');
  const refused = await admin.post<{ error: string }>('/api/admin-create-user', {
    email,
    full_name: 'Olga Orphan',
    role: 'no-such-role',
  });
  expect(refused.status).toBe(400);
  expect(refused.body.error).toMatch(/^Invalid role "no-such-role"\. Please use one of: /);
  const signup = await new ApiClient(env.url).post('/api/auth/signup', {
    name: 'Olga Orphan',
    email,
    password: PASSWORD,
    companyName: 'Olga Co',
  });
  expect(signup.status).toBe(201);
});

it('answers an address that has an account elsewhere as a new one, and mails its owner an invitation instead', async () => {
  const { email: elsewhere } = await signUpWorkspace(env.url, 'Elsewhere Co');
  const { client: admin } = await signUpWorkspace(env.url, 'Curious Co');
  const fresh = uniqueEmail('fresh');
  const asNew = await admin.post<{ user: object; status: string }>('/api/admin-create-user', {
    email: fresh,
    full_name: 'Nina New',
    role: 'role2',
  });
  const existing = await admin.post<{ user: object; status: string }>('/api/admin-create-user', {
    email: elsewhere,
    full_name: 'Nina New',
    role: 'role2',
  });
  expect([asNew.status, existing.status]).toEqual([201, 201]);
  expect(Object.keys(existing.body.user).sort()).toEqual(Object.keys(asNew.body.user).sort());
  expect(existing.body).toMatchObject({
    user: { email: elsewhere, first_name: 'Nina', last_name: 'New' },
    status: 'pending',
  });
  // Its owner gets an invitation by email, never a set-password link to their own account.
  const invited = await memberships.waitFor((e) => e.invited?.email === elsewhere);
  expect(invited.invited?.invite_url).toContain('invite=');
  await users.waitFor((e) => e.kind === 'account_setup_requested' && e.email === fresh);
  expect(
    users.matching((e) => e.kind === 'account_setup_requested' && e.email === elsewhere),
  ).toEqual([]);
});
