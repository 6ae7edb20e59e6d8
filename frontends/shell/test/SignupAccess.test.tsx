/**
 * The sign-in and sign-up screens follow Super Settings: with signup.open off the sign-in page
 * offers no sign-up link and /signup explains that only invitations work (an invitation link
 * still shows its form); someone whose session the server ended is told why on the sign-in page.
 */
import { screen, waitFor } from '@testing-library/react';
import { FEATURE_FLAG_MESSAGES } from '@portico/frontend-kit';
import { LoginPage } from '../src/pages/auth/LoginPage';
import { SignupPage } from '../src/pages/auth/SignupPage';
import { renderAt, scriptedApi } from './harness';

const signedOut = {
  'POST /api/auth/refresh': {
    status: 401,
    body: { error: 'Auth session missing!', code: 'UNAUTHENTICATED', reason: 'no_refresh_token' },
  },
};

const flags = (signupOpen: boolean) => ({
  'GET /api/feature-flags': {
    status: 200,
    body: {
      flags: [
        { key: 'signup.open', enabled: signupOpen },
        { key: 'announcements.banners', enabled: true },
      ],
    },
  },
});

const signUpLink = () => screen.queryByRole('link', { name: 'No Account? Click here to sign up' });

describe('sign-up while the platform takes new sign-ups', () => {
  it('the sign-in page offers the sign-up link', async () => {
    const { api, calls } = scriptedApi({ ...signedOut, ...flags(true) });
    renderAt('/login', <LoginPage />, api);
    await waitFor(() => expect(calls).toContain('GET /api/feature-flags'));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(signUpLink()).toBeInTheDocument();
  });

  it('/signup shows the workspace form', async () => {
    const { api } = scriptedApi({ ...signedOut, ...flags(true) });
    renderAt('/signup', <SignupPage />, api);
    expect(
      await screen.findByRole('heading', { name: 'Create your workspace' }),
    ).toBeInTheDocument();
  });
});

describe('sign-up closed (signup.open off)', () => {
  it('the sign-in page hides the sign-up link', async () => {
    const { api } = scriptedApi({ ...signedOut, ...flags(false) });
    renderAt('/login', <LoginPage />, api);
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    await waitFor(() => expect(signUpLink()).not.toBeInTheDocument());
  });

  it('/signup says only invitations make accounts and links to sign in', async () => {
    const { api, calls } = scriptedApi({ ...signedOut, ...flags(false) });
    renderAt('/signup', <SignupPage />, api);
    expect(await screen.findByRole('heading', { name: 'Sign-ups are closed' })).toBeInTheDocument();
    expect(screen.getByText(FEATURE_FLAG_MESSAGES.signupClosed)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Already have an account? Sign in' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    expect(calls).not.toContain('POST /api/auth/signup');
  });

  it('an invitation link still shows the join form', async () => {
    const { api, calls } = scriptedApi({ ...signedOut, ...flags(false) });
    renderAt('/signup?invite=abc', <SignupPage />, api);
    await waitFor(() => expect(calls).toContain('GET /api/feature-flags'));
    expect(await screen.findByRole('heading', { name: 'Join the Team' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Sign-ups are closed' })).not.toBeInTheDocument();
  });
});

describe('a session the server ended', () => {
  it('lands on the sign-in page with the reason', async () => {
    const { api } = scriptedApi({
      ...flags(true),
      'POST /api/auth/refresh': {
        status: 401,
        body: {
          error: 'Your session has expired. Please sign in again.',
          code: 'UNAUTHENTICATED',
          reason: 'refresh_idle',
        },
      },
    });
    renderAt('/login', <LoginPage />, api);
    expect(
      await screen.findByText('Your session has expired. Please sign in again.'),
    ).toBeInTheDocument();
  });

  it('says nothing to someone who simply has no session', async () => {
    const { api } = scriptedApi({ ...signedOut, ...flags(true) });
    renderAt('/login', <LoginPage />, api);
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByText('Auth session missing!')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
