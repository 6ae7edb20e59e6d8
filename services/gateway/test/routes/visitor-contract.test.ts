/**
 * What an anonymous visit to the sign-in page asks of the gateway answers without an error
 * status where nothing is wrong. Sign-in sets a readable `portico_session=1` companion beside
 * the httpOnly refresh cookie, with its expiry and Path=/ (so the page can tell there is a
 * session to renew and skip the refresh otherwise); a refused refresh and sign-out clear both.
 * Branding for the platform's own host is `{ tenant_id: null }` (200); a host that should name
 * a tenant and does not is still 404.
 */
import { DomainError } from '@portico/kit';
import { SIGNING_KEY, startRoutesHarness, type RoutesHarness } from './harness';

let api: RoutesHarness;

const session = {
  access_token: 'access-token',
  expires_at: '2030-01-01T00:00:00.000Z',
  refresh_token: 'refresh-token',
  refresh_expires_at: '2030-01-31T00:00:00.000Z',
  session_id: 'session-1',
  user: { id: 'user-1', email: 'fay@example.com' },
  impersonator_user_id: '',
};

beforeAll(async () => {
  api = await startRoutesHarness(
    {},
    {
      identity: {
        GetJwks: async () => ({ jwks_json: JSON.stringify({ keys: [SIGNING_KEY.publicJwk] }) }),
        HitRateLimit: async () => ({ allowed: true, count: 1, retry_after_seconds: 0 }),
        RecordAudit: async () => ({}),
        CheckSession: async () => ({ active: true }),
        SignIn: async () => session,
        Refresh: async (request: { refresh_token: string }) => {
          if (request.refresh_token !== 'refresh-token')
            throw new DomainError(
              'UNAUTHENTICATED',
              'Your session has expired. Please sign in again.',
            );
          return session;
        },
        SignOut: async () => ({}),
      },
      tenancy: {
        GetBranding: async (request: { host: string }) =>
          request.host === 'acme.localhost'
            ? {
                found: true,
                platform: false,
                tenant_id: 'tenant-1',
                name: 'Acme',
                logo_url: '',
                favicon_url: '',
                brand_color: '#123456',
                subdomain: 'acme',
              }
            : { found: false, platform: request.host === 'localhost' },
      },
    },
  );
});
afterAll(() => api.close());

const post = (path: string, cookie?: string, body?: unknown) =>
  fetch(`${api.base}${path}`, {
    method: 'POST',
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });

const hintOf = (response: Response) =>
  response.headers.getSetCookie().find((c) => c.startsWith('portico_session='));

describe('the session companion cookie', () => {
  it('is set readable by the page, site-wide, with the refresh cookie’s expiry, at sign-in', async () => {
    const response = await post('/api/auth/login', undefined, {
      email: 'fay@example.com',
      password: 'correct horse',
    });
    expect(response.status).toBe(200);
    const hint = hintOf(response);
    expect(hint).toMatch(/^portico_session=1;/);
    expect(hint).not.toMatch(/HttpOnly/i);
    expect(hint).toMatch(/; Path=\/;/);
    expect(hint).toMatch(/; SameSite=Strict/);
    expect(hint).toContain('Expires=Thu, 31 Jan 2030 00:00:00 GMT');
    // The refresh token stays in the httpOnly cookie alone.
    expect(hint).not.toContain('refresh-token');
    const refresh = response.headers.getSetCookie().find((c) => c.startsWith('portico_refresh='));
    expect(refresh).toMatch(/HttpOnly/);
  });

  it('is renewed with every refresh', async () => {
    const response = await post('/api/auth/refresh', 'portico_refresh=refresh-token');
    expect(response.status).toBe(200);
    expect(hintOf(response)).toMatch(/^portico_session=1;/);
  });

  it('is cleared when a refresh is refused, with the refresh cookie', async () => {
    const response = await post('/api/auth/refresh', 'portico_refresh=stale; portico_session=1');
    expect(response.status).toBe(401);
    expect(hintOf(response)).toMatch(/^portico_session=;.*Expires=Thu, 01 Jan 1970/);
    expect(response.headers.getSetCookie().find((c) => c.startsWith('portico_refresh='))).toMatch(
      /Expires=Thu, 01 Jan 1970/,
    );
  });

  it('is cleared at sign-out', async () => {
    const response = await post(
      '/api/auth/logout',
      'portico_refresh=refresh-token; portico_session=1',
    );
    expect(response.status).toBe(204);
    expect(hintOf(response)).toMatch(/^portico_session=;.*Expires=Thu, 01 Jan 1970/);
  });
});

describe('public branding', () => {
  it("answers that no tenant is there on the platform's own host, with 200", async () => {
    const response = await api.call('GET', '/api/public/branding?host=localhost');
    expect(response).toEqual({ status: 200, body: { tenant_id: null } });
  });

  it('still answers 404 for a host that names no tenant', async () => {
    const response = await api.call('GET', '/api/public/branding?host=nowhere.localhost');
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ reason: 'tenant_not_found' });
  });

  it("answers a tenant's host with its branding", async () => {
    const response = await api.call('GET', '/api/public/branding?host=acme.localhost');
    expect(response.body).toMatchObject({ tenant_id: 'tenant-1', name: 'Acme', subdomain: 'acme' });
  });
});
