/**
 * The CRM list's people (shared/tenantDirectory.ts): members and the people invited who have
 * not joined yet are held together in the access cache for the tenant's admins, so paging and
 * searching the list asks tenancy nothing; an invitation made or revoked forgets them, and the
 * members-only readers (CSV export, Add user's duplicate check) never see an invited row.
 */
import type { Request } from 'express';
import { AccessCache } from '../../src/access/cache';
import type { GatewayDeps } from '../../src/deps';
import { tenantDirectory, tenantPeople } from '../../src/shared/tenantDirectory';

const MEMBER = {
  user_id: 'u-ada',
  role_key: 'role2',
  role: 'member',
  status: 'active',
  created_at: '2026-11-01T00:00:00Z',
};
const invitation = (email: string) => ({
  id: `inv-${email}`,
  email,
  role_key: 'role2',
  role: 'member',
  created_at: '2026-11-02T00:00:00Z',
  expires_at: '2026-12-02T00:00:00Z',
});

function fakeTenant() {
  const asked: string[] = [];
  const state = { invitations: [invitation('bea@example.com')] };
  const ask = <T>(method: string, answer: () => T) => {
    return async () => {
      asked.push(method);
      return answer();
    };
  };
  const cache = new AccessCache({ ttlMs: 60_000, maxEntries: 100 });
  cache.enable();
  const deps = {
    accessCache: cache,
    services: {
      tenancy: {
        ListMembers: ask('ListMembers', () => ({ members: [MEMBER] })),
        ListOpenInvitations: ask('ListOpenInvitations', () => ({
          invitations: state.invitations,
        })),
        GetTenantConfig: ask('GetTenantConfig', () => ({ role_labels: { role2: 'Patron' } })),
      },
      identity: {
        GetUsers: ask('GetUsers', () => ({
          users: [{ id: 'u-ada', email: 'ada@example.com', first_name: 'Ada', last_name: 'L' }],
        })),
      },
    },
  } as unknown as GatewayDeps;
  return { deps, asked, state, cache };
}

const asAdmin = (role = 'admin') =>
  ({
    tenant: { tenantId: 't1', role },
    auth: { userId: 'u-owner', isSuperAdmin: false },
    header: () => undefined,
  }) as unknown as Request;

it("pages through an admin's CRM list asking tenancy and identity once", async () => {
  const { deps, asked } = fakeTenant();
  const first = await tenantPeople(deps, asAdmin());
  await tenantPeople(deps, asAdmin());
  await tenantPeople(deps, asAdmin());
  expect(first.map((p) => [p.email, p.status, p.role_label])).toEqual([
    ['ada@example.com', 'active', 'Patron'],
    ['bea@example.com', 'invited', 'Patron'],
  ]);
  expect(asked.sort()).toEqual([
    'GetTenantConfig',
    'GetUsers',
    'ListMembers',
    'ListOpenInvitations',
  ]);
});

it('shows a new invitation once the tenant was forgotten, as an invitation write does', async () => {
  const { deps, state, cache } = fakeTenant();
  await tenantPeople(deps, asAdmin());
  state.invitations = [...state.invitations, invitation('cy@example.com')];
  cache.evictTenant('t1');
  const after = await tenantPeople(deps, asAdmin());
  expect(after.filter((p) => p.status === 'invited').map((p) => p.email)).toEqual([
    'bea@example.com',
    'cy@example.com',
  ]);
});

it('gives the members-only readers no invited row, from the same held entry', async () => {
  const { deps, asked } = fakeTenant();
  await tenantPeople(deps, asAdmin());
  const members = await tenantDirectory(deps, asAdmin());
  expect(members.map((p) => p.email)).toEqual(['ada@example.com']);
  expect(asked.filter((m) => m === 'ListMembers')).toHaveLength(1);
});

it('holds nothing for a member who is not an admin, and asks for no invitation', async () => {
  const { deps, asked } = fakeTenant();
  await tenantDirectory(deps, asAdmin('member'));
  await tenantDirectory(deps, asAdmin('member'));
  expect(asked.filter((m) => m === 'ListMembers')).toHaveLength(2);
  expect(asked).not.toContain('ListOpenInvitations');
});
