import { effectiveRole, type EffectiveRoleInput } from '../../src/domain/effectiveRole';

// docs/product.md §4 "Effective role", one row per rule and per spelling it names.
const rows: [string, EffectiveRoleInput, string][] = [
  [
    'no session is anonymous',
    { signedIn: false, membershipRoles: ['owner'], appRole: 'admin' },
    'anonymous',
  ],
  [
    'a membership role owner is admin',
    { signedIn: true, membershipRoles: ['owner'], appRole: 'role2' },
    'admin',
  ],
  ['a membership role admin is admin', { signedIn: true, membershipRoles: ['admin'] }, 'admin'],
  [
    'membership roles compare case-insensitively (OWNER)',
    { signedIn: true, membershipRoles: ['OWNER'] },
    'admin',
  ],
  [
    'membership roles compare case-insensitively (Admin)',
    { signedIn: true, membershipRoles: ['member', 'Admin'] },
    'admin',
  ],
  [
    'any of several memberships being admin is enough',
    { signedIn: true, membershipRoles: ['member', 'owner'], appRole: 'role3' },
    'admin',
  ],
  [
    'otherwise an app role owner is admin',
    { signedIn: true, membershipRoles: ['member'], appRole: 'owner' },
    'admin',
  ],
  [
    'otherwise an app role admin is admin',
    { signedIn: true, membershipRoles: ['member'], appRole: 'ADMIN' },
    'admin',
  ],
  [
    'another app role is kept as is (recruitpro)',
    { signedIn: true, membershipRoles: ['member'], appRole: 'recruitpro' },
    'recruitpro',
  ],
  [
    'another app role is kept as is (role1)',
    { signedIn: true, membershipRoles: ['member'], appRole: 'role1' },
    'role1',
  ],
  [
    'another app role is kept as is (jobseeker)',
    { signedIn: true, membershipRoles: [], appRole: 'jobseeker' },
    'jobseeker',
  ],
  [
    'an empty app role falls back to client',
    { signedIn: true, membershipRoles: ['member'], appRole: '' },
    'client',
  ],
  [
    'a blank app role falls back to client',
    { signedIn: true, membershipRoles: ['member'], appRole: '   ' },
    'client',
  ],
  [
    'no membership and no app role is client',
    { signedIn: true, membershipRoles: [], appRole: null },
    'client',
  ],
  [
    'a failed lookup is client',
    { signedIn: true, membershipRoles: ['owner'], appRole: 'admin', lookupFailed: true },
    'client',
  ],
];

describe('effective role (docs/product.md §4)', () => {
  it.each(rows)('%s', (_rule, input, expected) => {
    expect(effectiveRole(input)).toBe(expected);
  });
});
