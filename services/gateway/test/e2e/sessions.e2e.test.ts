/**
 * Sessions through the gateway: the refresh cookie, rotation on every refresh, reuse
 * detection that revokes the whole session, and sign-out.
 */
import { ApiClient, PASSWORD } from '../support/client';
import { signUpWorkspace } from '../support/journeys';
import { useE2eStack } from '../support/prologue';

jest.setTimeout(120_000);

const env = useE2eStack();

async function signedIn(): Promise<ApiClient> {
  const { email } = await signUpWorkspace(env.url);
  const browser = new ApiClient(env.url);
  expect((await browser.post('/api/auth/login', { email, password: PASSWORD })).status).toBe(200);
  return browser;
}

describe('refresh cookie', () => {
  it('is httpOnly, SameSite=Strict and scoped to /api/auth over plain HTTP', async () => {
    const { email } = await signUpWorkspace(env.url);
    const response = await fetch(`${env.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.200.0.1' },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    const [cookie] = response.headers.getSetCookie();
    expect(cookie).toMatch(/^portico_refresh=/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Strict/);
    expect(cookie).toMatch(/; Path=\/api\/auth/);
    expect(cookie).not.toMatch(/; Secure/);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).not.toHaveProperty('refresh_token');
  });

  it('takes the __Host- prefix and Secure when served over HTTPS', async () => {
    const { email } = await signUpWorkspace(env.url);
    const response = await fetch(`${env.url}/api/auth/login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': '10.200.0.2',
        'x-forwarded-proto': 'https',
      },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    const [cookie] = response.headers.getSetCookie();
    expect(cookie).toMatch(/^__Host-portico_refresh=/);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; Path=\/;/);
  });
});

describe('refresh token rotation', () => {
  it('issues a new refresh token and a working access token on every refresh', async () => {
    const browser = await signedIn();
    const first = browser.refreshCookie;
    const refreshed = await browser.post('/api/auth/refresh');
    expect(refreshed.status).toBe(200);
    expect(refreshed.body).toMatchObject({
      access_token: expect.any(String),
      user: { id: expect.any(String) },
    });
    expect(browser.refreshCookie).toBeDefined();
    expect(browser.refreshCookie).not.toBe(first);
    expect((await browser.get('/api/me')).status).toBe(200);
  });

  it('revokes the whole session when a rotated refresh token is presented again', async () => {
    const browser = await signedIn();
    const stolen = browser.refreshCookie;
    expect((await browser.post('/api/auth/refresh')).status).toBe(200);
    const current = browser.refreshCookie;

    const thief = new ApiClient(env.url);
    thief.refreshCookie = stolen;
    const reuse = await thief.post('/api/auth/refresh');
    expect(reuse.status).toBe(401);
    expect(reuse.body).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'refresh_reused' });

    // The legitimate holder's newer token belongs to the revoked family too.
    browser.refreshCookie = current;
    const after = await browser.post('/api/auth/refresh');
    expect(after.status).toBe(401);
  });

  it('answers 401 without a refresh cookie and for an unknown one', async () => {
    expect((await new ApiClient(env.url).post('/api/auth/refresh')).status).toBe(401);
    const forged = new ApiClient(env.url);
    forged.refreshCookie = 'portico_refresh=not-a-real-token';
    expect((await forged.post('/api/auth/refresh')).status).toBe(401);
  });
});

describe('sign-out', () => {
  it('revokes the session: its refresh token no longer works', async () => {
    const browser = await signedIn();
    const cookie = browser.refreshCookie;
    const out = await browser.post('/api/auth/logout');
    expect(out.status).toBe(204);
    const again = new ApiClient(env.url);
    again.refreshCookie = cookie;
    expect((await again.post('/api/auth/refresh')).status).toBe(401);
  });

  it('a request without a token to a signed-in endpoint gets 401', async () => {
    const response = await new ApiClient(env.url).get('/api/me');
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ error: 'Auth session missing!' });
  });

  it('a forged access token gets 401', async () => {
    const browser = await signedIn();
    const [header, payload] = (browser.accessToken ?? '').split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<
      string,
      unknown
    >;
    browser.accessToken = `${header}.${Buffer.from(JSON.stringify({ ...claims, sa: true })).toString('base64url')}.AAAA`;
    expect((await browser.get('/api/me')).status).toBe(401);
  });
});
