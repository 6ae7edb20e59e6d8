// What the entry starts before the bootstrap has run (federation/earlyStart.ts): a signed-in
// dashboard's guarded routes, which start the dashboard's layout, and nothing of the kind for
// anyone else, whose page never shows them; the page's remote's files, named by the remote's
// build manifest, which is asked for without waiting for the runtime manifest.
import { waitFor } from '@testing-library/react';

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

/** A network whose runtime manifest answers only when told, naming the landing remote's entry. */
function heldManifest(landingEntry: string) {
  const asked: string[] = [];
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  globalThis.fetch = (async (input: RequestInfo | URL) => {
    const url = new URL(String(input), location.href);
    asked.push(url.origin === location.origin ? url.pathname : url.href);
    if (url.pathname === '/api/public/frontend-manifest') {
      await answered;
      return Response.json({ remotes: { landing: landingEntry }, links: {} });
    }
    return Response.json({
      exposes: [{ assets: { js: { sync: ['exposed.js'] }, css: { sync: ['exposed.css'] } } }],
    });
  }) as typeof fetch;
  return { asked, answer };
}

const preloaded = () =>
  [...document.head.querySelectorAll('link[rel=preload]')].map((link) => link.getAttribute('href'));

describe("the page's remote, preloaded by the entry", () => {
  it('asks for its build manifest with the runtime manifest, not after it', async () => {
    const network = heldManifest('/remotes/landing/remoteEntry.js');
    await openPage('/', false);
    // Both asked for while the runtime manifest has not answered.
    expect([...network.asked].sort()).toEqual([
      '/api/public/frontend-manifest',
      '/remotes/landing/mf-manifest.json',
    ]);
    network.answer();
    await waitFor(() =>
      expect(preloaded()).toEqual([
        `${location.origin}/remotes/landing/remoteEntry.js`,
        `${location.origin}/remotes/landing/exposed.js`,
        `${location.origin}/remotes/landing/exposed.css`,
      ]),
    );
    // The early answer served: the build manifest was asked for once.
    expect(network.asked.filter((path) => path.endsWith('mf-manifest.json'))).toHaveLength(1);
  });

  it('reads the build manifest where the runtime manifest says the remote is', async () => {
    const network = heldManifest('https://static.example.com/landing/remoteEntry.js');
    await openPage('/', false);
    network.answer();
    await waitFor(() =>
      expect(preloaded()).toEqual([
        'https://static.example.com/landing/remoteEntry.js',
        'https://static.example.com/landing/exposed.js',
        'https://static.example.com/landing/exposed.css',
      ]),
    );
    expect(network.asked).toContain('https://static.example.com/landing/mf-manifest.json');
  });
});
