import { ApiClient, LOCALE_STORAGE_KEY } from '@portico/frontend-kit';
import { earlyAnswer, LOCALE_KEY, startSession } from '../src/federation/earlySession';

// The entry renews the session and reads /api/me before the bootstrap has run; the page's
// client must take those answers as its own, asking nothing twice (a refresh token rotates on
// every use, and a reused one ends the session).

const TOKENS = {
  access_token: 'early-token',
  expires_at: new Date(Date.now() + 15 * 60_000).toISOString(),
  user: { id: 'user-1', email: 'cory@example.com' },
};
const ME = { user: { id: 'user-1', email: 'cory@example.com' }, memberships: [] };

interface Sent {
  method: string;
  path: string;
  authorization: string | null;
  language?: string | null;
}

function network(refreshStatus = 200) {
  const sent: Sent[] = [];
  const languages: (string | null)[] = [];
  const fetchFake = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(
      new URL(String(input instanceof Request ? input.url : input), location.href),
      init,
    );
    const path = new URL(request.url).pathname;
    sent.push({
      method: request.method,
      path,
      authorization: request.headers.get('authorization'),
    });
    languages.push(request.headers.get('accept-language'));
    if (path === '/api/auth/refresh')
      return refreshStatus === 200
        ? Response.json(TOKENS)
        : Response.json({ message: 'Session expired', reason: 'refresh_expired' }, { status: 401 });
    if (path === '/api/me') return Response.json(ME);
    return Response.json({ message: 'not found' }, { status: 404 });
  };
  globalThis.fetch = fetchFake as typeof fetch;
  // The client's fetch as the shell's bootstrap gives it (bootstrap.tsx).
  const client = new ApiClient(
    location.origin,
    (request) => earlyAnswer(request) ?? globalThis.fetch(request),
    () => true,
  );
  return { sent, languages, client };
}

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  localStorage.clear();
});

describe('the session started by the entry', () => {
  it('is the client’s first renewal and /api/me, each sent once', async () => {
    const { sent, client } = network();
    startSession();
    const tokens = await client.refresh();
    expect(tokens?.access_token).toBe('early-token');
    const me = await client.get('/api/me', { tenantId: null });
    expect(me).toEqual(ME);
    expect(sent).toEqual([
      { method: 'POST', path: '/api/auth/refresh', authorization: null },
      { method: 'GET', path: '/api/me', authorization: 'Bearer early-token' },
    ]);

    // Handed out once: the next renewal and lookup go to the network.
    await client.refresh();
    await client.get('/api/me', { tenantId: null });
    expect(sent.map((request) => request.path)).toEqual([
      '/api/auth/refresh',
      '/api/me',
      '/api/auth/refresh',
      '/api/me',
    ]);
  });

  it('hands the client a refused renewal, and reads no /api/me for it', async () => {
    const { sent, client } = network(401);
    startSession();
    expect(await client.refresh()).toBeNull();
    expect(client.sessionEndReason()).toBe('Session expired');
    expect(sent).toEqual([{ method: 'POST', path: '/api/auth/refresh', authorization: null }]);
  });
});

describe('the language of the session started by the entry', () => {
  it('is the person’s saved choice on this browser, from the very first request', async () => {
    // Chose Spanish (the profile menu keeps it on this browser) in a browser set to English.
    Object.defineProperty(navigator, 'languages', { value: ['en-US'], configurable: true });
    localStorage.setItem(LOCALE_STORAGE_KEY, 'es');
    const { sent, languages } = network();
    await startSession();
    expect(sent.map((request) => request.path)).toEqual(['/api/auth/refresh', '/api/me']);
    expect(languages).toEqual(['es', 'es']);
  });

  it('is left to the browser when the person has made no choice here', async () => {
    const { languages } = network();
    await startSession();
    expect(languages).toEqual([null, null]);
  });

  it('reads the kit’s key', () => {
    expect(LOCALE_KEY).toBe(LOCALE_STORAGE_KEY);
  });
});
