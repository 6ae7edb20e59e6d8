/**
 * Password and email through the gateway: the forgot-password link (sent as an event for
 * the notifications service to mail) used once, and changes from the settings page with the
 * spec's messages.
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
beforeAll(async () => {
  userEvents = await watchTopic(TOPICS.identityUser, env.kafkaBrokers);
});
afterAll(async () => {
  await userEvents?.stop();
});

describe('forgot password', () => {
  it('publishes a single-use reset link for the notifications service to mail, and the link sets a new password', async () => {
    const { email } = await signUpWorkspace(env.url);
    const browser = new ApiClient(env.url);
    const forgot = await browser.post('/api/forgot-password', { email: email.toUpperCase() });
    expect(forgot.status).toBe(200);
    expect(forgot.body).toEqual({
      message: 'If an account exists for that email, a reset link has been sent.',
    });

    const event = await userEvents.waitFor(
      (e) => e.kind === 'password_reset_requested' && e.email === email,
    );
    const link = new URL(event.password_reset_requested?.reset_url ?? '');
    expect(`${link.origin}${link.pathname}`).toBe(`${PUBLIC_URL}/reset-password`);
    const expiresIn = Date.parse(event.password_reset_requested?.expires_at ?? '') - Date.now();
    expect(expiresIn).toBeGreaterThan(29 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(30 * 60_000);
    const token = link.searchParams.get('token') ?? '';

    const reset = await browser.post('/api/reset-password', {
      token,
      password: 'a brand new secret',
    });
    expect(reset.status).toBe(200);
    expect(
      (await new ApiClient(env.url).post('/api/auth/login', { email, password: PASSWORD })).status,
    ).toBe(401);
    expect(
      (
        await new ApiClient(env.url).post('/api/auth/login', {
          email,
          password: 'a brand new secret',
        })
      ).status,
    ).toBe(200);

    const reused = await browser.post('/api/reset-password', {
      token,
      password: 'yet another secret',
    });
    expect(reused.status).toBe(400);
    expect(reused.body).toMatchObject({
      error: 'This password reset link is invalid or has expired.',
    });
  });

  it('answers an unknown email exactly like a known one', async () => {
    const response = await new ApiClient(env.url).post('/api/forgot-password', {
      email: uniqueEmail('ghost'),
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      message: 'If an account exists for that email, a reset link has been sent.',
    });
  });

  it('requires an email', async () => {
    const response = await new ApiClient(env.url).post('/api/forgot-password', {});
    expect(response.status).toBe(400);
  });

  it('refuses an admin a reset link for a user outside their tenant', async () => {
    const { client: admin } = await signUpWorkspace(env.url);
    const outsider = await signUpWorkspace(env.url);
    const me = await outsider.client.get<{ user: { id: string } }>('/api/me');
    const outside = await admin.post('/api/admin-reset-password', { user_id: me.body.user.id });
    expect(outside.status).toBe(404);
  });
});

describe('settings: password and email', () => {
  it('checks the current password and the confirmation, then updates', async () => {
    const { client, email } = await signUpWorkspace(env.url);
    const wrong = await client.post('/api/me/password', {
      currentPassword: 'not it at all',
      newPassword: 'next secret 1',
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ error: 'Current password is incorrect.' });
    const mismatch = await client.post('/api/me/password', {
      currentPassword: PASSWORD,
      newPassword: 'next secret 1',
      confirmPassword: 'next secret 2',
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body).toMatchObject({ error: 'New passwords do not match.' });
    const ok = await client.post('/api/me/password', {
      currentPassword: PASSWORD,
      newPassword: 'next secret 1',
      confirmPassword: 'next secret 1',
    });
    expect(ok.body).toEqual({ message: 'Password updated successfully!' });
    expect(
      (await new ApiClient(env.url).post('/api/auth/login', { email, password: 'next secret 1' }))
        .status,
    ).toBe(200);
  });

  it('asks for a new email with the current password (it changes once confirmed, email-address.e2e); an empty one is refused with the spec message', async () => {
    const { client, email } = await signUpWorkspace(env.url);
    const empty = await client.post('/api/me/email', { email: '  ', currentPassword: PASSWORD });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ error: 'Email cannot be empty.' });
    const next = uniqueEmail('moved');
    const changed = await client.post('/api/me/email', { email: next, currentPassword: PASSWORD });
    expect(changed.body).toMatchObject({
      message: 'Email updated! Please check your inbox to confirm.',
      user: { email },
    });
    expect(
      (await new ApiClient(env.url).post('/api/auth/login', { email, password: PASSWORD })).status,
    ).toBe(200);
  });

  it('saves the profile and refuses a LinkedIn that is not a URL', async () => {
    const { client } = await signUpWorkspace(env.url);
    const bad = await client.call('PUT', '/api/profile', {
      first_name: 'A',
      last_name: 'B',
      linkedin: 'nope',
    });
    expect(bad.status).toBe(400);
    const saved = await client.call('PUT', '/api/profile', {
      first_name: 'Ada',
      last_name: 'Byron',
      phone: '+44 20 1234',
      linkedin: 'https://linkedin.com/in/ada',
    });
    expect(saved.body).toMatchObject({ first_name: 'Ada', message: 'Contact info updated!' });
    expect((await client.get('/api/profile')).body).toMatchObject({
      first_name: 'Ada',
      last_name: 'Byron',
      phone: '+44 20 1234',
    });
  });
});
