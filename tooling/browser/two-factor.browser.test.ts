/// <reference lib="dom" />
import type { Page } from 'playwright-core';
import { Secret, TOTP } from 'otpauth';
import { accessibilityViolations } from './support/axe';
import { useBrowserJourney } from './support/journey';
import { signInAt } from './support/session';
import { SUPER_ADMIN } from './support/sharedStack';
import { apiClient, openWorkspace, signedIn } from './support/workspace';
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

/** The authenticator app: the code for `secret`, `offsetSteps` 30-second steps from now. */
const codeOf = (secret: string, offsetSteps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + offsetSteps * 30_000,
  });

/** A new owner with a provisioned workspace; answers its tenant id. */
async function workspace(owner: { email: string; password: string }, subdomain: string) {
  const { tenantId: id } = await openWorkspace(journey, {
    owner: { name: 'Tina Owner', ...owner },
    company: subdomain,
    subdomain,
    capabilities: { useEmbeds: true, useFiles: true },
  });
  return id;
}

beforeAll(async () => {
  tenantId = await workspace(OWNER, 'two-factor-co');
  const operator = await signedIn(journey, SUPER_ADMIN);
  const settings = await operator.get<{ settings: { auth: unknown } }>('/api/settings');
  authBefore = settings.body.settings.auth;
});

// The stack is shared with the layer's other files, which sign in as the same super admin:
// Require 2FA goes back to what it was and the operator's two-factor sign-in off again
// (recovery codes: no time step to wait for), whatever the test reached.
afterAll(async () => {
  if (operatorRecoveryCodes.length === 0) return;
  const [forSignIn, forTurningOff] = operatorRecoveryCodes;
  // The client keeps the session the code step answers.
  const operator = apiClient(journey);
  const login = await operator.post<{ challenge: string }>('/api/auth/login', SUPER_ADMIN);
  await operator.post('/api/auth/login/two-factor', {
    challenge: login.body.challenge,
    code: forSignIn,
  });
  const restored = await operator.call<{ settings: unknown }>('PUT', '/api/settings', {
    auth: authBefore,
  });
  expect(restored.body.settings).toMatchObject({ auth: authBefore });
  const off = await operator.post<{ message?: string }>('/api/me/two-factor/disable', {
    currentPassword: SUPER_ADMIN.password,
    code: forTurningOff,
  });
  expect(off.body.message).toBeDefined();
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
    // The client keeps the new session the confirmation answers.
    const operator = await signedIn(journey, SUPER_ADMIN);
    const setup = await operator.post<{ secret: string }>('/api/me/two-factor/setup', {});
    const confirmed = await operator.post<{ recoveryCodes: string[] }>(
      '/api/me/two-factor/confirm',
      { code: codeOf(setup.body.secret, -1) },
    );
    operatorRecoveryCodes = confirmed.body.recoveryCodes;
    const saved = await operator.call<{ settings: unknown }>('PUT', '/api/settings', {
      auth: { ...DEFAULT_PLATFORM_SETTINGS.auth, require2fa: true },
    });
    expect(saved.body.settings).toMatchObject({ auth: { require2fa: true } });

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
