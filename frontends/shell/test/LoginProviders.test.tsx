/** The login page's "Continue with …" buttons, a provider's failure in words, and its 2FA step. */
import { screen } from '@testing-library/react';
import { LoginPage } from '../src/pages/auth/LoginPage';
import { SignupPage } from '../src/pages/auth/SignupPage';
import { renderAt, scriptedApi } from './harness';

/** The portal's public address, where a trip to a provider starts and ends. */
const PORTAL = 'http://portal.test';
const signedOut = {
  'POST /api/auth/refresh': { status: 401, body: { error: 'no session', code: 'unauthenticated' } },
};

describe('login with a provider', () => {
  it('offers each provider the gateway names as a link to its start, keeping the host', async () => {
    const { api, requests } = scriptedApi({
      ...signedOut,
      'GET /api/auth/providers': {
        status: 200,
        body: {
          providers: [
            { id: 'google', name: 'Google', start_url: `${PORTAL}/api/auth/oauth/google/start` },
            { id: 'github', name: 'GitHub', start_url: `${PORTAL}/api/auth/oauth/github/start` },
          ],
        },
      },
    });
    renderAt('/login', <LoginPage />, api);
    const google = await screen.findByRole('link', { name: 'Continue with Google' });
    expect(google.getAttribute('href')).toBe(
      `${PORTAL}/api/auth/oauth/google/start?host=${window.location.hostname}`,
    );
    expect(screen.getByRole('link', { name: /Continue with GitHub/ })).toBeInTheDocument();
    expect(screen.queryByText(/Continue with Microsoft/)).not.toBeInTheDocument();
    expect(requests.find((r) => r.path === '/api/auth/providers')?.query.get('host')).toBe(
      window.location.hostname,
    );
  });

  it('shows only the password form when no provider is offered', async () => {
    const { api } = scriptedApi({
      ...signedOut,
      'GET /api/auth/providers': { status: 200, body: { providers: [] } },
    });
    renderAt('/login', <LoginPage />, api);
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByText('or')).not.toBeInTheDocument();
  });

  it.each([
    ['email_unverified', 'google', 'Google did not confirm your email address.'],
    ['cancelled', 'google', 'Sign-in with Google was cancelled.'],
    ['expired', 'microsoft', 'That sign-in link has expired. Please try again.'],
    ['invalid_state', 'slack', 'That sign-in link has expired. Please try again.'],
    ['account_disabled', 'github', 'This account has been disabled. Please contact support.'],
    ['rate_limited', '', 'Too many attempts. Please wait a moment and try again.'],
  ])('says what went wrong for ?error=%s', async (code, provider, text) => {
    const { api } = scriptedApi(signedOut);
    renderAt(`/login?error=${code}&provider=${provider}`, <LoginPage />, api);
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('turns a provider sign-in of a two-factor account into the code step', async () => {
    const { api, calls } = scriptedApi({
      ...signedOut,
      'POST /api/auth/oauth/two-factor-challenge': {
        status: 200,
        body: {
          two_factor_required: true,
          challenge: 'c1',
          challenge_expires_at: new Date(Date.now() + 300_000).toISOString(),
        },
      },
    });
    renderAt('/login?step=two-factor', <LoginPage />, api);
    expect(
      await screen.findByRole('heading', { name: 'Two-factor authentication' }),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c === 'POST /api/auth/oauth/two-factor-challenge')).toHaveLength(1);
  });

  it('offers providers for a new workspace on the sign-up page, not when joining by invitation', async () => {
    const routes = {
      ...signedOut,
      'GET /api/auth/providers': {
        status: 200,
        body: {
          providers: [
            {
              id: 'microsoft',
              name: 'Microsoft',
              start_url: `${PORTAL}/api/auth/oauth/microsoft/start`,
            },
          ],
        },
      },
    };
    const fresh = scriptedApi(routes);
    const { unmount } = renderAt('/signup', <SignupPage />, fresh.api);
    expect(await screen.findByRole('link', { name: 'Continue with Microsoft' })).toHaveAttribute(
      'href',
      `${PORTAL}/api/auth/oauth/microsoft/start?host=${window.location.hostname}`,
    );
    unmount();
    const invited = scriptedApi(routes);
    renderAt('/signup?invite=abc&member=true', <SignupPage />, invited.api);
    expect(await screen.findByRole('heading', { name: 'Join the Team' })).toBeInTheDocument();
    expect(screen.queryByText(/Continue with/)).not.toBeInTheDocument();
    expect(invited.calls).not.toContain('GET /api/auth/providers');
  });
});
