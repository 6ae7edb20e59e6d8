import { waitFor } from '@testing-library/react';

// What the entry starts before the bootstrap has run (federation/earlyStart.ts): a signed-in
// dashboard's guarded routes, which start the dashboard's layout, and nothing of the kind for
// anyone else, whose page never shows them; and the files of the page's remote, preloaded.

let guardedRoutesLoaded = 0;
jest.mock('../src/routing/GuardedRoutes', () => {
  guardedRoutesLoaded += 1;
  return { GuardedRoutes: () => null, layoutReady: () => Promise.resolve(null) };
});

const realFetch = globalThis.fetch;
beforeEach(() => {
  guardedRoutesLoaded = 0;
  // The manifest, the remote's build manifest, the session: answered, none of them the point here.
  globalThis.fetch = (async () => Response.json({ remotes: {} })) as typeof fetch;
});
afterEach(() => {
  globalThis.fetch = realFetch;
  document.cookie = 'portico_session=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  window.history.replaceState(null, '', '/');
  document.head.innerHTML = '';
});

/** startEarly as the entry runs it, on a fresh module registry (it keeps per-page state). */
async function openPage(pathname: string, signedIn: boolean): Promise<number> {
  if (signedIn) document.cookie = 'portico_session=1; path=/';
  window.history.replaceState(null, '', pathname);
  await jest.isolateModulesAsync(async () => {
    const { startEarly } = await import('../src/federation/earlyStart');
    startEarly();
    // An import() started now has required its module once this later one has: each requires
    // in a microtask, in the order they were started.
    await import('../src/federation/earlySession');
  });
  return guardedRoutesLoaded;
}

describe("the entry's early start", () => {
  it("loads a signed-in person's dashboard routes before the bootstrap asks", async () => {
    expect(await openPage('/dashboard/admin', true)).toBe(1);
  });

  it('loads them for no one signed out, nor on the landing or sign-in page', async () => {
    expect(await openPage('/dashboard/admin', false)).toBe(0);
    expect(await openPage('/', true)).toBe(0);
    expect(await openPage('/login', true)).toBe(0);
  });
});

/** A network whose session renewal answers only when told (or never). */
function heldRenewal() {
  const asked: string[] = [];
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  globalThis.fetch = (async (input: RequestInfo | URL) => {
    const path = new URL(String(input), location.href).pathname;
    asked.push(path);
    if (path === '/api/auth/refresh') {
      await answered;
      return Response.json({ access_token: 't', expires_at: '2999-01-01T00:00:00Z' });
    }
    return Response.json({ remotes: {} });
  }) as typeof fetch;
  return { asked, answer };
}

/** startEarly on a fresh module registry; `ran` says whether the bootstrap may run yet. */
async function start(pathname: string) {
  document.cookie = 'portico_session=1; path=/';
  window.history.replaceState(null, '', pathname);
  let ready!: Promise<unknown>;
  await jest.isolateModulesAsync(async () => {
    const { startEarly } = await import('../src/federation/earlyStart');
    ready = startEarly();
  });
  return { ready };
}

describe("the bootstrap's start", () => {
  it("waits on a signed-in dashboard until the person's /api/me has been asked", async () => {
    const network = heldRenewal();
    const { ready } = await start('/dashboard/client');
    let ran = false;
    void ready.then(() => (ran = true));
    await import('../src/federation/earlySession');
    expect(ran).toBe(false);
    network.answer();
    await ready;
    expect(network.asked).toContain('/api/me');
  });

  it('runs at once on any other page, the renewal still under way', async () => {
    heldRenewal();
    const { ready } = await start('/settings');
    let ran = false;
    void ready.then(() => (ran = true));
    await import('../src/federation/earlySession');
    expect(ran).toBe(true);
  });

  it('waits 1.5 s at most for a renewal that does not answer', async () => {
    jest.useFakeTimers();
    try {
      heldRenewal();
      const { ready } = await start('/dashboard/admin');
      let ran = false;
      void ready.then(() => (ran = true));
      await jest.advanceTimersByTimeAsync(1_499);
      expect(ran).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      expect(ran).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe("the page's remote, preloaded by the entry", () => {
  /** The network as the gateway answers: the runtime manifest given, the remote's own build. */
  function network(runtimeManifest: object) {
    const asked: string[] = [];
    globalThis.fetch = (async (input: RequestInfo | URL) => {
      const url = new URL(String(input), location.href);
      asked.push(url.href);
      if (url.pathname === '/api/public/frontend-manifest') return Response.json(runtimeManifest);
      if (url.pathname.endsWith('/mf-manifest.json'))
        return Response.json({
          exposes: [
            {
              assets: {
                js: {
                  sync: ['2550.a.js', '__federation_expose_TenantApp.b.js'],
                  async: ['9.c.js'],
                },
                css: { sync: ['__federation_expose_TenantApp.d.css'], async: [] },
              },
            },
          ],
        });
      return Response.json({});
    }) as typeof fetch;
    return asked;
  }

  const preloads = () =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel=preload]')].map((link) => link.href);

  it('asks for the chunks the runtime manifest lists with the entry, not after its build manifest', async () => {
    const asked = network({
      remotes: { 'tenant-app': '/remotes/tenant-app/remoteEntry.js' },
      preload: {
        'tenant-app': ['__federation_expose_TenantApp.b.js', '__federation_expose_TenantApp.d.css'],
      },
    });
    await openPage('/dashboard/client', true);
    const at = (file: string) => `${location.origin}/remotes/tenant-app/${file}`;
    await waitFor(() =>
      expect(asked).toEqual(
        expect.arrayContaining([
          at('__federation_expose_TenantApp.b.js'),
          at('__federation_expose_TenantApp.d.css'),
        ]),
      ),
    );
    expect(preloads()).toEqual([at('remoteEntry.js')]);
    expect(asked.filter((href) => href.endsWith('mf-manifest.json'))).toEqual([]);
  });

  it("reads them from the remote's build manifest beside its entry when the gateway does not serve it", async () => {
    const asked = network({
      remotes: { 'tenant-app': 'https://cdn.example.com/tenant-app/remoteEntry.js' },
    });
    await openPage('/dashboard/client', true);
    const at = (file: string) => `https://cdn.example.com/tenant-app/${file}`;
    await waitFor(() =>
      expect(asked).toEqual(
        expect.arrayContaining([
          at('2550.a.js'),
          at('__federation_expose_TenantApp.b.js'),
          at('__federation_expose_TenantApp.d.css'),
        ]),
      ),
    );
    expect(asked).toContain(at('mf-manifest.json'));
    expect(asked).not.toContain(at('9.c.js'));
    expect(preloads()).toEqual([at('remoteEntry.js')]);
  });
});
