/**
 * Super User Management's user drawer: an operator clears a user's two-factor setup (a lost
 * device) and sees the gateway's answer; a pending invitation has no account to reset.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { ApiProvider, AuthProvider } from '@portico/frontend-kit';
import { scriptedApi, type ScriptedRoutes } from '@portico/frontend-kit/testing/scriptedApi';
import { UserDrawer, type TenantUser } from '../src/tenants/UserDrawer';

const TENANT_ID = '66666666-6666-4666-8666-666666666666';
const USER_ID = '77777777-7777-4777-8777-777777777777';
const user = (patch: Partial<TenantUser> = {}): TenantUser => ({
  id: USER_ID,
  name: 'Olive Owner',
  email: 'olive@acme.test',
  role: 'owner',
  status: 'active',
  last_login_at: '',
  ...patch,
});

function renderDrawer(shown: TenantUser, routes: ScriptedRoutes) {
  const scripted = scriptedApi({
    'POST /api/auth/refresh': {
      status: 200,
      body: {
        access_token: 't',
        expires_at: '2999-01-01T00:00:00Z',
        user: { id: 's', email: 's@x' },
      },
    },
    ...routes,
  });
  render(
    <MemoryRouter>
      <ApiProvider client={scripted.api}>
        <AuthProvider>
          <UserDrawer user={shown} tenantId={TENANT_ID} onClose={() => undefined} />
        </AuthProvider>
      </ApiProvider>
    </MemoryRouter>,
  );
  return scripted;
}

describe('user drawer: two-factor reset', () => {
  it("resets the user's two-factor setup and says so", async () => {
    const { requests } = renderDrawer(user(), {
      'POST /api/super/users/{id}/two-factor/reset': {
        status: 200,
        body: { message: 'Two-factor authentication was reset for this user.' },
      },
    });
    const drawer = await screen.findByRole('dialog', { name: 'Olive Owner' });
    await userEvent.click(
      within(drawer).getByRole('button', { name: 'Reset two-factor authentication' }),
    );
    expect(
      await within(drawer).findByText('Two-factor authentication was reset for this user.'),
    ).toBeInTheDocument();
    const sent = requests.find((r) => r.path.endsWith('/two-factor/reset'));
    expect(sent?.path).toBe(`/api/super/users/${USER_ID}/two-factor/reset`);
  });

  it("shows the gateway's refusal", async () => {
    renderDrawer(user(), {
      'POST /api/super/users/{id}/two-factor/reset': {
        status: 404,
        body: { error: 'User not found. Please log in again.', code: 'user_not_found' },
      },
    });
    const drawer = await screen.findByRole('dialog', { name: 'Olive Owner' });
    await userEvent.click(
      within(drawer).getByRole('button', { name: 'Reset two-factor authentication' }),
    );
    expect(await within(drawer).findByRole('alert')).toHaveTextContent('User not found');
  });

  it('offers no reset for a pending invitation', async () => {
    renderDrawer(user({ status: 'pending', name: '' }), {});
    const drawer = await screen.findByRole('dialog');
    expect(
      within(drawer).queryByRole('button', { name: 'Reset two-factor authentication' }),
    ).not.toBeInTheDocument();
  });
});
