/**
 * Deep links kept across sign-in (issue 26): a signed-out visitor opening a screen is sent to
 * the sign-in, and after the password (and the two-factor code, when the account has one)
 * lands on that screen in their workspace; a provider's button carries the path on its round
 * trip; a return address off this site is ignored for the usual dashboard.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { LoginPage } from '../src/pages/auth/LoginPage';
import { RequireRole } from '../src/routing/RequireRole';
import { renderAt, scriptedApi } from './harness';

const PORTAL = 'http://portal.test';
const signedOut = {
  'POST /api/auth/refresh': { status: 401, body: { error: 'no session', code: 'unauthenticated' } },
};
const tokens = {
  access_token: 't',
  expires_at: new Date(Date.now() + 3_600_000).toISOString(),
  user: { id: 'u2', email: 'cy@example.com' },
};
const clientMe = {
  status: 200,
  body: {
    user: { id: 'u2', email: 'cy@example.com', first_name: 'Cy', last_name: 'Client' },
    role: 'role2',
    isSuperAdmin: false,
    tenant_id: 't1',
    impersonating: false,
    memberships: [
      { tenant_id: 't1', tenant_name: 'Acme', role: 'role2', role_key: 'role2', status: 'active' },
    ],
  },
};

/** The sign-in page and one guarded screen, as the shell routes them. */
const portal = (
  <Routes>
    <Route path="/login" element={<LoginPage />} />
    <Route
      path="/forms/:id"
      element={
        <RequireRole roles={['role2']}>
          <h1>The intake form</h1>
        </RequireRole>
      }
    />
  </Routes>
);
const location = () => screen.getByTestId('location');

async function signIn() {
  await userEvent.type(await screen.findByLabelText('Email'), 'cy@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'correct-horse');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

it('brings a signed-out visitor back to the form they opened once they have signed in', async () => {
  const { api } = scriptedApi({
    ...signedOut,
    'POST /api/auth/login': { status: 200, body: tokens },
    'GET /api/me': clientMe,
  });
  renderAt('/forms/f1', portal, api);
  await screen.findByRole('button', { name: 'Sign in' });
  expect(location()).toHaveTextContent('/login?return_to=%2Fforms%2Ff1');
  await signIn();
  expect(await screen.findByRole('heading', { name: 'The intake form' })).toBeInTheDocument();
  expect(location()).toHaveTextContent('/forms/f1?tenant_id=t1');
});

it('keeps the way back through the two-factor code step', async () => {
  const { api } = scriptedApi({
    ...signedOut,
    'POST /api/auth/login': {
      status: 200,
      body: {
        two_factor_required: true,
        challenge: 'ch-1',
        challenge_expires_at: new Date(Date.now() + 300_000).toISOString(),
      },
    },
    'POST /api/auth/login/two-factor': { status: 200, body: tokens },
    'GET /api/me': clientMe,
  });
  renderAt('/forms/f1?tenant_id=t1', portal, api);
  await signIn();
  await userEvent.type(await screen.findByLabelText('Authentication code'), '123456');
  await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
  expect(await screen.findByRole('heading', { name: 'The intake form' })).toBeInTheDocument();
  expect(location()).toHaveTextContent('/forms/f1?tenant_id=t1');
});

it('hands the path to a provider’s sign-in, and never another site’s address', async () => {
  const providers = {
    'GET /api/auth/providers': {
      status: 200,
      body: {
        providers: [
          { id: 'google', name: 'Google', start_url: `${PORTAL}/api/auth/oauth/google/start` },
        ],
      },
    },
  };
  const { api } = scriptedApi({ ...signedOut, ...providers });
  const view = renderAt('/forms/f1', portal, api);
  const google = await screen.findByRole('link', { name: 'Continue with Google' });
  expect(new URL(google.getAttribute('href')!).searchParams.get('return_to')).toBe('/forms/f1');
  view.unmount();

  renderAt(
    '/login?return_to=%2F%2Fevil.example',
    portal,
    scriptedApi({ ...signedOut, ...providers }).api,
  );
  const again = await screen.findByRole('link', { name: 'Continue with Google' });
  expect(new URL(again.getAttribute('href')!).searchParams.has('return_to')).toBe(false);
});

it.each([
  ['another site', '//evil.example/forms'],
  ['an absolute address', 'https://evil.example/forms'],
  ['a backslash', '/\\evil.example'],
  ['encoded slashes', '/%2F%2Fevil.example'],
])('ignores a return address to %s and goes to the dashboard', async (_what, returnTo) => {
  const { api } = scriptedApi({
    ...signedOut,
    'POST /api/auth/login': { status: 200, body: tokens },
    'GET /api/me': clientMe,
  });
  renderAt(`/login?return_to=${encodeURIComponent(returnTo)}`, portal, api);
  await signIn();
  await waitFor(() => expect(location()).toHaveTextContent('/dashboard/client?tenant_id=t1'));
});
