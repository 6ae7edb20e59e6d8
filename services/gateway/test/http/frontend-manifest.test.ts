import { frontendManifest } from '../../src/http/frontends';

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
