/// <reference lib="dom" />
import type { Page } from 'playwright-core';
import { Secret, TOTP } from 'otpauth';
import { accessibilityViolations } from './support/axe';
import { useBrowserJourney } from './support/journey';
import { signInAt } from './support/session';
import { SUPER_ADMIN } from './support/sharedStack';
import { DEFAULT_PLATFORM_SETTINGS } from '@portico/rules';

// Issue 16's two-factor sign-in in real Chromium: an admin turns it on from Settings → Security
// (reading the key off the screen and computing the code as an authenticator app would), signs
// out, and signs in again with the password and then a code. With Super Settings' Require 2FA
// on, a member who has not turned it on is sent to the setup screen, and on once enrolled.
// Every screen is axe-clean.

jest.setTimeout(240_000);

const OWNER = { email: 'tina@twofactor.test', password: 'correct-horse-battery' };
const SECOND = { email: 'uma@twofactor.test', password: 'another-horse-battery' };

const journey = useBrowserJourney();
let page: Page;
let tenantId: string;
/** The platform's auth settings before this file, put back after it. */
let authBefore: unknown;
/** The operator's recovery codes once enrolled: the afterAll turns two-factor off with two. */
let operatorRecoveryCodes: string[] = [];

async function api(path: string, body: unknown, token?: string, method = 'POST') {
  const response = await fetch(`${journey.url}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return (await response.json()) as Record<string, unknown>;
}

/** The authenticator app: the code for `secret`, `offsetSteps` 30-second steps from now. */
const codeOf = (secret: string, offsetSteps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + offsetSteps * 30_000,
  });

/** A new owner with a provisioned workspace; answers its tenant id. */
async function workspace(owner: { email: string; password: string }, subdomain: string) {
  const signup = await api('/api/auth/signup', {
    name: 'Tina Owner',
    companyName: subdomain,
    ...owner,
  });
  const token = String(signup.access_token);
  await api('/api/onboarding-plan', { plan: 'pro', adminSeats: 2 }, token);
  await api('/api/onboarding-branding', { subdomain, brandColor: '#2563eb' }, token);
  await api('/api/onboarding-capabilities', { useEmbeds: true, useFiles: true }, token);
  return String((await api('/api/onboarding-provision', {}, token)).tenant_id);
}

beforeAll(async () => {
  tenantId = await workspace(OWNER, 'two-factor-co');
  const token = String((await api('/api/auth/login', SUPER_ADMIN)).access_token);
  const settings = await fetch(`${journey.url}/api/settings`, {
    headers: { authorization: `Bearer ${token}` },
  });
  authBefore = ((await settings.json()) as { settings: { auth: unknown } }).settings.auth;
});

// The stack is shared with the layer's other files, which sign in as the same super admin:
// Require 2FA goes back to what it was and the operator's two-factor sign-in off again
// (recovery codes: no time step to wait for), whatever the test reached.
afterAll(async () => {
  if (operatorRecoveryCodes.length === 0) return;
  const [forSignIn, forTurningOff] = operatorRecoveryCodes;
  const { challenge } = await api('/api/auth/login', SUPER_ADMIN);
  const session = await api('/api/auth/login/two-factor', { challenge, code: forSignIn });
  const token = String(session.access_token);
  const restored = await api('/api/settings', { auth: authBefore }, token, 'PUT');
  expect(restored.settings).toMatchObject({ auth: authBefore });
  const off = await api(
    '/api/me/two-factor/disable',
    { currentPassword: SUPER_ADMIN.password, code: forTurningOff },
    token,
  );
  expect(off.message).toBeDefined();
});

beforeEach(() => {
  page = journey.page;
});

const expectAccessible = async () => expect(await accessibilityViolations(page)).toEqual([]);

describe('two-factor sign-in', () => {
  it('an admin turns it on in Settings, signs out, and signs in with a code', async () => {
    await signInAt(page, journey.url, OWNER);
    await page.waitForURL(/\/dashboard\/admin/);
    await page.goto(`${journey.url}/dashboard/admin/settings?tenant_id=${tenantId}`);
    const security = page.getByRole('region', { name: 'Security' });
    await security.getByText(/Two-factor authentication is off/).waitFor();
    await security.getByRole('button', { name: 'Set up two-factor authentication' }).click();
    await security.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    await expectAccessible();

    // Typed by hand into the authenticator: the key as the screen shows it. The previous
    // step's code (still accepted) leaves the current one for signing in below.
    const secret = (await security.getByTestId('two-factor-secret').innerText()).trim();
    await security.getByLabel('Authentication code').fill(codeOf(secret, -1));
    await security.getByRole('button', { name: 'Verify and turn on' }).click();
    const codes = security.getByRole('list', { name: 'Recovery codes' });
    await codes.waitFor();
    expect(await codes.getByRole('listitem').count()).toBe(10);
    await expectAccessible();
    await security.getByRole('button', { name: 'I have saved my recovery codes' }).click();
    await security.getByText(/10 of 10 recovery codes left/).waitFor();

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL(/\/login/);
    await signInAt(page, journey.url, OWNER);
    await page.getByRole('heading', { name: 'Two-factor authentication' }).waitFor();
    await page.getByText('Enter the 6-digit code from your authenticator app').waitFor();
    await expectAccessible();

    // A wrong code keeps the person on the code step, with the server's words.
    await page.getByLabel('Authentication code').fill(codeOf(secret, 40));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('alert').getByText('Invalid code').waitFor();

    await page.getByLabel('Authentication code').fill(codeOf(secret));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(/\/dashboard\/admin/);
  });

  it('with Require 2FA on, a member without it is sent to the setup screen, then home', async () => {
    await workspace(SECOND, 'required-co');
    // The operator enrols first (with the rule on, an un-enrolled session only enrols), then
    // turns the rule on in Super Settings → Auth.
    let token = String((await api('/api/auth/login', SUPER_ADMIN)).access_token);
    const setup = await api('/api/me/two-factor/setup', {}, token);
    const confirmed = await api(
      '/api/me/two-factor/confirm',
      { code: codeOf(String(setup.secret), -1) },
      token,
    );
    token = String(confirmed.access_token);
    operatorRecoveryCodes = confirmed.recoveryCodes as string[];
    const saved = await api(
      '/api/settings',
      { auth: { ...DEFAULT_PLATFORM_SETTINGS.auth, require2fa: true } },
      token,
      'PUT',
    );
    expect(saved.settings).toMatchObject({ auth: { require2fa: true } });

    await signInAt(page, journey.url, SECOND);
    await page.waitForURL(/\/two-factor-setup/);
    await page
      .getByRole('heading', { name: 'Your platform requires two-factor authentication' })
      .waitFor();
    await expectAccessible();
    await page.getByRole('button', { name: 'Set up two-factor authentication' }).click();
    const secret = (await page.getByTestId('two-factor-secret').innerText()).trim();
    await page.getByLabel('Authentication code').fill(codeOf(secret));
    await page.getByRole('button', { name: 'Verify and turn on' }).click();
    await page.getByRole('list', { name: 'Recovery codes' }).waitFor();
    await expectAccessible();
    await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
    await page.waitForURL(/\/dashboard\/admin/);
  });
});
