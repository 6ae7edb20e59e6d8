import { DomainError } from '@portico/kit';
import {
  DEFAULT_TENANT_ROLES,
  membershipRoleFor,
  roleCaption,
  roleLabel,
} from '../../src/domain/roles';

describe('default tenant roles (docs/product.md §10)', () => {
  it('are admin, Team Member, Client and Guest with the spec colours', () => {
    expect(DEFAULT_TENANT_ROLES.map((r) => [r.role_key, r.role_label, r.role_color])).toEqual([
      ['admin', 'Admin', 'blue'],
      ['role1', 'Team Member', 'purple'],
      ['role2', 'Client', 'green'],
      ['role3', 'Guest', 'gray'],
    ]);
  });
});

describe('role labels', () => {
  it.each([
    ['role1', 'Team Member'],
    ['recruitpro', 'RecruitPro'],
    ['jobseeker', 'Job Seeker'],
    ['client', 'Client'],
    ['admin', 'Admin'],
    ['custom', 'custom'],
  ])('%s is labelled %s by default', (key, label) => {
    expect(roleLabel(key)).toBe(label);
  });

  it('prefers the tenant’s own label', () => {
    expect(roleLabel('role2', [{ role_key: 'role2', role_label: 'Customer' }])).toBe('Customer');
  });
});

describe('role captions (docs/product.md §2 sidebar)', () => {
  it.each([
    ['admin', 'Admin Dashboard'],
    ['recruitpro', 'Team Member Dashboard'],
    ['role1', 'Team Member Dashboard'],
    ['jobseeker', 'Client Dashboard'],
    ['role2', 'Client Dashboard'],
    ['client', 'Guest Dashboard'],
    ['role3', 'Guest Dashboard'],
    ['something', 'Member Dashboard'],
  ])('%s shows %s', (role, caption) => {
    expect(roleCaption(role)).toBe(caption);
  });
});

describe('invitation role to membership', () => {
  const roles = DEFAULT_TENANT_ROLES;
  it.each([
    ['admin', { tenantRole: 'admin', roleKey: 'admin' }],
    ['role2', { tenantRole: 'member', roleKey: 'role2' }],
    ['member', { tenantRole: 'member', roleKey: 'role1' }],
    ['', { tenantRole: 'admin', roleKey: 'admin' }],
  ])('%j gives %j', (requested, expected) => {
    expect(membershipRoleFor(requested, roles)).toEqual(expected);
  });

  it('never makes an owner from an invitation, an admin-created account or an import', () => {
    expect(() => membershipRoleFor('owner', roles)).toThrow(
      new DomainError(
        'INVALID_ARGUMENT',
        'A workspace has one owner, who can only transfer ownership in Settings. Choose Admin or another role.',
      ),
    );
  });

  it('makes the owner only where ownership is given (provisioning, transfer)', () => {
    expect(membershipRoleFor('owner', roles, { ownerAllowed: true })).toEqual({
      tenantRole: 'owner',
      roleKey: 'admin',
    });
  });

  it('defaults to role3 when the tenant has no roles', () => {
    expect(membershipRoleFor(undefined, [])).toEqual({ tenantRole: 'member', roleKey: 'role3' });
  });

  it('refuses a key outside the tenant roles with the spec message', () => {
    expect(() => membershipRoleFor('boss', roles)).toThrow(
      new DomainError(
        'INVALID_ARGUMENT',
        'Invalid role "boss". Please use one of: admin, role1, role2, role3',
      ),
    );
  });
});
