import { resolveScope } from '../src/tenant/resolveScope';
import type { Membership } from '../src/api/schema';

const m = (tenant_id: string, status = 'active'): Membership => ({
  tenant_id,
  tenant_name: tenant_id.toUpperCase(),
  role: 'admin',
  role_key: 'admin',
  status,
});
const two = [m('a'), m('b')];

describe('scope and active tenant (docs/product.md §4)', () => {
  it.each([
    [
      'a super admin without tenant_id in the URL is in super scope',
      { isSuperAdmin: true, memberships: two, urlTenantId: null, stored: null },
      { scope: 'super', activeTenantId: null },
    ],
    [
      'a super admin with tenant_id views that tenant',
      { isSuperAdmin: true, memberships: [], urlTenantId: 'x', stored: null },
      { scope: 'tenant', activeTenantId: 'x' },
    ],
    [
      'a super admin who chose a tenant keeps it between admin pages',
      {
        isSuperAdmin: true,
        memberships: two,
        urlTenantId: null,
        stored: { scope: 'tenant' as const, activeTenantId: 'b' },
      },
      { scope: 'tenant', activeTenantId: 'b' },
    ],
    [
      'a member takes the URL tenant first',
      {
        isSuperAdmin: false,
        memberships: two,
        urlTenantId: 'b',
        stored: { scope: 'tenant' as const, activeTenantId: 'a' },
      },
      { scope: 'tenant', activeTenantId: 'b' },
    ],
    [
      'then the stored tenant',
      {
        isSuperAdmin: false,
        memberships: two,
        urlTenantId: null,
        stored: { scope: 'tenant' as const, activeTenantId: 'b' },
      },
      { scope: 'tenant', activeTenantId: 'b' },
    ],
    [
      'then the first active membership',
      {
        isSuperAdmin: false,
        memberships: [m('p', 'pending'), m('a')],
        urlTenantId: null,
        stored: null,
      },
      { scope: 'tenant', activeTenantId: 'a' },
    ],
    [
      'a URL tenant that is not one of the memberships is ignored',
      { isSuperAdmin: false, memberships: two, urlTenantId: 'other', stored: null },
      { scope: 'tenant', activeTenantId: 'a' },
    ],
    [
      'someone with no membership has no active tenant',
      { isSuperAdmin: false, memberships: [], urlTenantId: null, stored: null },
      { scope: 'tenant', activeTenantId: null },
    ],
  ])('%s', (_name, input, expected) => {
    expect(resolveScope(input)).toEqual(expected);
  });
});
