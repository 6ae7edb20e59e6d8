/**
 * Two-factor sign-in through the whole stack: enrolment from the member's own session, sign-in
 * that needs the code after the password (no session and no refresh cookie before it), a wrong
 * code answered 401 'Invalid code', and Super Settings → Auth → Require 2FA limiting an
 * un-enrolled member to enrolment until they enrol, without a restart.
 */
import { Secret, TOTP } from 'otpauth';
import { DEFAULT_PLATFORM_SETTINGS } from '@portico/rules';
import { eventually } from '../../../../tooling/test-infra/eventually';
import { ApiClient, PASSWORD, uniqueEmail } from '../support/client';
import { signUpWorkspace } from '../support/journeys';
import { useE2eStack } from '../support/prologue';
import { SUPER_ADMIN } from '../support/stack';

jest.setTimeout(180_000);

const REQUIRED = 'Your platform requires two-factor authentication';
const env = useE2eStack();

/** The authenticator app: the code for `secret` at `offsetSteps` steps from now. */
const codeOf = (secret: string, offsetSteps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + offsetSteps * 30_000,
  });

interface Setup {
  secret: string;
  otpauthUri: string;
  qrSvg: string;
}

/** Enrols the client's user with the previous step's code (so the current one stays unused). */
async function enrol(client: ApiClient): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await client.post<Setup>('/api/me/two-factor/setup');
  expect(setup.status).toBe(200);
  const confirmed = await client.post<{ recoveryCodes: string[] }>('/api/me/two-factor/confirm', {
    code: codeOf(setup.body.secret, -1),
  });
  expect(confirmed.status).toBe(200);
  return { secret: setup.body.secret, recoveryCodes: confirmed.body.recoveryCodes };
}

async function passwordStep(email: string, password = PASSWORD) {
  const client = new ApiClient(env.url);
  const answer = await client.post<{ challenge?: string; access_token?: string }>(
    '/api/auth/login',
    { email, password },
  );
  return { client, answer };
}

describe('two-factor sign-in', () => {
  it('after enrolment, the password alone opens no session and the code does', async () => {
    const { client, email } = await signUpWorkspace(env.url, 'Two Factor Co');
    const setup = await client.post<Setup>('/api/me/two-factor/setup');
    expect(setup.body.otpauthUri).toMatch(/^otpauth:\/\/totp\//);
    expect(setup.body.qrSvg).toContain('<svg');
    const confirmed = await client.post<{ recoveryCodes: string[] }>('/api/me/two-factor/confirm', {
      code: codeOf(setup.body.secret, -1),
    });
    expect(confirmed.body.recoveryCodes).toHaveLength(10);
    expect((await client.get('/api/me/two-factor')).body).toMatchObject({
      enabled: true,
      recoveryCodesLeft: 10,
    });

    const { client: browser, answer } = await passwordStep(email);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ two_factor_required: true });
    expect(answer.body.access_token).toBeUndefined();
    expect(answer.headers.getSetCookie().join(';')).not.toContain('portico_refresh=');
    expect(browser.refreshCookie).toBeUndefined();
    expect((await browser.get('/api/me')).status).toBe(401);

    const signedIn = await browser.post('/api/auth/login/two-factor', {
      challenge: answer.body.challenge,
      code: codeOf(setup.body.secret),
    });
    expect(signedIn.status).toBe(200);
    expect(browser.refreshCookie).toBeDefined();
    expect((await browser.get<{ user: { email: string } }>('/api/me')).body.user.email).toBe(email);
  });

  it("answers a wrong code 401 'Invalid code' and opens nothing; a recovery code works once", async () => {
    const { client, email } = await signUpWorkspace(env.url, 'Wrong Code Co');
    const { secret, recoveryCodes } = await enrol(client);
    const { client: browser, answer } = await passwordStep(email);
    const wrong = await browser.post('/api/auth/login/two-factor', {
      challenge: answer.body.challenge,
      code: codeOf(secret, 20),
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ error: 'Invalid code' });
    expect(browser.accessToken).toBeUndefined();

    const recovered = await browser.post('/api/auth/login/two-factor', {
      challenge: answer.body.challenge,
      code: recoveryCodes[0],
    });
    expect(recovered.status).toBe(200);
    const again = await passwordStep(email);
    const reused = await again.client.post('/api/auth/login/two-factor', {
      challenge: again.answer.body.challenge,
      code: recoveryCodes[0],
    });
    expect(reused.status).toBe(401);
  });

  it('counts wrong codes like wrong passwords: after ten, a new device waits', async () => {
    const { client, email } = await signUpWorkspace(env.url, 'Guessing Co');
    const { secret } = await enrol(client);
    const { client: guesser, answer } = await passwordStep(email);
    for (let guess = 0; guess < 10; guess += 1) {
      const wrong = await guesser.post('/api/auth/login/two-factor', {
        challenge: answer.body.challenge,
        code: codeOf(secret, 100 + guess),
      });
      expect(wrong.status).toBe(401);
    }
    const held = await guesser.post('/api/auth/login/two-factor', {
      challenge: answer.body.challenge,
      code: codeOf(secret),
    });
    expect(held.status).toBe(429);
    expect(held.body).toMatchObject({
      error: 'Too many attempts. Please wait a moment and try again.',
    });
    expect(guesser.accessToken).toBeUndefined();
  });

  it('refuses an empty code with the prompt, and a wrong password before any code', async () => {
    const { client, email } = await signUpWorkspace(env.url, 'Prompt Co');
    await enrol(client);
    const { client: browser, answer } = await passwordStep(email);
    const empty = await browser.post('/api/auth/login/two-factor', {
      challenge: answer.body.challenge,
      code: '',
    });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({
      error: 'Enter the 6-digit code from your authenticator app',
    });
    const wrongPassword = await passwordStep(email, 'not the password');
    expect(wrongPassword.answer.status).toBe(401);
    expect(wrongPassword.answer.body).not.toHaveProperty('challenge');
  });
});

describe('Require 2FA (Super Settings → Auth)', () => {
  let superAdmin: ApiClient;
  let superSecret: string;

  beforeAll(async () => {
    superAdmin = new ApiClient(env.url);
    expect((await superAdmin.post('/api/auth/login', SUPER_ADMIN)).status).toBe(200);
    // The operator enrols first: with the rule on, a session without two-factor only enrols.
    superSecret = (await enrol(superAdmin)).secret;
  });

  afterAll(async () => {
    // Back as the other files of this worker expect: the rule off, the super admin un-enrolled.
    await superAdmin.call('PUT', '/api/settings', { auth: DEFAULT_PLATFORM_SETTINGS.auth });
    const off = await superAdmin.post('/api/me/two-factor/disable', {
      currentPassword: SUPER_ADMIN.password,
      code: codeOf(superSecret),
    });
    expect(off.status).toBe(200);
  });

  it('limits an un-enrolled member to enrolment until they enrol, and lifts at once after', async () => {
    const { client: member } = await signUpWorkspace(env.url, 'Required Co');
    const on = await superAdmin.call('PUT', '/api/settings', {
      auth: { ...DEFAULT_PLATFORM_SETTINGS.auth, require2fa: true },
    });
    expect(on.status).toBe(200);

    // The member's session predates the change: it is limited within a minute, no restart.
    const refused = await eventually(
      'the older session to be limited',
      () => member.get('/api/profile'),
      (answer) => answer.status === 403,
      { timeoutMs: 60_000, everyMs: 500 },
    );
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: REQUIRED });
    expect((await member.get('/api/users')).body).toMatchObject({ error: REQUIRED });
    expect((await member.get('/api/me')).body).toMatchObject({ twoFactorEnrolmentRequired: true });
    expect((await member.get('/api/me/two-factor')).body).toMatchObject({
      enabled: false,
      required: true,
      enrolmentRequired: true,
    });

    const { secret } = await enrol(member);
    expect((await member.get('/api/profile')).status).toBe(200);
    expect((await member.get('/api/me')).body).toMatchObject({ twoFactorEnrolmentRequired: false });
    // While the platform requires it, it cannot be turned off.
    const off = await member.post('/api/me/two-factor/disable', {
      currentPassword: PASSWORD,
      code: codeOf(secret),
    });
    expect(off.status).toBe(403);
    expect(off.body).toMatchObject({ error: REQUIRED });
  });

  it('gives a new sign-in of an un-enrolled member the limited session too', async () => {
    // Signing up is public; the workspace steps after it would already be refused.
    const email = uniqueEmail('fresh');
    const signUp = await new ApiClient(env.url).post('/api/auth/signup', {
      name: 'Fran Fresh',
      email,
      password: PASSWORD,
      companyName: 'Fresh Sign In Co',
    });
    expect(signUp.status).toBe(201);
    const { client, answer } = await passwordStep(email);
    expect(answer.status).toBe(200);
    expect(answer.body.access_token).toBeDefined();
    const refused = await client.get('/api/profile');
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: REQUIRED });
  });
});
