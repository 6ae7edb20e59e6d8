import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SignupPage } from '../src/pages/auth/SignupPage';
import { CompleteProfilePage } from '../src/pages/CompleteProfilePage';
import { ForgotPasswordModal } from '../src/pages/auth/ForgotPasswordModal';
import { renderAt, scriptedApi } from './harness';

const signedOut = { 'POST /api/auth/refresh': { status: 401, body: { error: 'no session' } } };
const session = (role: string) => ({
  'POST /api/auth/refresh': {
    status: 200,
    body: {
      access_token: 't',
      expires_at: '2999-01-01T00:00:00Z',
      user: { id: 'u1', email: 'jo@example.com' },
    },
  },
  'GET /api/me': {
    status: 200,
    body: {
      user: { id: 'u1', email: 'jo@example.com' },
      role,
      isSuperAdmin: false,
      memberships: [{ tenant_id: 't1', tenant_name: 'Acme', role: 'member', status: 'active' }],
    },
  },
  'GET /api/profile': {
    status: 200,
    body: { id: 'u1', first_name: '', last_name: '', phone: '', linkedin: '' },
  },
});

describe('sign-up screen', () => {
  it('shows each field rule next to its field', async () => {
    const { api, calls } = scriptedApi(signedOut);
    renderAt('/signup', <SignupPage />, api);
    await userEvent.type(await screen.findByLabelText('Work email'), 'not-an-email');
    await userEvent.type(screen.getByLabelText('Password'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByLabelText('Full name')).toHaveAccessibleDescription('Full name is required');
    expect(screen.getByLabelText('Work email')).toHaveAccessibleDescription(
      'Enter a valid email address',
    );
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      expect.stringContaining('Password must be at least 8 characters'),
    );
    expect(screen.getByLabelText('Company name')).toHaveAccessibleDescription(
      'Company name is required',
    );
    expect(calls).not.toContain('POST /api/auth/signup');
  });

  it("is titled 'Join the Team' with an invitation and asks no company questions", async () => {
    const { api } = scriptedApi(signedOut);
    renderAt('/signup?invite=abc&member=true', <SignupPage />, api);
    expect(await screen.findByRole('heading', { name: 'Join the Team' })).toBeInTheDocument();
    expect(screen.getByText('Step 0: Create Account')).toBeInTheDocument();
    expect(screen.queryByLabelText('Company name')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('How did you hear about us?')).not.toBeInTheDocument();
  });

  it('shows the server refusal with the spec prefix', async () => {
    const { api } = scriptedApi({
      ...signedOut,
      'POST /api/auth/signup': {
        status: 409,
        body: { error: 'User already registered', code: 'conflict' },
      },
    });
    renderAt('/signup', <SignupPage />, api);
    await userEvent.type(await screen.findByLabelText('Full name'), 'Jo Doe');
    await userEvent.type(screen.getByLabelText('Work email'), 'jo@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'long-enough');
    await userEvent.type(screen.getByLabelText('Company name'), 'Acme');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Sign up failed: User already registered')).toBeInTheDocument();
  });
});

describe('complete your profile', () => {
  it('requires both names and a real LinkedIn URL', async () => {
    const { api, calls } = scriptedApi(session('jobseeker'));
    renderAt('/complete-profile', <CompleteProfilePage />, api);
    await userEvent.type(await screen.findByLabelText('LinkedIn URL (optional)'), 'linkedin');
    await userEvent.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(screen.getByLabelText('First Name')).toHaveAccessibleDescription(
      'First name is required',
    );
    expect(screen.getByLabelText('Last Name')).toHaveAccessibleDescription('Last name is required');
    expect(screen.getByLabelText('LinkedIn URL (optional)')).toHaveAccessibleDescription(
      expect.stringContaining('Enter a full URL'),
    );
    expect(calls).not.toContain('PUT /api/profile');
  });

  it.each([
    ['jobseeker', '/dashboard/jobseeker'],
    ['admin', '/dashboard/admin'],
    ['role3', '/dashboard/client'],
  ])('sends a %s to %s after saving', async (role, target) => {
    const { api } = scriptedApi({
      ...session(role),
      'PUT /api/profile': { status: 200, body: { first_name: 'Jo', last_name: 'Doe' } },
    });
    renderAt('/complete-profile', <CompleteProfilePage />, api);
    await userEvent.type(await screen.findByLabelText('First Name'), 'Jo');
    await userEvent.type(screen.getByLabelText('Last Name'), 'Doe');
    await userEvent.click(screen.getByRole('button', { name: 'Save Profile' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(target));
  });

  it('says the profile was not saved when the server refuses', async () => {
    const { api } = scriptedApi({
      ...session('client'),
      'PUT /api/profile': { status: 500, body: { error: 'db down' } },
    });
    renderAt('/complete-profile', <CompleteProfilePage />, api);
    await userEvent.type(await screen.findByLabelText('First Name'), 'Jo');
    await userEvent.type(screen.getByLabelText('Last Name'), 'Doe');
    await userEvent.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(
      await screen.findByText('Profile not saved correctly. Please try again.'),
    ).toBeInTheDocument();
  });
});

describe('reset your password', () => {
  it('asks for the email, then says a reset link was sent', async () => {
    const { api, calls } = scriptedApi({ 'POST /api/forgot-password': { status: 200, body: {} } });
    renderAt('/login', <ForgotPasswordModal initialEmail="" onClose={() => undefined} />, api);
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
    await userEvent.type(screen.getByLabelText('Email'), 'jo@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset' }));
    expect(
      await screen.findByText('A password reset link has been emailed to you.'),
    ).toBeInTheDocument();
    expect(calls).toContain('POST /api/forgot-password');
  });

  it("falls back to 'Failed to send reset' when the server gives no reason", async () => {
    const { api } = scriptedApi({
      'POST /api/forgot-password': () => {
        throw new TypeError('offline');
      },
    });
    renderAt(
      '/login',
      <ForgotPasswordModal initialEmail="jo@example.com" onClose={() => undefined} />,
      api,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset' }));
    expect(await screen.findByText('Failed to send reset')).toBeInTheDocument();
  });
});
