/**
 * The sign-in page's white label: on the platform's own host the gateway answers that no
 * tenant is there (200 `{ tenant_id: null }`, no longer a 404 logged on every visit) and the
 * page keeps Portico's look; on a tenant's host it takes the tenant's name.
 */
import { screen } from '@testing-library/react';
import { LoginPage } from '../src/pages/auth/LoginPage';
import { renderAt, scriptedApi } from './harness';

const signedOut = {
  'POST /api/auth/refresh': { status: 401, body: { error: 'no session', code: 'unauthenticated' } },
};

it("keeps Portico's own look on the platform's host, where no tenant is named", async () => {
  const { api, calls } = scriptedApi({
    ...signedOut,
    'GET /api/public/branding': { status: 200, body: { tenant_id: null } },
  });
  renderAt('/login', <LoginPage />, api);
  expect(
    await screen.findByRole('heading', { name: 'Your branded client portal, in minutes.' }),
  ).toBeInTheDocument();
  expect(calls).toContain('GET /api/public/branding');
  expect(screen.queryByText(/Welcome to/)).toBeNull();
});

it("takes the tenant's name on the tenant's own host", async () => {
  const { api } = scriptedApi({
    ...signedOut,
    'GET /api/public/branding': {
      status: 200,
      body: {
        tenant_id: 't1',
        name: 'Acme',
        logo_url: '',
        favicon_url: '',
        brand_color: '#123456',
        subdomain: 'acme',
      },
    },
  });
  renderAt('/login', <LoginPage />, api);
  expect(await screen.findByRole('heading', { name: 'Welcome to Acme' })).toBeInTheDocument();
});
