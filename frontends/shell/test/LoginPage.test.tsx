import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoginPage } from '../src/pages/auth/LoginPage';
import { renderAt, scriptedApi } from './harness';

const signedOut = {
  'POST /api/auth/refresh': { status: 401, body: { error: 'no session', code: 'unauthenticated' } },
};
const tokens = {
  access_token: 't',
  expires_at: new Date(Date.now() + 3_600_000).toISOString(),
  user: { id: 'u1', email: 'ada@example.com' },
};

describe('login screen', () => {
  it('names the empty fields next to them and does not call the server', async () => {
    const { api, calls } = scriptedApi(signedOut);
    renderAt('/login', <LoginPage />, api);
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required');
    expect(calls).not.toContain('POST /api/auth/login');
  });

  it.each([
    ['account_created', 'Account created successfully! Please log in.'],
    ['signup_complete', 'Account created! Please log in.'],
    ['invitation_accepted', 'Invitation accepted! Please log in.'],
  ])('shows the %s banner', async (message, text) => {
    const { api } = scriptedApi(signedOut);
    renderAt(`/login?message=${message}`, <LoginPage />, api);
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it("shows the service's message when the password is wrong", async () => {
    const { api } = scriptedApi({
      ...signedOut,
      'POST /api/auth/login': {
        status: 401,
        body: { error: 'Invalid login credentials', code: 'invalid_credentials' },
      },
    });
    renderAt('/login', <LoginPage />, api);
    await userEvent.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Invalid login credentials')).toBeInTheDocument();
  });

  it('sends an admin to their admin dashboard with the tenant after signing in, submitting once', async () => {
    const { api, calls } = scriptedApi({
      ...signedOut,
      'POST /api/auth/login': { status: 200, body: tokens },
      'GET /api/me': {
        status: 200,
        body: {
          user: { id: 'u1', email: 'ada@example.com' },
          role: 'admin',
          isSuperAdmin: false,
          memberships: [{ tenant_id: 't1', tenant_name: 'Acme', role: 'owner', status: 'active' }],
        },
      },
    });
    renderAt('/login', <LoginPage />, api);
    await userEvent.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'correct-horse');
    await userEvent.dblClick(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/admin?tenant_id=t1'),
    );
    expect(calls.filter((c) => c === 'POST /api/auth/login')).toHaveLength(1);
  });
});
