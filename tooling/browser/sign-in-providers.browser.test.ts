/// <reference lib="dom" />
import { request } from 'node:http';
import type { Page } from 'playwright-core';
import { Secret, TOTP } from 'otpauth';
import { signInAt as walkProvider, type StandIn } from '../test-infra/providerStandIns';
import { accessibilityViolations } from './support/axe';
import { launchChromium, type Browser } from './support/chromium';
import { ensureFrontendsBuilt } from './support/frontendsServer';
import { startProviderPortal, type ProviderPortal } from './support/providerPortal';
import { signInAt } from './support/session';
import { apiClient, openWorkspace, signedIn } from './support/workspace';

// Issue 16's sign-in with Google in real Chromium, against a real OpenID Connect provider
// (oidc-provider on 127.0.0.1 standing in for Google, with its own login and consent pages):
// the operator checks Google in Super Settings → Auth and gives it a client (axe-clean); a
// new person clicks "Continue with Google" on the login page, signs in at the provider's
// pages and lands in the portal, signed in; a failed trip comes back as words on the login page.

jest.setTimeout(240_000);

const SUPER_ADMIN = { email: 'root@providers.test', password: 'providers-root-secret' };
const CLIENT = { clientId: 'portico-browser', clientSecret: 'browser-client-secret' };
const NEWCOMER = 'nora@gmail.test';

let portal: ProviderPortal;
let portalUrl: string;
let google: StandIn;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  ensureFrontendsBuilt();
  portal = await startProviderPortal({ superAdmin: SUPER_ADMIN, client: CLIENT });
  ({ url: portalUrl, google } = portal);
  google.accounts.set('nora', { email: NEWCOMER, email_verified: true, name: 'Nora Newcomer' });
  google.accounts.set('ursula', { email: 'ursula@gmail.test', email_verified: false });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

beforeEach(async () => {
  await browser.context.clearCookies();
  page = await browser.context.newPage();
  page.setDefaultTimeout(45_000);
});

afterEach(async () => {
  await page?.close();
});

test('the operator enables Google with a client in Super Settings → Auth', async () => {
  await signInAt(page, portalUrl, SUPER_ADMIN);
  await page.waitForURL(/\/super/);
  await page.goto(`${portalUrl}/super/settings`);
  const auth = page.getByRole('region', { name: 'Auth' });
  await auth.getByRole('checkbox', { name: 'Google' }).check();
  const client = auth.getByRole('group', { name: 'Google OAuth client' });
  await client.getByText(`${portalUrl}/api/auth/oauth/google/callback`).waitFor();
  await auth.getByText('Needs a client ID and secret').waitFor();
  await client.getByLabel('Google client ID').fill(CLIENT.clientId);
  await client.getByLabel('Google client secret').fill(CLIENT.clientSecret);
  await client.getByRole('button', { name: 'Save Google client' }).click();
  await client.getByText('Google client saved').waitFor();
  await client.getByText(/Google client secret: •••• set/).waitFor();
  await auth.getByRole('button', { name: 'Save Auth' }).click();
  await auth.getByRole('status').filter({ hasText: 'Saved' }).waitFor();
  expect(await auth.getByText('Needs a client ID and secret').count()).toBe(0);
  expect(await accessibilityViolations(page)).toEqual([]);
});

test('a new person continues with Google, signs in at the provider and lands in the portal', async () => {
  await page.goto(`${portalUrl}/login`);
  const button = page.getByRole('link', { name: 'Continue with Google' });
  await button.waitFor();
  expect(await accessibilityViolations(page)).toEqual([]);
  // Keyboard: the button is reachable and follows with Enter like any link.
  await button.focus();
  await page.keyboard.press('Enter');
  // The provider's own pages: its login form, then its consent.
  await page.waitForURL((url) => url.href.startsWith(google.url));
  await page.locator('input[name="login"]').fill('nora');
  await page.locator('input[name="password"]').fill('anything');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  // Back in the portal, signed in: a new account has no workspace yet, so onboarding.
  await page.waitForURL((url) => url.href.startsWith(`${portalUrl}/onboarding`));
  expect(page.url()).not.toMatch(/code=|state=|token/);
  // Onboarding has started for the new account, its workspace named after the person.
  await page.getByText("Let's set up Nora Newcomer's workspace.").waitFor();
  const session = await page.evaluate(async () => {
    const answer = await fetch('/api/auth/refresh', { method: 'POST' });
    return { status: answer.status, body: (await answer.json()) as { user?: { email?: string } } };
  });
  expect(session.status).toBe(200);
  expect(session.body.user?.email).toBe(NEWCOMER);
});

test('a provider that did not confirm the address sends the person back with the reason', async () => {
  await page.goto(`${portalUrl}/login`);
  await page.getByRole('link', { name: 'Continue with Google' }).click();
  await page.waitForURL((url) => url.href.startsWith(google.url));
  await page.locator('input[name="login"]').fill('ursula');
  await page.locator('input[name="password"]').fill('anything');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL((url) => url.href.startsWith(`${portalUrl}/login?error=`));
  await page.getByText('Google did not confirm your email address.').waitFor();
  expect(await accessibilityViolations(page)).toEqual([]);
});

test('the login page words an expired sign-in link', async () => {
  await page.goto(`${portalUrl}/login?error=expired&provider=google`);
  await page.getByText('That sign-in link has expired. Please try again.').waitFor();
  expect(await accessibilityViolations(page)).toEqual([]);
});

// The same stack over plain HTTP, after the operator enabled Google above: what the server
// refuses at start (not only by hiding a button), and a two-factor account that still needs
// its code after the provider.
describe('server-side rules', () => {
  const offered = async (host: string) =>
    (
      await apiClient(portal).get<{ providers: { id: string }[] }>(
        `/api/auth/providers?host=${host}`,
      )
    ).body.providers.map((p) => p.id);

  const start = (provider: string, host = '127.0.0.1', returnTo = '') =>
    fetch(
      `${portalUrl}/api/auth/oauth/${provider}/start?host=${host}${returnTo ? `&return_to=${encodeURIComponent(returnTo)}` : ''}`,
      { redirect: 'manual' },
    );

  it('refuses at start a provider that is not checked, and one whose tenant switch is off', async () => {
    expect(await offered('127.0.0.1')).toEqual(['google']);
    const microsoft = await start('microsoft');
    expect(microsoft.status).toBe(302);
    expect(microsoft.headers.get('location')).toBe(
      '/login?error=provider_unavailable&provider=microsoft',
    );

    // A tenant on its own subdomain, its Google switch turned off in Super Integrations.
    const { tenantId } = await openWorkspace(portal, {
      owner: { name: 'Sso Owner', email: 'owner@sso-co.test', password: 'correct-horse-battery' },
      company: 'SSO Co',
      subdomain: 'sso-co',
      capabilities: { useEmbeds: false, useFiles: false },
    });
    const root = await signedIn(portal, SUPER_ADMIN);
    const switched = await root.call('PUT', `/api/tenants/${tenantId}/integrations`, {
      key: 'google',
      enabled: false,
    });
    expect(switched.status).toBe(200);
    expect(await offered('sso-co.localhost')).toEqual([]);
    const refused = await start('google', 'sso-co.localhost');
    expect(refused.headers.get('location')).toBe(
      '/login?error=provider_unavailable&provider=google',
    );
    // Naming another host from the tenant's own address does not get round its switch.
    const crafted = await new Promise<string | undefined>((resolve, reject) => {
      const sent = request(
        {
          host: '127.0.0.1',
          port: new URL(portalUrl).port,
          path: '/api/auth/oauth/google/start?host=127.0.0.1',
          headers: { host: `sso-co.localhost:${new URL(portalUrl).port}` },
        },
        (answer) => {
          answer.resume();
          resolve(answer.headers.location);
        },
      );
      sent.on('error', reject);
      sent.end();
    });
    expect(crafted).toBe('/login?error=provider_unavailable&provider=google');
    // Elsewhere Google is still offered and starts the trip to the provider.
    const elsewhere = await start('google');
    expect(elsewhere.headers.get('location')?.startsWith(`${google.url}/`)).toBe(true);
  });

  /** Start as this browser, sign in at the provider as `login`: the callback URL and the trip cookie. */
  async function tripTo(login: string, returnTo = '') {
    const started = await start('google', '127.0.0.1', returnTo);
    const trip = started.headers
      .getSetCookie()
      .find((c) => c.startsWith('portico_provider_trip='))!
      .split(';')[0]!;
    const back = await walkProvider(
      started.headers.get('location')!,
      login,
      `${portalUrl}/api/auth/oauth/google/callback`,
    );
    return { back, trip };
  }

  it('refuses a callback opened in a browser that did not start the trip (login CSRF)', async () => {
    const { back, trip } = await tripTo('nora');
    const elsewhere = await fetch(back, { redirect: 'manual' });
    expect(elsewhere.headers.get('location')).toBe('/login?error=invalid_state&provider=google');
    expect(elsewhere.headers.getSetCookie().join(';')).not.toContain('portico_refresh=');
    // The trip was not spent: the browser that started it still finishes it.
    const own = await fetch(back, { redirect: 'manual', headers: { cookie: trip } });
    expect(own.headers.get('location')).toBe('/login');
    expect(own.headers.getSetCookie().join(';')).toContain('portico_refresh=');
  });

  it('gives a two-factor account the code step after the provider, never a session', async () => {
    const email = 'tess@sso-2fa.test';
    const tess = apiClient(portal);
    await tess.post('/api/auth/signup', {
      name: 'Tess Twofactor',
      email,
      password: 'correct-horse-battery',
      companyName: 'Two Factor SSO',
    });
    // A two-factor user whose address is proven (an unproven one would be taken over).
    await portal.confirmAddress(email);
    const setup = await tess.post<{ secret: string }>('/api/me/two-factor/setup', {});
    const totp = new TOTP({ secret: Secret.fromBase32(setup.body.secret), period: 30 });
    const previousCode = () => totp.generate({ timestamp: Date.now() - 30_000 });
    expect((await tess.post('/api/me/two-factor/confirm', { code: previousCode() })).status).toBe(
      200,
    );
    google.accounts.set('tess', { email, email_verified: true });

    // Headed for a form when asked to sign in: the code step still leads there (issue 26).
    const { back, trip } = await tripTo('tess', '/forms/f1');
    const callback = await fetch(back, { redirect: 'manual', headers: { cookie: trip } });
    expect(callback.headers.get('location')).toBe('/login?step=two-factor&return_to=%2Fforms%2Ff1');
    const cookies = callback.headers.getSetCookie();
    expect(cookies.join(';')).not.toContain('portico_refresh=');
    const challengeCookie = cookies.find((c) => c.startsWith('portico_provider_2fa='))!;
    expect(challengeCookie).toMatch(/HttpOnly/i);

    const traded = await fetch(`${portalUrl}/api/auth/oauth/two-factor-challenge`, {
      method: 'POST',
      headers: { cookie: challengeCookie.split(';')[0]! },
    });
    const step = (await traded.json()) as { challenge: string };
    const afterCode = await apiClient(portal).post<{ user: { email: string } }>(
      '/api/auth/login/two-factor',
      { challenge: step.challenge, code: totp.generate() },
    );
    expect(afterCode.status).toBe(200);
    expect(afterCode.body.user.email).toBe(email);
  });

  // Last in the file: it spends this address's sign-in allowance for the next five minutes.
  it('sends a browser over the sign-in rate limit back to the login page with the reason', async () => {
    let location: string | null = null;
    for (let attempt = 0; attempt < 60 && location !== '/login?error=rate_limited'; attempt += 1) {
      location = (await start('microsoft')).headers.get('location');
    }
    expect(location).toBe('/login?error=rate_limited');
  });
});
