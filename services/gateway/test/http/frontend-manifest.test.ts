import http from 'node:http';
import { frontendManifest } from '../../src/http/frontends';
import { startRoutesHarness, type RoutesHarness } from '../routes/harness';

describe('frontend manifest', () => {
  it('points at the remotes on this origin by default', () => {
    expect(frontendManifest({})).toEqual({
      remotes: {
        landing: '/remotes/landing/remoteEntry.js',
        'tenant-app': '/remotes/tenant-app/remoteEntry.js',
        'super-console': '/remotes/super-console/remoteEntry.js',
      },
      links: {},
    });
  });

  it('lets the cluster move one remote without touching the others', () => {
    const manifest = frontendManifest({
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
