/**
 * Who belongs to each audience, written from the product's rules (docs/product.md §2 route table
 * and §6, docs/product.md §6; role1, role2, role3 being the default keys of Team Member, Client and
 * Guest), not from the lists in src/audiences.ts.
 */
import { AUDIENCES, inAudience, roleCaption, type AudienceName } from '../src';

const ROLES = [
  'owner',
  'admin',
  'recruitpro',
  'role1',
  'jobseeker',
  'role2',
  'client',
  'role3',
  'vip',
] as const;
type Role = (typeof ROLES)[number];

/** The roles each audience admits; a super admin belongs to all of them. */
const MEMBERS: Record<AudienceName, readonly Role[]> = {
  superAdmins: [],
  everyMember: ROLES,
  admins: ['owner', 'admin'],
  teamMembers: ['recruitpro', 'role1'],
  jobSeekers: ['jobseeker'],
  clients: ['client', 'role2', 'role3'],
  formBuilders: ['owner', 'admin', 'recruitpro', 'role1'],
  team: ['owner', 'admin', 'recruitpro', 'role1'],
  nonAdmins: ['recruitpro', 'role1', 'jobseeker', 'role2', 'client', 'role3'],
};

describe.each(Object.keys(MEMBERS) as AudienceName[])('the %s audience', (name) => {
  it.each(ROLES)(`admits %s exactly when the product's rules say so`, (role) => {
    expect(inAudience(AUDIENCES[name], [role])).toBe(MEMBERS[name].includes(role));
  });

  it('admits a super admin acting in the tenant, whatever the role they hold there', () => {
    expect(inAudience(AUDIENCES[name], ['role2', 'super_admin'])).toBe(true);
    expect(inAudience(AUDIENCES[name], ['Super-Admin'])).toBe(true);
  });

  it('admits nobody signed out', () => {
    expect(inAudience(AUDIENCES[name], ['anonymous'])).toBe(false);
    expect(inAudience(AUDIENCES[name], [])).toBe(false);
  });
});

describe('sidebar captions (docs/product.md §2)', () => {
  it.each([
    ['owner', 'Admin Dashboard'],
    ['Admin', 'Admin Dashboard'],
    ['recruitpro', 'Team Member Dashboard'],
    ['role1', 'Team Member Dashboard'],
    ['jobseeker', 'Client Dashboard'],
    ['role2', 'Client Dashboard'],
    ['client', 'Guest Dashboard'],
    ['role3', 'Guest Dashboard'],
    ['vip', 'Member Dashboard'],
    ['', 'Member Dashboard'],
  ])('%p reads %p', (role, caption) => {
    expect(roleCaption(role)).toBe(caption);
  });
});
