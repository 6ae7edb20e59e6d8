/// <reference lib="dom" />
import type { Page } from 'playwright-core';
import { Secret, TOTP } from 'otpauth';
import { accessibilityViolations } from './support/axe';
import { launchChromium, type Browser } from './support/chromium';
import { ensureFrontendsBuilt, FRONTENDS_DIR } from './support/frontendsServer';
import { startStackProcess, type StackProcess } from './support/stackProcess';
import { signInAt } from './support/session';

// Issue 16's two-factor sign-in in real Chromium: an admin turns it on from Settings → Security
// (reading the key off the screen and computing the code as an authenticator app would), signs
// out, and signs in again with the password and then a code. Both screens are axe-clean.

jest.setTimeout(240_000);

const OWNER = { email: 'tina@twofactor.test', password: 'correct-horse-battery' };

let stack: StackProcess;
let browser: Browser;
let page: Page;
let tenantId: string;

async function api(path: string, body: unknown, token?: string) {
  const response = await fetch(`${stack.url}${path}`, {
    method: 'POST',
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

beforeAll(async () => {
  ensureFrontendsBuilt();
  stack = await startStackProcess({ frontendsDir: FRONTENDS_DIR, env: {} });
  browser = await launchChromium();
  const signup = await api('/api/auth/signup', {
    name: 'Tina Owner',
    companyName: 'Two Factor & Co',
    ...OWNER,
  });
  const token = String(signup.access_token);
  await api('/api/onboarding-plan', { plan: 'pro', adminSeats: 2 }, token);
  await api(
    '/api/onboarding-branding',
    { subdomain: 'two-factor-co', brandColor: '#2563eb' },
    token,
  );
  await api('/api/onboarding-capabilities', { useEmbeds: true, useFiles: true }, token);
  tenantId = String((await api('/api/onboarding-provision', {}, token)).tenant_id);
});

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

beforeEach(async () => {
  await browser.context.clearCookies();
  page = await browser.context.newPage();
  page.setDefaultTimeout(45_000);
});

afterEach(async () => {
  await page.close();
});

const expectAccessible = async () => expect(await accessibilityViolations(page)).toEqual([]);

describe('two-factor sign-in', () => {
  it('an admin turns it on in Settings, signs out, and signs in with a code', async () => {
    await signInAt(page, stack.url, OWNER);
    await page.waitForURL(/\/dashboard\/admin/);
    await page.goto(`${stack.url}/dashboard/admin/settings?tenant_id=${tenantId}`);
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
    await signInAt(page, stack.url, OWNER);
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
});
