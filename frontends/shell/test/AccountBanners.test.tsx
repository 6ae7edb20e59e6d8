import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuth } from '@portico/frontend-kit';
import { ImpersonationBanner, timeLeftText } from '../src/layouts/AccountBanners';
import { layoutsCatalogue } from '../src/layouts/i18n';
import { renderAt, scriptedApi } from './harness';

const tokens = (token: string, id: string, email: string) => ({
  access_token: token,
  expires_at: '2999-01-01T00:00:00Z',
  user: { id, email },
});
const me = (id: string, email: string, impersonating: boolean) => ({
  user: { id, email, first_name: '', last_name: '' },
  role: impersonating ? 'client' : 'admin',
  isSuperAdmin: !impersonating,
  tenant_id: null,
  impersonating,
  memberships: [],
});

function SignedInAs() {
  const { user, isSuperAdmin } = useAuth();
  return <output aria-label="Signed in as">{`${user?.email ?? ''} ${isSuperAdmin}`}</output>;
}

describe('impersonation banner', () => {
  it("stops acting as the client and reads the super admin's own session again", async () => {
    let refreshes = 0;
    const { api, calls } = scriptedApi({
      'POST /api/auth/refresh': () => ({
        status: 200,
        body:
          refreshes++ === 0
            ? tokens('as-client', 'c1', 'client@example.com')
            : tokens('own', 'sa', 'root@example.com'),
      }),
      'GET /api/me': ({ headers }) => ({
        status: 200,
        body:
          headers.get('authorization') === 'Bearer own'
            ? me('sa', 'root@example.com', false)
            : me('c1', 'client@example.com', true),
      }),
      'POST /api/impersonate/stop': { status: 200, body: { impersonating: false } },
    });
    renderAt(
      '/dashboard/client',
      <>
        <ImpersonationBanner />
        <SignedInAs />
      </>,
      api,
    );
    expect(await screen.findByText(/You are signed in as/)).toHaveTextContent('client@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Stop' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Signed in as' })).toHaveTextContent(
        'root@example.com true',
      ),
    );
    expect(screen.queryByText(/You are signed in as/)).not.toBeInTheDocument();
    expect(calls).toContain('POST /api/impersonate/stop');
    // The client's page is not the super admin's: they are back in the console (the session
    // is read again before the way back is taken, so the two settle one after the other).
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/super$/));
  });
});

describe('impersonation time left', () => {
  const start = Date.parse('2026-01-01T12:00:00Z');
  it('counts whole minutes down to the end the server enforces', () => {
    const english = layoutsCatalogue.intl('en');
    expect(timeLeftText(start + 60 * 60_000, start, english)).toBe('Ends in 60 minutes.');
    expect(timeLeftText(start + 90_000, start, english)).toBe('Ends in 1 minute.');
    expect(timeLeftText(start + 59_000, start, english)).toBe('Ends in less than a minute.');
    expect(timeLeftText(start, start, english)).toBe('The impersonation session has ended.');
  });

  it('says the minutes left in Spanish, singular and plural', async () => {
    await layoutsCatalogue.load('es');
    const spanish = layoutsCatalogue.intl('es');
    expect(timeLeftText(start + 90_000, start, spanish)).toBe('Termina en 1 minuto.');
    expect(timeLeftText(start + 5 * 60_000, start, spanish)).toBe('Termina en 5 minutos.');
  });

  it('shows the time left of the impersonation session in the banner', async () => {
    const inHalfAnHour = new Date(Date.now() + 30 * 60_000 + 30_000).toISOString();
    const { api } = scriptedApi({
      'POST /api/auth/refresh': {
        status: 200,
        body: { ...tokens('as-client', 'c1', 'client@example.com'), expires_at: inHalfAnHour },
      },
      'GET /api/me': { status: 200, body: me('c1', 'client@example.com', true) },
    });
    renderAt('/super', <ImpersonationBanner />, api);
    expect(await screen.findByText('Ends in 30 minutes.')).toBeInTheDocument();
  });
});
