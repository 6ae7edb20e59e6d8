/**
 * Holding an invitation token is not proof of an address (issue 24 item 2). `POST /api/invite`
 * answers the inviter the link, so any admin of any workspace could invite someone else's
 * address and sign up with it, getting a verified account in that person's name (which a later
 * "Continue with Google" would have linked). A link the inviter saw makes an account that
 * confirms its address by email, and the CRM says so; a link that went only by email proves it.
 * These tests failed before the fix: every invitation sign-up and acceptance was verified.
 */
import { TOPICS } from '@portico/proto';
import { ApiClient, PASSWORD, uniqueEmail } from '../support/client';
import { watchTopic, type TopicWatch } from '../support/events';
import { signUpWorkspace } from '../support/journeys';
import { useE2eStack } from '../support/prologue';

jest.setTimeout(120_000);

const env = useE2eStack();
let memberships: TopicWatch<'portico.events.v1.MembershipEvent'>;
beforeAll(async () => {
  memberships = await watchTopic(TOPICS.tenancyMembership, env.kafkaBrokers);
});
afterAll(async () => {
  await memberships?.stop();
});

interface Me {
  user: { id: string; email_verified: boolean };
}
interface UsersPage {
  users: { id: string; email: string; email_confirmed: boolean }[];
}

const tokenOf = (url: string) => new URL(url).searchParams.get('invite') ?? '';

/** The link the invitation email carries (notifications mails the event's invite_url). */
async function mailedLink(email: string): Promise<string> {
  const event = await memberships.waitFor((e) => e.invited?.email === email);
  return event.invited?.invite_url ?? '';
}

async function signUpWith(email: string, token: string) {
  const client = new ApiClient(env.url);
  const signup = await client.post<{ user: { id: string } }>('/api/auth/signup', {
    name: 'Ivy Invitee',
    email,
    password: PASSWORD,
    invite: token,
  });
  expect(signup.status).toBe(201);
  return client;
}

async function crmRow(admin: ApiClient, email: string) {
  const page = await admin.get<UsersPage>(`/api/users?search=${encodeURIComponent(email)}`);
  return page.body.users.find((u) => u.email === email);
}

describe('an invitation link the inviter was shown', () => {
  it('makes an account that stays unconfirmed, marked in the CRM, until its owner confirms by email', async () => {
    const { client: admin } = await signUpWorkspace(env.url);
    const victim = uniqueEmail('victim');
    const invite = await admin.post<{ signup_url: string }>('/api/invite', {
      email: victim,
      role: 'role1',
    });
    expect(invite.status).toBe(201);
    expect(invite.body.signup_url).toContain('invite=');

    const squatter = await signUpWith(victim, tokenOf(invite.body.signup_url));
    expect((await squatter.get<Me>('/api/me')).body.user.email_verified).toBe(false);
    expect(await crmRow(admin, victim)).toMatchObject({ email_confirmed: false });
  });

  it('does not prove the address of an existing account that accepts it', async () => {
    const { client: admin } = await signUpWorkspace(env.url);
    // An account on someone's address, never confirmed (a squatter's own workspace sign-up).
    const { client: squatter, email } = await signUpWorkspace(env.url);
    const invite = await admin.post<{ signup_url: string }>('/api/invite', {
      email,
      role: 'role1',
    });
    const accepted = await squatter.post('/api/public/invitations/accept', {
      token: tokenOf(invite.body.signup_url),
    });
    expect(accepted.status).toBe(200);
    expect((await squatter.get<Me>('/api/me')).body.user.email_verified).toBe(false);
  });
});

describe('an invitation that went by email only', () => {
  it('shows the inviter no link, and signing up from the mailed link proves the address', async () => {
    const { client: admin } = await signUpWorkspace(env.url);
    const email = uniqueEmail('invitee');
    const invite = await admin.post<{ signup_url: string }>('/api/invite', {
      email,
      role: 'role1',
      share_link: false,
    });
    expect(invite.status).toBe(201);
    expect(invite.body.signup_url).toBe('');

    const invitee = await signUpWith(email, tokenOf(await mailedLink(email)));
    expect((await invitee.get<Me>('/api/me')).body.user.email_verified).toBe(true);
    expect(await crmRow(admin, email)).toMatchObject({ email_confirmed: true });
  });
});
