import { isSuperAdmin, isSuperAdminRole } from '../../src/domain/globalRoles';

describe('super admin spellings (docs/product.md §4)', () => {
  it.each([
    ['super_admin', true],
    ['superadmin', true],
    ['super-admin', true],
    ['SUPER_ADMIN', true],
    ['SuperAdmin', true],
    ['Super-Admin', true],
    ['super admin', false],
    ['admin', false],
    ['', false],
  ])('%j is super admin: %s', (role, expected) => {
    expect(isSuperAdminRole(role)).toBe(expected);
  });

  it('the isSuperAdmin flag alone makes a super admin', () => {
    expect(isSuperAdmin([], true)).toBe(true);
    expect(isSuperAdmin(['member'])).toBe(false);
  });
});
