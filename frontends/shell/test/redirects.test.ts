import type { Membership } from '@portico/frontend-kit';
import { guardDecision } from '../src/routing/access';
import { postLoginTarget } from '../src/routing/postLoginRedirect';
import { guardedRoutes } from '../src/routing/routes';

const m = (tenant_id: string, role: string, status = 'active'): Membership => ({
  tenant_id,
  tenant_name: tenant_id,
  role,
  role_key: role,
  status,
});
const base = {
  isSuperAdmin: false,
  memberships: [] as Membership[],
  membershipError: false,
  tenantIdParam: null,
  message: null,
};

describe('post-login redirect (docs/product.md §2)', () => {
  it.each([
    [
      'a super admin goes to /super',
      { ...base, isSuperAdmin: true, memberships: [m('t1', 'admin')] },
      '/super',
    ],
    [
      'an owner goes to the admin dashboard of the first active tenant',
      { ...base, memberships: [m('t0', 'member', 'pending'), m('t1', 'owner')] },
      '/dashboard/admin?tenant_id=t1',
    ],
    [
      'a member goes to the client dashboard',
      { ...base, memberships: [m('t1', 'role2')] },
      '/dashboard/client?tenant_id=t1',
    ],
    [
      'tenant_id overrides the default tenant',
      { ...base, memberships: [m('t1', 'member'), m('t2', 'admin')], tenantIdParam: 't2' },
      '/dashboard/admin?tenant_id=t2',
    ],
    [
      'no active membership goes to onboarding',
      { ...base, memberships: [m('t1', 'admin', 'pending')] },
      '/onboarding',
    ],
    ['a failed membership lookup stays on /login', { ...base, membershipError: true }, null],
    [
      'account_created stays on /login',
      { ...base, memberships: [m('t1', 'admin')], message: 'account_created' },
      null,
    ],
    [
      'invitation_accepted stays on /login',
      { ...base, memberships: [m('t1', 'admin')], message: 'invitation_accepted' },
      null,
    ],
  ])('%s', (_name, input, expected) => {
    expect(postLoginTarget(input)).toBe(expected);
  });
});

describe('route guard (docs/product.md §2)', () => {
  const guard = {
    loading: false,
    signedIn: true,
    isSuperAdmin: false,
    userRole: 'admin',
    allowedRoles: ['admin'],
    pathname: '/dashboard/admin',
  };
  it.each([
    ['shows Loading... while the session loads', { ...guard, loading: true }, { kind: 'loading' }],
    [
      'sends a visitor without a session to /login, to come back to the screen afterwards',
      { ...guard, signedIn: false, pathname: '/forms/1', search: '?tenant_id=t1' },
      { kind: 'redirect', to: '/login?return_to=%2Fforms%2F1%3Ftenant_id%3Dt1' },
    ],
    [
      'lets a super admin through any route',
      { ...guard, isSuperAdmin: true, userRole: 'client', allowedRoles: [] },
      { kind: 'allow' },
    ],
    ['treats an owner as admin', { ...guard, userRole: 'owner' }, { kind: 'allow' }],
    [
      'sends a member opening an admin route to their own dashboard',
      { ...guard, userRole: 'client' },
      { kind: 'redirect', to: '/dashboard/client' },
    ],
    [
      'sends an admin opening /settings to the admin dashboard',
      { ...guard, allowedRoles: ['client', 'role1'], pathname: '/settings' },
      { kind: 'redirect', to: '/dashboard/admin' },
    ],
    [
      'sends a role with no dashboard to /login',
      { ...guard, userRole: 'authenticated' },
      { kind: 'redirect', to: '/login' },
    ],
  ])('%s', (_name, input, expected) => {
    expect(guardDecision(input)).toEqual(expected);
  });
});

describe('form screens (docs/product.md §6: admin and recruitpro; role1 is recruitpro’s default key)', () => {
  const rolesOf = (path: string) => guardedRoutes.find((r) => r.path === path)?.roles ?? [];
  it.each(['/forms/new', '/forms/:id/responses'])(
    'lets a Team Member (role1) open %s and keeps a Client (role2) out',
    (path) => {
      const input = { loading: false, signedIn: true, isSuperAdmin: false, pathname: path };
      expect(guardDecision({ ...input, userRole: 'role1', allowedRoles: rolesOf(path) })).toEqual({
        kind: 'allow',
      });
      expect(guardDecision({ ...input, userRole: 'role2', allowedRoles: rolesOf(path) })).toEqual({
        kind: 'redirect',
        to: '/dashboard/client',
      });
    },
  );
});
