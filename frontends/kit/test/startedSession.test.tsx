/**
 * A session the page already holds when it renders (the shell's entry renewed it and read
 * /api/me before the bootstrap ran): the first render is the signed-in page, asking nothing
 * again; a session rotates its refresh token on every renewal, so asking again would cost a
 * round trip and a second render before the page's largest paint (bench/README.md, "Pages").
 */
import { render, screen } from '@testing-library/react';
import { ApiProvider, AuthProvider, useAuth, type StartedSession } from '../src';
import { scriptedApi } from '../src/testing/scriptedApi';

const STARTED: StartedSession = {
  tokens: {
    access_token: 'early-token',
    expires_at: '2999-01-01T00:00:00Z',
    user: { id: 'u1', email: 'ada@example.com' },
  },
  me: {
    user: {
      id: 'u1',
      email: 'ada@example.com',
      first_name: 'Ada',
      last_name: 'Admin',
      email_verified: false,
      profile_color: '',
      locale: null,
    },
    role: 'role1',
    isSuperAdmin: false,
    tenant_id: 't1',
    impersonating: false,
    memberships: [
      { tenant_id: 't1', tenant_name: 'Acme', role: 'role1', role_key: 'role1', status: 'active' },
    ],
  } as StartedSession['me'],
};

function Probe() {
  const { loading, session, user, userRole } = useAuth();
  if (loading) return <p>Loading…</p>;
  return <p>{session ? `${user?.first_name} as ${userRole}` : 'signed out'}</p>;
}

it('draws the signed-in person in its first render, without renewing or reading /api/me again', async () => {
  const { api, calls } = scriptedApi({});
  render(
    <ApiProvider client={api}>
      <AuthProvider started={STARTED}>
        <Probe />
      </AuthProvider>
    </ApiProvider>,
  );
  // No waiting: what the first render drew.
  expect(screen.getByText('Ada as role1')).toBeInTheDocument();
  expect(api.hasSession()).toBe(true);
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(calls).toEqual([]);
});
