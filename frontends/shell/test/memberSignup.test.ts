import type { Me } from '@portico/frontend-kit';
import { shellCatalogue } from '../src/i18n';
import { joinInvitedTeam } from '../src/pages/auth/memberSignup';
import { scriptedApi } from './harness';

const me = (tenantIds: string[]): Me => ({
  user: {
    id: 'u1',
    email: 'sam@example.com',
    first_name: 'Sam',
    last_name: 'Lee',
    email_verified: true,
    profile_color: '',
    locale: null,
  },
  role: 'client',
  isSuperAdmin: false,
  tenant_id: null,
  impersonating: false,
  memberships: tenantIds.map((tenant_id) => ({
    tenant_id,
    tenant_name: 'Acme',
    role: 'member',
    role_key: 'role2',
    status: 'active',
  })),
});

function run(
  invite: string | null,
  alreadyJoined: { tenant_id: string } | undefined,
  routes: Parameters<typeof scriptedApi>[0],
  memberships: string[],
) {
  const { api, calls } = scriptedApi({
    'POST /api/auth/refresh': {
      status: 200,
      body: {
        access_token: 't2',
        expires_at: '2999-01-01T00:00:00Z',
        user: { id: 'u1', email: 'sam@example.com' },
      },
    },
    ...routes,
  });
  const waits: number[] = [];
  const outcome = joinInvitedTeam(invite, alreadyJoined, {
    api,
    auth: { reload: async () => me(memberships) },
    wait: async (ms) => void waits.push(ms),
    intl: shellCatalogue.intl('en'),
  });
  return { outcome, calls, waits };
}

describe('joining a team by invitation (docs/product.md §4)', () => {
  it('accepts, checks the membership, refreshes, waits 1 s and 2 s, then goes to /login with the tenant', async () => {
    const { outcome, calls, waits } = run(
      'tok',
      undefined,
      {
        'POST /api/public/invitations/accept': {
          status: 200,
          body: { tenant_id: 't1', role: 'member' },
        },
      },
      ['t1'],
    );
    await expect(outcome).resolves.toEqual({
      kind: 'navigate',
      to: '/login?tenant_id=t1&message=account_created',
    });
    expect(calls).toEqual(['POST /api/public/invitations/accept', 'POST /api/auth/refresh']);
    // docs/product.md §4: wait 1 s before accepting, 2 s before going to sign-in.
    expect(waits).toEqual([1000, 2000]);
  });

  it('does not accept twice when the sign-up already joined the team', async () => {
    const { outcome, calls } = run('tok', { tenant_id: 't1' }, {}, ['t1']);
    await expect(outcome).resolves.toEqual({
      kind: 'navigate',
      to: '/login?tenant_id=t1&message=account_created',
    });
    expect(calls).not.toContain('POST /api/public/invitations/accept');
  });

  it('shows the acceptance error with its details', async () => {
    const { outcome } = run(
      'tok',
      undefined,
      {
        'POST /api/public/invitations/accept': {
          status: 410,
          body: { error: 'Invitation expired', code: 'gone' },
        },
      },
      [],
    );
    await expect(outcome).resolves.toEqual({
      kind: 'error',
      message: 'Failed to accept invitation: Invitation expired',
    });
  });

  it('sends the person to signup_incomplete when no membership was created', async () => {
    const { outcome } = run('tok', { tenant_id: 't1' }, {}, []);
    await expect(outcome).resolves.toEqual({
      kind: 'navigate',
      to: '/login?message=signup_incomplete',
    });
  });

  it('without an invitation token ends at signup_complete', async () => {
    await expect(run(null, undefined, {}, []).outcome).resolves.toEqual({
      kind: 'navigate',
      to: '/login?message=signup_complete',
    });
  });
});
