/**
 * Settings → Security: two-factor sign-in on the member's and the admin's settings page. Off:
 * set it up (codes shown once, kept on screen while the status turns on). On: recovery codes
 * left and turning it off with password and code, unless the platform requires it.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderTenantApp } from './harness';

const status = (body: Record<string, unknown>) => ({
  status: 200,
  body: {
    enabled: false,
    recoveryCodesLeft: 0,
    required: false,
    enrolmentRequired: false,
    ...body,
  },
});

const security = async () => within(await screen.findByRole('region', { name: 'Security' }));

describe('settings: Security', () => {
  it('turns two-factor sign-in on and keeps the recovery codes on screen until saved', async () => {
    const codes = Array.from({ length: 10 }, (_, i) => `rcode-${i}abcd`);
    let enabled = false;
    renderTenantApp('/settings', {
      'GET /api/me/two-factor': () => status({ enabled, recoveryCodesLeft: enabled ? 10 : 0 }),
      'POST /api/me/two-factor/setup': {
        status: 200,
        body: { secret: 'KEYTEXT234', otpauthUri: 'otpauth://totp/x', qrSvg: '<svg></svg>' },
      },
      'POST /api/me/two-factor/confirm': () => {
        enabled = true;
        return {
          status: 200,
          body: { recoveryCodes: codes, access_token: 't2', expires_at: '2999-01-01T00:00:00Z' },
        };
      },
    });
    const section = await security();
    expect(await section.findByText(/Two-factor authentication is off/)).toBeInTheDocument();
    // The setup flow loads on demand (the kit's lazy TwoFactorSetup).
    await userEvent.click(
      await section.findByRole('button', { name: 'Set up two-factor authentication' }),
    );
    expect(await section.findByText('KEYTEXT234')).toBeInTheDocument();
    await userEvent.type(section.getByLabelText('Authentication code'), '123456');
    await userEvent.click(section.getByRole('button', { name: 'Verify and turn on' }));
    const list = await section.findByRole('list', { name: 'Recovery codes' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    await userEvent.click(section.getByRole('button', { name: 'I have saved my recovery codes' }));
    expect(
      await section.findByText(/Two-factor authentication is on\. 10 of 10 recovery codes left/),
    ).toBeInTheDocument();
    expect(section.queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
  });

  it("turns it off with password and code, and shows 'Invalid code' from the server", async () => {
    let enabled = true;
    const { requests } = renderTenantApp('/settings', {
      'GET /api/me/two-factor': () => status({ enabled, recoveryCodesLeft: 7 }),
      'POST /api/me/two-factor/disable': ({ body }) => {
        if ((body as { code: string }).code !== '246810')
          return { status: 400, body: { error: 'Invalid code', code: 'invalid_code' } };
        enabled = false;
        return { status: 200, body: { message: 'Two-factor authentication is off.' } };
      },
    });
    const section = await security();
    expect(await section.findByText(/7 of 10 recovery codes left/)).toBeInTheDocument();
    await userEvent.type(section.getByLabelText('Current password'), 'correct-horse');
    await userEvent.type(section.getByLabelText('Authentication or recovery code'), '000000');
    await userEvent.click(section.getByRole('button', { name: 'Turn off' }));
    expect(await section.findByRole('alert')).toHaveTextContent('Invalid code');
    await userEvent.clear(section.getByLabelText('Authentication or recovery code'));
    await userEvent.type(section.getByLabelText('Authentication or recovery code'), '246810');
    await userEvent.click(section.getByRole('button', { name: 'Turn off' }));
    expect(await section.findByText(/Two-factor authentication is off/)).toBeInTheDocument();
    expect(requests.filter((r) => r.path === '/api/me/two-factor/disable')).toHaveLength(2);
  });

  it('offers no way to turn it off while the platform requires it', async () => {
    renderTenantApp('/settings', {
      'GET /api/me/two-factor': status({ enabled: true, recoveryCodesLeft: 10, required: true }),
    });
    const section = await security();
    expect(
      await section.findByText(/Your platform requires two-factor authentication/),
    ).toBeInTheDocument();
    expect(section.queryByRole('button', { name: 'Turn off' })).not.toBeInTheDocument();
  });

  it('says so when the status cannot be read', async () => {
    renderTenantApp('/settings', {
      'GET /api/me/two-factor': { status: 500, body: { error: 'boom', code: 'internal' } },
    });
    const section = await security();
    await waitFor(() =>
      expect(section.getByRole('alert')).toHaveTextContent(
        'Your sign-in security could not be loaded.',
      ),
    );
  });
});
