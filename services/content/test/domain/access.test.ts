import {
  canDeleteFile,
  canSeeEmbed,
  canSeeFile,
  embedRolesReached,
  fileOrigin,
  type EmbedTarget,
} from '../../src/domain/access';

const me = '00000000-0000-4000-8000-000000000001';
const someoneElse = '00000000-0000-4000-8000-000000000002';
const roleEmbed = (role: string, is_active = true): EmbedTarget => ({
  embed_type: 'role',
  role,
  user_id: null,
  is_active,
});

describe('embed visibility (docs/product.md §6 role mapping)', () => {
  it.each([
    ['admin', ['admin']],
    ['client', ['client', 'role2', 'role3']],
    ['recruitpro', ['recruitpro', 'role1']],
    ['jobseeker', ['jobseeker', 'role2']],
  ])('a %s sees role embeds for exactly %j, and those for all', (role, reached) => {
    const everyRole = ['admin', 'client', 'recruitpro', 'jobseeker', 'role1', 'role2', 'role3'];
    const seen = everyRole.filter((r) => canSeeEmbed({ userId: me, roles: [role] }, roleEmbed(r)));
    expect(seen.sort()).toEqual([...reached].sort());
    expect(canSeeEmbed({ userId: me, roles: [role] }, roleEmbed('all'))).toBe(true);
  });

  it('an owner reaches what an admin reaches; a key outside the table reaches itself', () => {
    expect([...embedRolesReached(['owner'])].sort()).toEqual(['admin', 'all']);
    expect([...embedRolesReached(['role1'])].sort()).toEqual(['all', 'role1']);
  });

  it('user embeds reach only their user, and inactive embeds reach no one', () => {
    const mine: EmbedTarget = { embed_type: 'user', user_id: me, role: null, is_active: true };
    expect(canSeeEmbed({ userId: me, roles: ['client'] }, mine)).toBe(true);
    expect(canSeeEmbed({ userId: someoneElse, roles: ['admin'] }, mine)).toBe(false);
    expect(canSeeEmbed({ userId: me, roles: ['client'] }, { ...mine, is_active: false })).toBe(
      false,
    );
    expect(canSeeEmbed({ userId: me, roles: ['client'] }, roleEmbed('client', false))).toBe(false);
  });
});

describe('file visibility', () => {
  const fromAdmin = { user_id: me, uploaded_by: someoneElse, assigned_roles: [] };
  const ownUpload = { user_id: me, uploaded_by: me, assigned_roles: [] };
  const forClients = { user_id: someoneElse, uploaded_by: someoneElse, assigned_roles: ['client'] };

  it('admins see every file; members their own, and role-assigned ones only where asked', () => {
    expect(canSeeFile({ userId: someoneElse, roles: ['admin'] }, ownUpload)).toBe(true);
    expect(canSeeFile({ userId: me, roles: ['client'] }, fromAdmin)).toBe(true);
    expect(canSeeFile({ userId: me, roles: ['client'] }, forClients)).toBe(true);
    expect(
      canSeeFile({ userId: me, roles: ['client'] }, forClients, { includeRoleAssigned: false }),
    ).toBe(false);
    expect(canSeeFile({ userId: me, roles: ['jobseeker'] }, forClients)).toBe(false);
  });

  it('members delete only what they uploaded themselves; admins anything', () => {
    expect(canDeleteFile({ userId: me, roles: ['client'] }, ownUpload)).toBe(true);
    expect(canDeleteFile({ userId: me, roles: ['client'] }, fromAdmin)).toBe(false);
    expect(canDeleteFile({ userId: someoneElse, roles: ['admin'] }, ownUpload)).toBe(true);
  });

  it("tags a file 'From Admin' when someone else uploaded it for its owner", () => {
    expect(fileOrigin(fromAdmin)).toBe('from_admin');
    expect(fileOrigin(ownUpload)).toBe('uploaded');
  });

  it("tags a file an admin shared with a role 'From Admin', though it is filed under the admin", () => {
    expect(fileOrigin(forClients)).toBe('from_admin');
  });
});
