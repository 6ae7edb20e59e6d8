import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { frontendManifest } from '../../src/http/frontends';
import { startRoutesHarness, type RoutesHarness } from '../routes/harness';

describe('frontend manifest', () => {
  it('points at the remotes on this origin by default', async () => {
    await expect(frontendManifest({})).resolves.toEqual({
      remotes: {
        landing: '/remotes/landing/remoteEntry.js',
        'tenant-app': '/remotes/tenant-app/remoteEntry.js',
        'super-console': '/remotes/super-console/remoteEntry.js',
      },
      links: {},
    });
  });

  it('lets the cluster move one remote without touching the others', async () => {
    const manifest = await frontendManifest({
      REMOTE_TENANT_APP_URL: 'https://cdn.example.com/tenant-app/remoteEntry.js',
      PRODUCT_DOMAIN: 'portal.example.com',
      BOOK_A_DEMO_URL: '',
    });
    expect(manifest.remotes).toMatchObject({
      'tenant-app': 'https://cdn.example.com/tenant-app/remoteEntry.js',
      landing: '/remotes/landing/remoteEntry.js',
    });
    expect(manifest.productDomain).toBe('portal.example.com');
    expect(manifest.links).toEqual({});
  });
});

describe("the remotes' start files in the manifest", () => {
  let frontendsDir: string;
  beforeEach(() => {
    frontendsDir = mkdtempSync(path.join(os.tmpdir(), 'frontends-'));
  });
  afterEach(() => rmSync(frontendsDir, { recursive: true, force: true }));

  /** A remote's build as webpack's federation plugin writes it: mf-manifest.json beside the entry. */
  function build(app: string, exposed: { js: string[]; css: string[] }[], mtime = new Date()) {
    const dist = path.join(frontendsDir, app, 'dist');
    mkdirSync(dist, { recursive: true });
    const file = path.join(dist, 'mf-manifest.json');
    const exposes = exposed.map(({ js, css }) => ({
      assets: { js: { sync: js, async: ['7420.later.js'] }, css: { sync: css, async: [] } },
    }));
    writeFileSync(file, JSON.stringify({ name: app, shared: [], exposes }));
    utimesSync(file, mtime, mtime);
  }

  it("names the chunks each served remote's exposed modules need first, never the lazy ones", async () => {
    build('tenant-app', [
      {
        js: ['2550.aaa.js', '__federation_expose_TenantApp.bbb.js'],
        css: ['__federation_expose_TenantApp.ccc.css'],
      },
    ]);
    build('landing', [{ js: ['__federation_expose_LandingPage.ddd.js'], css: [] }]);
    const manifest = await frontendManifest({ FRONTENDS_DIR: frontendsDir });
    expect(manifest.preload).toEqual({
      'tenant-app': [
        '2550.aaa.js',
        '__federation_expose_TenantApp.bbb.js',
        '__federation_expose_TenantApp.ccc.css',
      ],
      landing: ['__federation_expose_LandingPage.ddd.js'],
    });
    // Relative to the entry, as the shell resolves them.
    expect(manifest.remotes['tenant-app']).toBe('/remotes/tenant-app/remoteEntry.js');
  });

  it('follows a rebuild of a remote while the gateway runs', async () => {
    build(
      'tenant-app',
      [{ js: ['__federation_expose_TenantApp.old.js'], css: [] }],
      new Date(1_000_000),
    );
    await frontendManifest({ FRONTENDS_DIR: frontendsDir });
    build(
      'tenant-app',
      [{ js: ['__federation_expose_TenantApp.new.js'], css: [] }],
      new Date(2_000_000),
    );
    const manifest = await frontendManifest({ FRONTENDS_DIR: frontendsDir });
    expect(manifest.preload?.['tenant-app']).toEqual(['__federation_expose_TenantApp.new.js']);
  });

  it('lists no remote served from elsewhere, whose build this gateway cannot see', async () => {
    build('tenant-app', [{ js: ['__federation_expose_TenantApp.bbb.js'], css: [] }]);
    build('landing', [{ js: ['__federation_expose_LandingPage.ddd.js'], css: [] }]);
    const manifest = await frontendManifest({
      FRONTENDS_DIR: frontendsDir,
      REMOTE_TENANT_APP_URL: 'https://cdn.example.com/tenant-app/remoteEntry.js',
    });
    expect(manifest.preload).toEqual({ landing: ['__federation_expose_LandingPage.ddd.js'] });
    // Without frontends to serve (the cluster) there is nothing to list.
    expect(await frontendManifest({})).not.toHaveProperty('preload');
  });
});

describe('the runtime frontend manifest as the shell fetches it', () => {
  let api: RoutesHarness;
  beforeAll(async () => {
    api = await startRoutesHarness();
  });
  afterAll(() => api.close());

  /** node:http, not fetch: fetch marks a request carrying If-None-Match as no-cache. */
  const get = (headers: Record<string, string> = {}) =>
    new Promise<http.IncomingMessage>((resolve, reject) => {
      http
        .get(`${api.base}/api/public/frontend-manifest`, { headers }, (res) => {
          res.resume();
          res.on('end', () => resolve(res));
        })
        .on('error', reject);
    });

  it('is revalidated on every load with an ETag, and unchanged it costs a 304', async () => {
    const first = await get();
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = first.headers.etag;
    expect(etag).toBeTruthy();
    const again = await get({ 'if-none-match': etag! });
    expect(again.statusCode).toBe(304);
  });
});
