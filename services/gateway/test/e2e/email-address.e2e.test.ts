/**
 * Email addresses are proven, never taken on trust: a new account gets a confirmation link,
 * an invitation link that went only by email proves the address it was sent to, and changing the sign-in email needs
 * the current password and takes effect only when the link mailed to the new address opens.
 */
import { TOPICS } from '@portico/proto';
import { ApiClient, PASSWORD, uniqueEmail } from '../support/client';
import { watchTopic, type TopicWatch } from '../support/events';
import { signUpWorkspace } from '../support/journeys';
import { useE2eStack } from '../support/prologue';
import { PUBLIC_URL } from '../support/stack';

jest.setTimeout(120_000);

const env = useE2eStack();
let userEvents: TopicWatch<'portico.events.v1.UserEvent'>;
let memberships: TopicWatch<'portico.events.v1.MembershipEvent'>;
beforeAll(async () => {
  userEvents = await watchTopic(TOPICS.identityUser, env.kafkaBrokers);
  memberships = await watchTopic(TOPICS.tenancyMembership, env.kafkaBrokers);
});
afterAll(async () => {
  await userEvents?.stop();
  await memberships?.stop();
});

interface Me {
  user: { email: string; email_verified: boolean };
}

const tokenOf = (url: string) => new URL(url).searchParams.get('token') ?? '';

async function signIn(email: string, password = PASSWORD) {
  return new ApiClient(env.url).post('/api/auth/login', { email, password });
}

describe('sign-up confirmation', () => {
  it('a new owner can work before confirming; the mailed link confirms the address once', async () => {
    const { client, email } = await signUpWorkspace(env.url);
    expect((await client.get<Me>('/api/me')).body.user.email_verified).toBe(false);

    const event = await userEvents.waitFor(
      (e) => e.kind === 'email_verification_requested' && e.email === email,
    );
    const link = new URL(event.email_verification_requested?.verify_url ?? '');
    expect(`${link.origin}${link.pathname}`).toBe(`${PUBLIC_URL}/verify-email`);

    const confirmed = await new ApiClient(env.url).post('/api/auth/confirm-email', {
      token: tokenOf(link.toString()),
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ purpose: 'verify', email });
    expect((await client.get<Me>('/api/me')).body.user.email_verified).toBe(true);

    const again = await new ApiClient(env.url).post('/api/auth/confirm-email', {
      token: tokenOf(link.toString()),
    });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({
      error: 'This confirmation link is invalid or has expired.',
    });
  });

  it('"send again" mails a new link and the older one stops working', async () => {
    const { client, email } = await signUpWorkspace(env.url);
    const first = await userEvents.waitFor(
      (e) => e.kind === 'email_verification_requested' && e.email === email,
    );
    const resent = await client.post('/api/me/email/verification');
    expect(resent.status).toBe(200);
    const firstUrl = first.email_verification_requested?.verify_url ?? '';
    const second = await userEvents.waitFor(
      (e) =>
        e.kind === 'email_verification_requested' &&
        e.email === email &&
        e.email_verification_requested?.verify_url !== firstUrl,
    );
    const old = await client.post('/api/auth/confirm-email', { token: tokenOf(firstUrl) });
    expect(old.status).toBe(400);
    const fresh = await client.post('/api/auth/confirm-email', {
      token: tokenOf(second.email_verification_requested?.verify_url ?? ''),
    });
    expect(fresh.status).toBe(200);
  });

  it('signing up from an invitation link that went only by email proves the invited address', async () => {
    const { client: admin } = await signUpWorkspace(env.url);
    const email = uniqueEmail('invitee');
    await admin.post('/api/invite', { email, role: 'role1', share_link: false });
    // The link the invitation email carries; a link the inviter was shown proves nothing
    // (invitation-proof.e2e.test.ts).
    const invited = await memberships.waitFor((e) => e.invited?.email === email);
    const token = new URL(invited.invited?.invite_url ?? '').searchParams.get('invite') ?? '';
    const invitee = new ApiClient(env.url);
    const signup = await invitee.post('/api/auth/signup', {
      name: 'Ivy Invitee',
      email,
      password: PASSWORD,
      invite: token,
    });
    expect(signup.status).toBe(201);
    expect((await invitee.get<Me>('/api/me')).body.user.email_verified).toBe(true);
  });
});

describe('changing the sign-in email', () => {
  it('is refused without the current password, and with a wrong one, changing nothing', async () => {
    const { client, email } = await signUpWorkspace(env.url);
    const next = uniqueEmail('moved');
    const without = await client.post('/api/me/email', { email: next });
    expect(without.status).toBe(401);
    expect(without.body).toMatchObject({ error: 'Current password is incorrect.' });
    const wrong = await client.post('/api/me/email', {
      email: next,
      currentPassword: 'not my password',
    });
    expect(wrong.status).toBe(401);
    expect((await client.get<Me>('/api/me')).body.user.email).toBe(email);
    expect((await signIn(email)).status).toBe(200);
  });

  it('with the current password changes nothing until the link to the new address is opened', async () => {
    const { client, email } = await signUpWorkspace(env.url);
    const next = uniqueEmail('moved');
    const asked = await client.post('/api/me/email', { email: next, currentPassword: PASSWORD });
    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({
      message: 'Email updated! Please check your inbox to confirm.',
      user: { email },
    });
    // Until confirmed: the old address still signs in, the new one does not.
    expect((await client.get<Me>('/api/me')).body.user.email).toBe(email);
    expect((await signIn(email)).status).toBe(200);
    expect((await signIn(next)).status).toBe(401);

    const event = await userEvents.waitFor(
      (e) => e.kind === 'email_change_requested' && e.email_change_requested?.new_email === next,
    );
    // The event goes to the old address (the notice) and names the new one (the link).
    expect(event.email).toBe(email);
    const link = new URL(event.email_change_requested?.confirm_url ?? '');
    expect(`${link.origin}${link.pathname}`).toBe(`${PUBLIC_URL}/confirm-email`);

    const confirmed = await new ApiClient(env.url).post('/api/auth/confirm-email', {
      token: tokenOf(link.toString()),
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ purpose: 'change', email: next });
    expect((await signIn(next)).status).toBe(200);
    expect((await signIn(email)).status).toBe(401);
    const me = await client.get<Me>('/api/me');
    expect(me.body.user).toMatchObject({ email: next, email_verified: true });

    const again = await new ApiClient(env.url).post('/api/auth/confirm-email', {
      token: tokenOf(link.toString()),
    });
    expect(again.status).toBe(400);
  });

  it("refuses another account's address with the spec's message", async () => {
    const { client } = await signUpWorkspace(env.url);
    const other = await signUpWorkspace(env.url);
    const taken = await client.post('/api/me/email', {
      email: other.email,
      currentPassword: PASSWORD,
    });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ error: 'An account with this email already exists' });
  });
});
