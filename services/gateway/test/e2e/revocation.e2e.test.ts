/**
 * Revocation reaches access tokens: once identity ends a session (sign-out, password change,
 * password reset, refresh-token reuse) the gateway refuses that session's access token right
 * away instead of honouring it until it expires, and a password change or reset kills every
 * outstanding reset link.
 */
import { TOPICS } from '@portico/proto';
import { eventually } from '../../../../tooling/test-infra/eventually';
import { ApiClient, PASSWORD } from '../support/client';
import { watchTopic, type TopicWatch } from '../support/events';
import { signUpWorkspace } from '../support/journeys';
import { useE2eStack } from '../support/prologue';

jest.setTimeout(120_000);

const env = useE2eStack();
let userEvents: TopicWatch<'portico.events.v1.UserEvent'>;
beforeAll(async () => {
  userEvents = await watchTopic(TOPICS.identityUser, env.kafkaBrokers);
});
afterAll(async () => {
  await userEvents?.stop();
});

async function signIn(email: string, password = PASSWORD): Promise<ApiClient> {
  const browser = new ApiClient(env.url);
  expect((await browser.post('/api/auth/login', { email, password })).status).toBe(200);
  expect((await browser.get('/api/me')).status).toBe(200);
  return browser;
}

/** Status of GET /api/me with `browser`'s access token, polled until 401 or `withinMs`. */
function refusedWithin(browser: ApiClient, withinMs: number): Promise<number> {
  return eventually(
    'the token to be refused',
    async () => (await browser.get('/api/me')).status,
    (status) => status === 401,
    { timeoutMs: withinMs },
  );
}

async function resetLinkFor(email: string, after: number): Promise<string> {
  expect((await new ApiClient(env.url).post('/api/forgot-password', { email })).status).toBe(200);
  const event = await userEvents.waitFor(
    (e, raw) =>
      e.kind === 'password_reset_requested' &&
      e.email === email &&
      raw.occurredAt.getTime() >= after &&
      !used.has(e.password_reset_requested?.reset_url ?? ''),
  );
  const url = event.password_reset_requested?.reset_url ?? '';
  used.add(url);
  return new URL(url).searchParams.get('token') ?? '';
}
const used = new Set<string>();

describe('an access token stops working when its session ends', () => {
  it('is refused right after sign-out', async () => {
    const { email } = await signUpWorkspace(env.url);
    const browser = await signIn(email);
    const token = browser.accessToken;
    expect((await browser.post('/api/auth/logout')).status).toBe(204);
    browser.accessToken = token;
    const refused = await browser.get('/api/me');
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ error: 'Your session has ended. Please sign in again.' });
  });

  it('is refused for every other session after a password change, while the changing one stays signed in', async () => {
    const { email } = await signUpWorkspace(env.url);
    const laptop = await signIn(email);
    const phone = await signIn(email);
    const change = await laptop.call('POST', '/api/me/password', {
      currentPassword: PASSWORD,
      newPassword: 'a different secret',
      confirmPassword: 'a different secret',
    });
    expect(change.status).toBe(200);
    expect(await refusedWithin(phone, 5000)).toBe(401);
    expect((await laptop.get('/api/me')).status).toBe(200);
    // The phone cannot come back with its refresh cookie either.
    expect((await phone.post('/api/auth/refresh')).status).toBe(401);
  });

  it('is refused for the session whose rotated refresh token was presented again', async () => {
    const { email } = await signUpWorkspace(env.url);
    const browser = await signIn(email);
    const stolen = browser.refreshCookie;
    expect((await browser.post('/api/auth/refresh')).status).toBe(200);
    expect((await browser.get('/api/me')).status).toBe(200);
    const thief = new ApiClient(env.url);
    thief.refreshCookie = stolen;
    expect((await thief.post('/api/auth/refresh')).status).toBe(401);
    expect(await refusedWithin(browser, 5000)).toBe(401);
  });

  it('is refused after a password reset, for every session of the account', async () => {
    const { email } = await signUpWorkspace(env.url);
    const browser = await signIn(email);
    const token = await resetLinkFor(email, Date.now() - 1000);
    const reset = await new ApiClient(env.url).post('/api/reset-password', {
      token,
      password: 'reset to this one',
    });
    expect(reset.status).toBe(200);
    expect(await refusedWithin(browser, 5000)).toBe(401);
  });
});

describe('reset links', () => {
  it('a second outstanding reset link is dead once the first is used', async () => {
    const { email } = await signUpWorkspace(env.url);
    const started = Date.now() - 1000;
    const first = await resetLinkFor(email, started);
    const second = await resetLinkFor(email, started);
    expect(second).not.toBe(first);
    const browser = new ApiClient(env.url);
    expect(
      (await browser.post('/api/reset-password', { token: first, password: 'first new secret' }))
        .status,
    ).toBe(200);
    const late = await browser.post('/api/reset-password', {
      token: second,
      password: 'second new secret',
    });
    expect(late.status).toBe(400);
    expect(late.body).toMatchObject({
      error: 'This password reset link is invalid or has expired.',
    });
    expect(
      (
        await new ApiClient(env.url).post('/api/auth/login', {
          email,
          password: 'first new secret',
        })
      ).status,
    ).toBe(200);
  });

  it('an outstanding reset link is dead after the password is changed in settings', async () => {
    const { email } = await signUpWorkspace(env.url);
    const token = await resetLinkFor(email, Date.now() - 1000);
    const browser = await signIn(email);
    expect(
      (
        await browser.call('POST', '/api/me/password', {
          currentPassword: PASSWORD,
          newPassword: 'changed in settings',
        })
      ).status,
    ).toBe(200);
    const late = await new ApiClient(env.url).post('/api/reset-password', {
      token,
      password: 'attacker chose this',
    });
    expect(late.status).toBe(400);
  });
});
