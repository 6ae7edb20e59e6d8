/**
 * Two-factor sign-in in the shell: the code step after a correct password (6 digits or a
 * recovery code, 'Invalid code' keeps the person there), and the enrolment page the platform's
 * Require 2FA sends an un-enrolled session to (QR code, key as text, recovery codes once).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useApiQuery } from '@portico/frontend-kit';
import { LoginPage } from '../src/pages/auth/LoginPage';
import { TwoFactorEnrolmentPage } from '../src/pages/TwoFactorEnrolmentPage';
import { RequireRole } from '../src/routing/RequireRole';
import { renderAt, scriptedApi } from './harness';

const PROMPT = 'Enter the 6-digit code from your authenticator app';
const signedOut = {
  'POST /api/auth/refresh': { status: 401, body: { error: 'no session', code: 'unauthenticated' } },
};
const tokens = {
  access_token: 't',
  expires_at: new Date(Date.now() + 3_600_000).toISOString(),
  user: { id: 'u1', email: 'ada@example.com' },
};
const adminMe = (extra: Record<string, unknown> = {}) => ({
  status: 200,
  body: {
    user: { id: 'u1', email: 'ada@example.com', first_name: 'Ada', last_name: 'B' },
    role: 'admin',
    isSuperAdmin: false,
    tenant_id: 't1',
    impersonating: false,
    memberships: [
      { tenant_id: 't1', tenant_name: 'Acme', role: 'owner', role_key: 'admin', status: 'active' },
    ],
    ...extra,
  },
});
const challenge = {
  status: 200,
  body: {
    two_factor_required: true,
    challenge: 'ch-1',
    challenge_expires_at: new Date(Date.now() + 300_000).toISOString(),
  },
};

async function passwordStep() {
  await userEvent.type(await screen.findByLabelText('Email'), 'ada@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'correct-horse');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('sign-in code step', () => {
  it('asks for the code after a correct password and signs in with it', async () => {
    const { api, requests } = scriptedApi({
      ...signedOut,
      'POST /api/auth/login': challenge,
      'POST /api/auth/login/two-factor': { status: 200, body: tokens },
      'GET /api/me': adminMe(),
    });
    renderAt('/login', <LoginPage />, api);
    await passwordStep();
    expect(await screen.findByText(PROMPT)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Authentication code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/admin?tenant_id=t1'),
    );
    const sent = requests.find((r) => r.path === '/api/auth/login/two-factor');
    expect(sent?.body).toEqual({ challenge: 'ch-1', code: '123456' });
  });

  it("says 'Invalid code' and keeps the person on the code step to try again", async () => {
    const { api } = scriptedApi({
      ...signedOut,
      'POST /api/auth/login': challenge,
      'POST /api/auth/login/two-factor': {
        status: 401,
        body: { error: 'Invalid code', code: 'invalid_code' },
      },
    });
    renderAt('/login', <LoginPage />, api);
    await passwordStep();
    await userEvent.type(await screen.findByLabelText('Authentication code'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid code');
    expect(screen.getByLabelText('Authentication code')).toHaveValue('');
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('asks for six digits before calling the server', async () => {
    const { api, calls } = scriptedApi({ ...signedOut, 'POST /api/auth/login': challenge });
    renderAt('/login', <LoginPage />, api);
    await passwordStep();
    await userEvent.type(await screen.findByLabelText('Authentication code'), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByLabelText('Authentication code')).toHaveAccessibleDescription(PROMPT);
    expect(calls).not.toContain('POST /api/auth/login/two-factor');
  });

  it('takes a recovery code instead, from the keyboard alone', async () => {
    const { api, requests } = scriptedApi({
      ...signedOut,
      'POST /api/auth/login': challenge,
      'POST /api/auth/login/two-factor': { status: 200, body: tokens },
      'GET /api/me': adminMe(),
    });
    renderAt('/login', <LoginPage />, api);
    await passwordStep();
    await screen.findByLabelText('Authentication code');
    screen.getByRole('button', { name: 'Use a recovery code' }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.type(screen.getByLabelText('Recovery code'), 'abcde-fghjk{Enter}');
    await waitFor(() =>
      expect(requests.find((r) => r.path === '/api/auth/login/two-factor')?.body).toEqual({
        challenge: 'ch-1',
        code: 'abcde-fghjk',
      }),
    );
  });
});

describe('Require 2FA', () => {
  const signedIn = { 'POST /api/auth/refresh': { status: 200, body: tokens } };

  it('sends an un-enrolled session from any guarded screen to the setup page', async () => {
    const { api } = scriptedApi({
      ...signedIn,
      'GET /api/me': adminMe({ twoFactorEnrolmentRequired: true }),
    });
    renderAt(
      '/dashboard/admin',
      <RequireRole roles={['admin']}>
        <p>Dashboard</p>
      </RequireRole>,
      api,
    );
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/two-factor-setup'),
    );
    expect(screen.queryByText('Dashboard')).not.toBeInTheDocument();
  });

  it('sends a session to setup at the first refusal when the rule is switched on mid-session', async () => {
    let meReads = 0;
    const { api } = scriptedApi({
      ...signedIn,
      'GET /api/me': () => {
        meReads += 1;
        return adminMe({ twoFactorEnrolmentRequired: meReads > 1 });
      },
      'GET /api/profile': {
        status: 403,
        body: {
          error: 'Your platform requires two-factor authentication',
          code: 'PERMISSION_DENIED',
          reason: 'two_factor_enrolment_required',
        },
      },
    });
    function Screen() {
      const profile = useApiQuery('/api/profile', undefined);
      return <p>{profile.isError ? 'Refused' : 'Dashboard'}</p>;
    }
    renderAt(
      '/dashboard/admin',
      <RequireRole roles={['admin']}>
        <Screen />
      </RequireRole>,
      api,
    );
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/two-factor-setup'),
    );
    expect(meReads).toBe(2);
  });

  it('enrols: QR code and key, a code, then the ten recovery codes once, then home', async () => {
    const codes = Array.from({ length: 10 }, (_, i) => `code${i}-abcde`);
    const { api, requests } = scriptedApi({
      ...signedIn,
      'GET /api/me': adminMe({ twoFactorEnrolmentRequired: true }),
      'POST /api/me/two-factor/setup': {
        status: 200,
        body: {
          secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
          otpauthUri: 'otpauth://totp/Portico:ada%40example.com?secret=JBSWY3DPEHPK3PXP',
          qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
        },
      },
      'POST /api/me/two-factor/confirm': {
        status: 200,
        body: { recoveryCodes: codes, access_token: 't2', expires_at: tokens.expires_at },
      },
    });
    renderAt('/two-factor-setup', <TwoFactorEnrolmentPage />, api);
    expect(
      await screen.findByRole('heading', {
        name: 'Your platform requires two-factor authentication',
      }),
    ).toBeInTheDocument();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Set up two-factor authentication' }),
    );
    expect(await screen.findByAltText('QR code for your authenticator app')).toBeInTheDocument();
    expect(screen.getByText('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Authentication code'), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and turn on' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(requests.find((r) => r.path === '/api/me/two-factor/confirm')?.body).toEqual({
      code: '654321',
    });
    await userEvent.click(screen.getByRole('button', { name: 'I have saved my recovery codes' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/admin'),
    );
  });

  it("shows the server's 'Invalid code' when the confirmation code is wrong", async () => {
    const { api } = scriptedApi({
      ...signedIn,
      'GET /api/me': adminMe({ twoFactorEnrolmentRequired: true }),
      'POST /api/me/two-factor/setup': {
        status: 200,
        body: { secret: 'ABC', otpauthUri: 'otpauth://totp/x', qrSvg: '<svg></svg>' },
      },
      'POST /api/me/two-factor/confirm': {
        status: 400,
        body: { error: 'Invalid code', code: 'invalid_code' },
      },
    });
    renderAt('/two-factor-setup', <TwoFactorEnrolmentPage />, api);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Set up two-factor authentication' }),
    );
    await userEvent.type(await screen.findByLabelText('Authentication code'), '111111');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and turn on' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Authentication code')).toHaveAccessibleDescription(
        /Invalid code/,
      ),
    );
  });
});
