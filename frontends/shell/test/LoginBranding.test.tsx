/**
 * The sign-in page's white label: on the platform's own host the gateway answers that no
 * tenant is there (200 `{ tenant_id: null }`, no longer a 404 logged on every visit) and the
 * page keeps Portico's look; on a tenant's host it takes the tenant's name.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoginPage } from '../src/pages/auth/LoginPage';
import { SignupPage } from '../src/pages/auth/SignupPage';
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

const acme = (extra: Record<string, unknown> = {}) => ({
  status: 200,
  body: {
    tenant_id: 't1',
    name: 'Acme Agency',
    logo_url: '',
    favicon_url: 'https://cdn.acme.example/favicon.ico',
    brand_color: '#0f766e',
    subdomain: 'acme',
    default_locale: null,
    ...extra,
  },
});

it('names nobody, Portico least, until the gateway says whose address this is', async () => {
  let answer: (value: { status: number; body: unknown }) => void = () => undefined;
  const { api } = scriptedApi({
    ...signedOut,
    'GET /api/public/branding': () => new Promise((resolve) => (answer = resolve)),
  });
  renderAt('/login', <LoginPage />, api);
  await screen.findByRole('button', { name: 'Sign in' });
  expect(document.body).not.toHaveTextContent(/Portico/);
  answer(acme());
  expect(
    await screen.findByRole('heading', { name: 'Welcome to Acme Agency' }),
  ).toBeInTheDocument();
  expect(document.body).not.toHaveTextContent(/Portico/);
});

it("shows the inviting tenant's page for an invitation opened on the platform's host, the invited address prefilled and read-only", async () => {
  const { api, requests } = scriptedApi({
    ...signedOut,
    'GET /api/public/branding': acme({ invited_email: 'nia@client.example' }),
  });
  renderAt('/signup?invite=tok-123', <SignupPage />, api);
  expect(
    await screen.findByRole('heading', { name: 'Welcome to Acme Agency' }),
  ).toBeInTheDocument();
  const email = await screen.findByDisplayValue('nia@client.example');
  expect(email).toHaveAttribute('readonly');
  expect(email).toHaveAccessibleName('Work email');
  // The gateway resolved the tenant from the invitation, not from the host.
  const asked = requests.find((r) => r.path === '/api/public/branding')!;
  expect(asked.query.get('invitation')).toBe('tok-123');
  expect(document.body).not.toHaveTextContent(/Portico/);
  expect(document.title).toBe('Sign in · Acme Agency');
  expect(document.querySelector<HTMLLinkElement>('link[rel="icon"]')?.href).toBe(
    'https://cdn.acme.example/favicon.ico',
  );
  expect(document.documentElement.style.getPropertyValue('--brand-primary')).toBe('#0f766e');
});

it("signs in on the tenant's page when the link names the tenant, in the tenant's language", async () => {
  const { api, requests } = scriptedApi({
    ...signedOut,
    'GET /api/public/branding': acme({ default_locale: 'es' }),
  });
  renderAt('/login?tenant=acme', <LoginPage />, api);
  expect(
    await screen.findByRole('heading', { name: 'Inicia sesión en Acme Agency' }),
  ).toBeInTheDocument();
  expect(requests.find((r) => r.path === '/api/public/branding')!.query.get('tenant')).toBe('acme');
  expect(document.body).not.toHaveTextContent(/Portico/);
  // Portico's own sign-up is never offered on a tenant's page.
  expect(screen.queryByRole('link', { name: /sign up|regístrate/i })).toBeNull();
});

it("takes the tenant's page for a workspace link from a tenant's email opened signed out", async () => {
  // The guard sends /messages?…&tenant=acme to the sign-in page with it as the way back.
  const { api, requests } = scriptedApi({
    ...signedOut,
    'GET /api/public/branding': acme(),
  });
  const back = '/messages?conversation=c-1&tenant_id=t-1&tenant=acme';
  renderAt(`/login?return_to=${encodeURIComponent(back)}`, <LoginPage />, api);
  expect(
    await screen.findByRole('heading', { name: 'Sign in to Acme Agency' }),
  ).toBeInTheDocument();
  expect(requests.find((r) => r.path === '/api/public/branding')!.query.get('tenant')).toBe('acme');
  expect(document.body).not.toHaveTextContent(/Portico/);
});

it('reads no tenant from a way back that is not a path on this site', async () => {
  const { api, requests } = scriptedApi({
    ...signedOut,
    'GET /api/public/branding': { status: 200, body: { tenant_id: null } },
  });
  renderAt(
    `/login?return_to=${encodeURIComponent('//evil.test/x?tenant=acme')}`,
    <LoginPage />,
    api,
  );
  expect(
    await screen.findByRole('heading', { name: 'Your branded client portal, in minutes.' }),
  ).toBeInTheDocument();
  expect(
    requests.find((r) => r.path === '/api/public/branding')?.query.get('tenant') ?? null,
  ).toBeNull();
});

it('keeps the language an invitation was read in as the new account’s', async () => {
  const { api, requests } = scriptedApi({
    ...signedOut,
    'GET /api/public/branding': acme({ invited_email: 'nia@client.example', default_locale: 'es' }),
    'POST /api/auth/signup': { status: 409, body: { error: 'Ya registrado', code: 'conflict' } },
  });
  renderAt('/signup?invite=tok-123&member=true', <SignupPage />, api);
  await userEvent.type(await screen.findByLabelText('Nombre completo'), 'Nia Núñez');
  await userEvent.type(screen.getByLabelText('Contraseña'), 'long-enough');
  await userEvent.click(screen.getByRole('button', { name: 'Únete al equipo' }));
  await screen.findByText(/Ya registrado/);
  const signUp = requests.find((r) => r.path === '/api/auth/signup')!;
  expect(signUp.body).toMatchObject({ email: 'nia@client.example', locale: 'es' });
});
