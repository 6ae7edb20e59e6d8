import { ApiClient } from '../src/api/client';
import { ApiError } from '../src/api/errors';

type Call = { path: string; request: Request };

/** A scripted gateway: answers in order and records what the client sent. */
function gateway(...answers: Array<() => Response>) {
  const calls: Call[] = [];
  const fetchImpl = async (request: Request) => {
    calls.push({ path: new URL(request.url).pathname, request });
    const next = answers.shift();
    if (!next) throw new Error(`unexpected call to ${request.url}`);
    return next();
  };
  return { calls, fetchImpl };
}

const json = (status: number, body: unknown) => () =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
const tokens = (token: string) => ({
  access_token: token,
  expires_at: new Date(Date.now() + 3_600_000).toISOString(),
  user: { id: 'u1', email: 'a@b.co' },
});
const header = (call: Call | undefined, name: string) =>
  call?.request.headers.get(name) ?? undefined;

describe('ApiClient', () => {
  it('sends the in-memory bearer token and the active tenant on every call', async () => {
    const { calls, fetchImpl } = gateway(json(200, { ok: true }));
    const api = new ApiClient(undefined, fetchImpl);
    api.setTokens(tokens('t-1'));
    api.setTenantId('tenant-9');
    await api.get('/api/tenant-config');
    expect(header(calls[0], 'authorization')).toBe('Bearer t-1');
    expect(header(calls[0], 'x-tenant-id')).toBe('tenant-9');
    expect(calls[0]?.request.credentials).toBe('include');
  });

  it('sends neither token nor tenant on public calls', async () => {
    const { calls, fetchImpl } = gateway(json(200, {}));
    const api = new ApiClient(undefined, fetchImpl);
    api.setTokens(tokens('t-1'));
    api.setTenantId('tenant-9');
    await api.get('/api/public/plans', { anonymous: true });
    expect(header(calls[0], 'authorization')).toBeUndefined();
    expect(header(calls[0], 'x-tenant-id')).toBeUndefined();
  });

  it("tells the gateway the page's language on every call, signed in or not, and on the replay", async () => {
    const { calls, fetchImpl } = gateway(
      json(200, {}),
      json(401, { error: 'expired', code: 'unauthenticated' }),
      json(200, tokens('t-2')),
      json(200, { user: 'me' }),
    );
    const api = new ApiClient(undefined, fetchImpl);
    api.setLocale('es');
    await api.get('/api/public/plans', { anonymous: true });
    api.setTokens(tokens('t-1'));
    await api.get('/api/me');
    expect(calls.map((call) => [call.path, header(call, 'accept-language')])).toEqual([
      ['/api/public/plans', 'es'],
      ['/api/me', 'es'],
      ['/api/auth/refresh', 'es'],
      ['/api/me', 'es'],
    ]);
    expect((await api.sessionHeaders())['accept-language']).toBe('es');
    api.setLocale('en');
    expect((await api.sessionHeaders())['accept-language']).toBe('en');
  });

  it("starts from the browser's language before the page names one", async () => {
    const languages = jest.spyOn(navigator, 'languages', 'get').mockReturnValue(['es-MX', 'en']);
    try {
      const { calls, fetchImpl } = gateway(json(200, {}));
      await new ApiClient(undefined, fetchImpl).get('/api/public/plans', { anonymous: true });
      expect(header(calls[0], 'accept-language')).toBe('es');
    } finally {
      languages.mockRestore();
    }
  });

  it('refreshes through the cookie once on a 401 and replays the call with the new token', async () => {
    const { calls, fetchImpl } = gateway(
      json(401, { error: 'expired', code: 'unauthenticated' }),
      json(200, tokens('t-2')),
      json(200, { user: 'me' }),
    );
    const api = new ApiClient(undefined, fetchImpl);
    api.setTokens(tokens('t-1'));
    await expect(api.get('/api/me')).resolves.toEqual({ user: 'me' });
    expect(calls.map((c) => c.path)).toEqual(['/api/me', '/api/auth/refresh', '/api/me']);
    expect(header(calls[2], 'authorization')).toBe('Bearer t-2');
  });

  it('renews a token that lapses within 10 s before the call, instead of eating a 401', async () => {
    const { calls, fetchImpl } = gateway(json(200, tokens('t-2')), json(200, { ok: true }));
    const api = new ApiClient(undefined, fetchImpl);
    api.setTokens({ ...tokens('t-1'), expires_at: new Date(Date.now() + 5_000).toISOString() });
    await api.get('/api/tenant-config');
    expect(calls.map((c) => c.path)).toEqual(['/api/auth/refresh', '/api/tenant-config']);
    expect(header(calls[1], 'authorization')).toBe('Bearer t-2');
  });

  it('turns the gateway error body into a typed ApiError with status and code', async () => {
    const { fetchImpl } = gateway(
      json(409, { error: 'This subdomain is already taken.', code: 'subdomain_taken' }),
    );
    const api = new ApiClient(undefined, fetchImpl);
    const failure = await api
      .post('/api/onboarding-branding', { body: { subdomain: 'acme' } })
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      status: 409,
      code: 'subdomain_taken',
      message: 'This subdomain is already taken.',
    });
  });

  it("puts each refused field's message on the error, by the field's path", async () => {
    const { fetchImpl } = gateway(
      json(400, {
        error: 'Seats must be a whole number of at least 1',
        code: 'invalid_argument',
        fields: { adminSeats: 'Seats must be a whole number of at least 1' },
      }),
    );
    const failure = (await new ApiClient(undefined, fetchImpl)
      .post('/api/onboarding-plan', { body: { plan: 'pro', adminSeats: 0 } })
      .catch((e: unknown) => e)) as ApiError;
    expect(failure.code).toBe('invalid_argument');
    expect(failure.fields).toEqual({ adminSeats: 'Seats must be a whole number of at least 1' });
  });

  it('reports a lost connection as a retryable network error', async () => {
    const fetchImpl = async (): Promise<Response> => {
      throw new TypeError('Failed to fetch');
    };
    const failure = (await new ApiClient(undefined, fetchImpl)
      .get('/api/me')
      .catch((e: unknown) => e)) as ApiError;
    expect(failure.code).toBe('network');
    expect(failure.retryable).toBe(true);
  });

  it('drops the session when the refresh cookie is refused', async () => {
    const { fetchImpl } = gateway(json(401, { error: 'no session', code: 'unauthenticated' }));
    const api = new ApiClient(undefined, fetchImpl);
    api.setTokens(tokens('t-1'));
    await expect(api.refresh()).resolves.toBeNull();
    expect(api.hasSession()).toBe(false);
  });

  it('never refreshes from two tabs at once, so a rotated token is not seen as reused', async () => {
    // A Web Locks stand-in with the one property that matters: holders of a name run one at a time.
    const held = new Map<string, Promise<unknown>>();
    const locks = {
      request: (name: string, callback: () => Promise<unknown>) => {
        const before = held.get(name) ?? Promise.resolve();
        const mine = before.then(callback, callback);
        held.set(
          name,
          mine.catch(() => undefined),
        );
        return mine;
      },
    };
    Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
    try {
      let inFlight = 0;
      let overlapped = false;
      const fetchImpl = async () => {
        inFlight += 1;
        if (inFlight > 1) overlapped = true;
        await new Promise((resolve) => setTimeout(resolve, 20));
        inFlight -= 1;
        return json(200, tokens('t-new'))();
      };
      const firstTab = new ApiClient(undefined, fetchImpl);
      const secondTab = new ApiClient(undefined, fetchImpl);

      await Promise.all([firstTab.refresh(), secondTab.refresh()]);

      expect(overlapped).toBe(false);
      expect(firstTab.hasSession() && secondTab.hasSession()).toBe(true);
    } finally {
      Reflect.deleteProperty(navigator, 'locks');
    }
  });
  describe('signing out', () => {
    /** A gateway whose answers the test releases one by one, to order concurrent calls. */
    function heldGateway() {
      const sent: string[] = [];
      const waiting = new Map<string, (response: Response) => void>();
      const fetchImpl = (request: Request) =>
        new Promise<Response>((resolve) => {
          const path = new URL(request.url).pathname;
          sent.push(path);
          waiting.set(path, resolve);
        });
      const answer = async (path: string, response: () => Response) => {
        for (let i = 0; i < 50 && !waiting.has(path); i += 1) await Promise.resolve();
        waiting.get(path)?.(response());
        waiting.delete(path);
      };
      return { sent, fetchImpl, answer };
    }

    it('lets a renewal under way finish before asking the gateway to end the session', async () => {
      const { sent, fetchImpl, answer } = heldGateway();
      const api = new ApiClient(undefined, fetchImpl);
      api.setTokens(tokens('t-1'));
      const renewal = api.refresh();
      const out = api.signOut();
      await answer('/api/auth/refresh', json(200, tokens('t-2')));
      await renewal;
      await answer('/api/auth/logout', () => new Response(null, { status: 204 }));
      await out;
      // Logout went out after the renewal's answer (whose cookies it then clears), not beside it.
      expect(sent).toEqual(['/api/auth/refresh', '/api/auth/logout']);
      expect(api.hasSession()).toBe(false);
    });

    it('does not try to renew a call refused while the session is ending', async () => {
      const { sent, fetchImpl, answer } = heldGateway();
      const api = new ApiClient(undefined, fetchImpl);
      api.setTokens(tokens('t-1'));
      const out = api.signOut();
      const figures = api.get('/api/me').catch((error: unknown) => error);
      await answer('/api/me', json(401, { error: 'Session revoked', code: 'unauthenticated' }));
      expect(await figures).toMatchObject({ status: 401 });
      await answer('/api/auth/logout', () => new Response(null, { status: 204 }));
      await out;
      expect([...sent].sort()).toEqual(['/api/auth/logout', '/api/me']);
      expect(api.hasSession()).toBe(false);
    });
  });
});
