// What the entry starts before the bootstrap has run (federation/earlyStart.ts): a signed-in
// dashboard's guarded routes, which start the dashboard's layout, and nothing of the kind for
// anyone else, whose page never shows them.

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
