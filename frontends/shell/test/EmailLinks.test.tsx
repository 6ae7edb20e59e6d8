import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EmailConfirmationBanner } from '../src/layouts/AccountBanners';
import { ConfirmEmailPage } from '../src/pages/auth/ConfirmEmailPage';
import { ResetPasswordPage } from '../src/pages/auth/ResetPasswordPage';
import { renderAt, scriptedApi } from './harness';

const signedOut = {
  'POST /api/auth/refresh': { status: 401, body: { error: 'no session', code: 'unauthenticated' } },
};

describe('confirmation link page', () => {
  it('spends the single-use link only when the person clicks, then says it is confirmed', async () => {
    const { api, calls, requests } = scriptedApi({
      ...signedOut,
      'POST /api/auth/confirm-email': {
        status: 200,
        body: {
          message: 'Thank you: your email address is confirmed.',
          purpose: 'verify',
          email: 'ada@example.com',
        },
      },
    });
    renderAt('/verify-email?token=abc', <ConfirmEmailPage purpose="verify" />, api);
    const button = await screen.findByRole('button', { name: 'Confirm email' });
    expect(calls).not.toContain('POST /api/auth/confirm-email');
    await userEvent.click(button);
    expect(await screen.findByText('Thank you: your email address is confirmed.')).toBeVisible();
    expect(requests.filter((r) => r.path === '/api/auth/confirm-email').map((r) => r.body)).toEqual(
      [{ token: 'abc' }],
    );
    expect(screen.queryByRole('button', { name: 'Confirm email' })).toBeNull();
  });

  it("shows the service's message for a spent or expired link", async () => {
    const { api } = scriptedApi({
      ...signedOut,
      'POST /api/auth/confirm-email': {
        status: 400,
        body: { error: 'This confirmation link is invalid or has expired.', code: 'invalid' },
      },
    });
    renderAt('/confirm-email?token=old', <ConfirmEmailPage purpose="change" />, api);
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm new email' }));
    expect(
      await screen.findByText('This confirmation link is invalid or has expired.'),
    ).toBeVisible();
  });

  it('says a link without a token is invalid and calls nothing', async () => {
    const { api, calls } = scriptedApi(signedOut);
    renderAt('/verify-email', <ConfirmEmailPage purpose="verify" />, api);
    expect(
      await screen.findByText('This confirmation link is invalid or has expired.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Confirm email' })).toBeNull();
    expect(calls).not.toContain('POST /api/auth/confirm-email');
  });
});

describe('reset password page', () => {
  it('refuses mismatched passwords next to the field without calling the server', async () => {
    const { api, calls } = scriptedApi(signedOut);
    renderAt('/reset-password?token=t1', <ResetPasswordPage />, api);
    await userEvent.type(await screen.findByLabelText('New password'), 'a long secret');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'another secret');
    await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription(
      'New passwords do not match.',
    );
    expect(calls).not.toContain('POST /api/reset-password');
  });

  it('sets the new password with the link token', async () => {
    const { api, requests } = scriptedApi({
      ...signedOut,
      'POST /api/reset-password': {
        status: 200,
        body: { message: 'Password updated successfully!' },
      },
    });
    renderAt('/reset-password?token=t1', <ResetPasswordPage />, api);
    await userEvent.type(await screen.findByLabelText('New password'), 'a long secret');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'a long secret');
    await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText('Password updated successfully!')).toBeVisible();
    expect(requests.filter((r) => r.path === '/api/reset-password').map((r) => r.body)).toEqual([
      { token: 't1', password: 'a long secret' },
    ]);
  });
});

describe('email confirmation banner', () => {
  const session = (verified: boolean) => ({
    'POST /api/auth/refresh': {
      status: 200,
      body: {
        access_token: 't',
        expires_at: '2999-01-01T00:00:00Z',
        user: { id: 'u1', email: 'ada@example.com' },
      },
    },
    'GET /api/me': {
      status: 200,
      body: {
        user: {
          id: 'u1',
          email: 'ada@example.com',
          first_name: 'Ada',
          last_name: 'L',
          email_verified: verified,
        },
        role: 'admin',
        isSuperAdmin: false,
        tenant_id: null,
        impersonating: false,
        memberships: [],
      },
    },
  });

  it('asks an unconfirmed owner to confirm and mails the link again on request', async () => {
    const { api, calls } = scriptedApi({
      ...session(false),
      'POST /api/me/email/verification': {
        status: 200,
        body: { message: 'Confirmation email sent. Please check your inbox.' },
      },
    });
    renderAt('/admin', <EmailConfirmationBanner />, api);
    expect(await screen.findByText(/Please confirm your email address/)).toHaveTextContent(
      'ada@example.com',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send again' }));
    expect(
      await screen.findByText('Confirmation email sent. Please check your inbox.'),
    ).toBeVisible();
    expect(calls).toContain('POST /api/me/email/verification');
  });

  it('is not shown once the address is confirmed', async () => {
    const { api, calls } = scriptedApi(session(true));
    renderAt('/admin', <EmailConfirmationBanner />, api);
    await waitFor(() => expect(calls).toContain('GET /api/me'));
    expect(screen.queryByText(/Please confirm your email address/)).toBeNull();
  });
});
