/// <reference lib="dom" />
import { request } from 'node:http';
import type { Page } from 'playwright-core';
import { Secret, TOTP } from 'otpauth';
import { signInAt as walkProvider, type StandIn } from '../test-infra/providerStandIns';
import { accessibilityViolations } from './support/axe';
import { launchChromium, type Browser } from './support/chromium';
import { ensureFrontendsBuilt } from './support/frontendsServer';
import { startProviderPortal, type ProviderPortal } from './support/providerPortal';
import { apiClient, openWorkspace, signedIn } from './support/workspace';

// Issue 16's white-label sign-in with Google in real Chromium: a member who opens the login
// page on their agency's subdomain and continues with Google (oidc-provider on 127.0.0.1
// standing in) comes back signed in on that subdomain, not on the platform's public address,
// through a single-use handoff code that is refused when replayed or carried to a browser
// that did not start the trip. Chromium resolves *.localhost to this machine, so the subdomain
// is real without DNS; the tenancy service's product domain is localhost.

jest.setTimeout(240_000);

const SUPER_ADMIN = { email: 'root@handoff.test', password: 'handoff-root-secret' };
const CLIENT = { clientId: 'portico-handoff', clientSecret: 'handoff-client-secret' };
const OWNER = {
  name: 'Olive Owner',
  email: 'olive@handoff-co.test',
  password: 'correct-horse-battery',
};
const SUBDOMAIN = 'handoff-co';
const HANDOFF_PATH = '/api/auth/oauth/handoff';

let portal: ProviderPortal;
let portalUrl: string;
let tenantUrl: string;
let google: StandIn;
let browser: Browser;
let page: Page;

/** A request to the portal as another client would make it: no cookies but the ones given. */
function call(url: string, options: { method?: string; cookie?: string; body?: unknown } = {}) {
  const at = new URL(url);
  return new Promise<{
    status: number;
    location: string;
    cookies: string[];
    headers: Record<string, unknown>;
    body: Record<string, unknown>;
  }>((resolve, reject) => {
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    const sent = request(
      {
        host: '127.0.0.1',
        port: at.port,
        method: options.method ?? 'GET',
        path: `${at.pathname}${at.search}`,
        headers: {
          host: at.host,
          ...(options.cookie ? { cookie: options.cookie } : {}),
          ...(payload ? { 'content-type': 'application/json' } : {}),
        },
      },
      (answer) => {
        let text = '';
        answer.setEncoding('utf8');
        answer.on('data', (chunk: string) => (text += chunk));
        answer.on('end', () => {
          let body: Record<string, unknown> = {};
          try {
            body = JSON.parse(text) as Record<string, unknown>;
          } catch {
            // A redirect has no JSON body.
          }
          resolve({
            status: answer.statusCode ?? 0,
            location: answer.headers.location ?? '',
            cookies: answer.headers['set-cookie'] ?? [],
            headers: answer.headers,
            body,
          });
        });
      },
    );
    sent.on('error', reject);
    sent.end(payload);
  });
}

/** The cookie pairs of Set-Cookie lines, for the next request. */
const pairs = (lines: string[]) => lines.map((line) => line.split(';')[0]!).join('; ');

async function prepare(): Promise<void> {
  // The operator stores Google's client and checks Google in Super Settings → Auth.
  const root = await signedIn(portal, SUPER_ADMIN);
  const stored = await root.call('PUT', '/api/super/sign-in-providers/google', {
    client_id: CLIENT.clientId,
    client_secret: CLIENT.clientSecret,
  });
  expect(stored.status).toBe(200);
  const settings = await root.get<{ settings: { auth: Record<string, unknown> } }>('/api/settings');
  const checked = await root.call('PUT', '/api/settings', {
    auth: { ...settings.body.settings.auth, providers: ['google'] },
  });
  expect(checked.status).toBe(200);
  // An agency's workspace on its own subdomain; its owner is known to Google by that address.
  await openWorkspace(portal, {
    owner: OWNER,
    company: 'Handoff Co',
    subdomain: SUBDOMAIN,
    capabilities: { useEmbeds: false, useFiles: false },
  });
  // Google is linked by email only to a proven address (an unproven one would be taken over).
  await portal.confirmAddress(OWNER.email);
  google.accounts.set('olive', { email: OWNER.email, email_verified: true, name: 'Olive Owner' });
}

beforeAll(async () => {
  ensureFrontendsBuilt();
  portal = await startProviderPortal({ superAdmin: SUPER_ADMIN, client: CLIENT });
  ({ url: portalUrl, google } = portal);
  tenantUrl = `http://${SUBDOMAIN}.localhost:${portal.port}`;
  browser = await launchChromium();
  await prepare();
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

/** On the subdomain's login page: Continue with Google, then the provider's own pages. */
async function continueWithGoogleOnSubdomain(login: string): Promise<void> {
  await page.goto(`${tenantUrl}/login`);
  const button = page.getByRole('link', { name: 'Continue with Google' });
  await button.waitFor();
  // The trip starts on the subdomain itself, so the browser is bound to the trip there.
  expect(await button.getAttribute('href')).toMatch(/^\/api\/auth\/oauth\/google\/start\?/);
  await button.click();
  await page.waitForURL((url) => url.href.startsWith(google.url));
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('anything');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

test('a member who starts on the agency subdomain ends signed in on that subdomain, not on the public address', async () => {
  const handoffs: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes(HANDOFF_PATH)) handoffs.push(sent.url());
  });
  await continueWithGoogleOnSubdomain('olive');
  // Back on the subdomain, in the workspace: the login page moved the signed-in person on.
  await page.waitForURL(
    (url) =>
      url.origin === tenantUrl &&
      !url.pathname.startsWith('/login') &&
      !url.pathname.startsWith('/api/'),
  );
  expect(page.url()).not.toMatch(/code=|state=|token/);
  expect(handoffs).toHaveLength(1);
  expect(handoffs[0]!.startsWith(`${tenantUrl}${HANDOFF_PATH}?code=`)).toBe(true);

  const here = await page.evaluate(async () => {
    const refreshed = await fetch('/api/auth/refresh', { method: 'POST' });
    const session = (await refreshed.json()) as { access_token?: string };
    const me = await fetch('/api/me', {
      headers: { authorization: `Bearer ${session.access_token ?? ''}` },
    });
    return { refresh: refreshed.status, me: me.status, body: (await me.json()) as unknown };
  });
  expect(here.refresh).toBe(200);
  expect(here.me).toBe(200);
  expect(JSON.stringify(here.body)).toContain(OWNER.email);

  // The platform's public address holds no session for this browser.
  const publicPage = await browser.context.newPage();
  await publicPage.goto(`${portalUrl}/login`);
  const there = await publicPage.evaluate(
    async () => (await fetch('/api/auth/refresh', { method: 'POST' })).status,
  );
  await publicPage.close();
  expect(there).toBe(401);

  // The code was spent: replayed, even in the same browser, it signs nobody in.
  const replay = await call(handoffs[0]!);
  expect(replay.location).toBe('/login?error=expired');
  expect(replay.headers['referrer-policy']).toBe('no-referrer');
  expect(replay.cookies.join(';')).not.toContain('portico_refresh=');
  const again = await page.goto(handoffs[0]!);
  expect(again?.request().redirectedFrom()?.url()).toBe(handoffs[0]);
  expect(new URL(again!.url()).search).toBe('?error=expired');
});

/**
 * Another client starts on the subdomain (keeping its trip cookie there) and comes back from
 * the provider to the public callback: answers that cookie and the handoff URL it was sent to.
 */
async function tripFromSubdomain(login: string) {
  const started = await call(`${tenantUrl}/api/auth/oauth/google/start`);
  const trip = pairs(started.cookies.filter((c) => c.startsWith('portico_provider_trip=')));
  expect(trip).not.toBe('');
  const back = await walkProvider(
    started.location,
    login,
    `${portalUrl}/api/auth/oauth/google/callback`,
  );
  // The callback on the public address sets no session: it sends the browser to the subdomain.
  const callback = await call(back.href);
  expect(callback.status).toBe(302);
  expect(callback.location.startsWith(`${tenantUrl}${HANDOFF_PATH}?code=`)).toBe(true);
  expect(callback.headers['referrer-policy']).toBe('no-referrer');
  expect(callback.cookies.join(';')).not.toMatch(/portico_refresh=|portico_provider_2fa=/);
  return { trip, handoff: callback.location };
}

test('a handoff code opened in a browser that did not start the trip is refused there, and spent', async () => {
  const { trip, handoff } = await tripFromSubdomain('olive');
  // Chromium never started this trip, so it holds no trip cookie on the subdomain.
  await page.goto(handoff);
  await page.waitForURL(`${tenantUrl}/login?error=invalid_state`);
  await page.getByText('That sign-in link has expired. Please try again.').waitFor();
  expect(await accessibilityViolations(page)).toEqual([]);
  const session = await page.evaluate(
    async () => (await fetch('/api/auth/refresh', { method: 'POST' })).status,
  );
  expect(session).toBe(401);
  // The client that started the trip cannot use it after that either: a code is tried once.
  const own = await call(handoff, { cookie: trip });
  expect(own.location).toBe('/login?error=expired');
  expect(own.cookies.join(';')).not.toContain('portico_refresh=');
});

test('a two-factor member handed off to the subdomain gets the code step there, and signs in there', async () => {
  const email = 'tara@handoff-co.test';
  const tara = apiClient(portal);
  await tara.post('/api/auth/signup', {
    name: 'Tara Twofactor',
    email,
    password: 'correct-horse-battery',
    companyName: 'Handoff Two',
  });
  await portal.confirmAddress(email);
  const setup = await tara.post<{ secret: string }>('/api/me/two-factor/setup', {});
  const totp = new TOTP({ secret: Secret.fromBase32(setup.body.secret), period: 30 });
  const previous = totp.generate({ timestamp: Date.now() - 30_000 });
  expect((await tara.post('/api/me/two-factor/confirm', { code: previous })).status).toBe(200);
  google.accounts.set('tara', { email, email_verified: true });

  const trip = await tripFromSubdomain('tara');
  const handoff = await call(trip.handoff, { cookie: trip.trip });
  expect(handoff.location).toBe('/login?step=two-factor');
  expect(handoff.cookies.join(';')).not.toContain('portico_refresh=');
  const challengeCookie = handoff.cookies.find((c) => c.startsWith('portico_provider_2fa='))!;
  expect(challengeCookie).toMatch(/HttpOnly/i);

  const traded = await call(`${tenantUrl}/api/auth/oauth/two-factor-challenge`, {
    method: 'POST',
    cookie: pairs([challengeCookie]),
  });
  const signedIn = await call(`${tenantUrl}/api/auth/login/two-factor`, {
    method: 'POST',
    body: { challenge: traded.body.challenge, code: totp.generate() },
  });
  expect(signedIn.status).toBe(200);
  expect((signedIn.body.user as { email: string }).email).toBe(email);
  expect(signedIn.cookies.join(';')).toContain('portico_refresh=');
});
