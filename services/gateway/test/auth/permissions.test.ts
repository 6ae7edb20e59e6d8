import {
  decide,
  needsTenant,
  PERMISSIONS,
  permissionFor,
  type Principal,
} from '../../src/auth/permissions';

const anonymous: Principal = { signedIn: false, isSuperAdmin: false };
const admin: Principal = { signedIn: true, isSuperAdmin: false, tenantRole: 'admin' };
const client: Principal = { signedIn: true, isSuperAdmin: false, tenantRole: 'role2' };
const noTenant: Principal = { signedIn: true, isSuperAdmin: false };
const superAdmin: Principal = { signedIn: true, isSuperAdmin: true };
const impersonating: Principal = {
  signedIn: true,
  isSuperAdmin: false,
  tenantRole: 'admin',
  impersonating: true,
};

describe('the permission table', () => {
  it('has exactly one row per method and path', () => {
    const keys = PERMISSIONS.map((p) => `${p.method} ${p.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('finds the row of a request, and none for an unknown path (deny by default)', () => {
    expect(permissionFor('GET', '/api/me')?.allow).toBe('authenticated');
    expect(permissionFor('HEAD', '/api/me')?.allow).toBe('authenticated');
    expect(permissionFor('DELETE', '/api/me')).toBeUndefined();
    expect(permissionFor('GET', '/api/unknown')).toBeUndefined();
    expect(decide(undefined, superAdmin)).toBe('forbidden');
  });
});

describe('decide', () => {
  const row = (method: string, path: string) => permissionFor(method, path);
  it.each([
    ['a public route lets anyone in', row('POST', '/api/auth/login'), anonymous, 'allow'],
    [
      'a signed-in route asks the anonymous to sign in',
      row('GET', '/api/me'),
      anonymous,
      'unauthenticated',
    ],
    ['a signed-in route needs no tenant', row('GET', '/api/me'), noTenant, 'allow'],
    [
      'a member route refuses a user without a membership there',
      row('GET', '/api/tenant-config'),
      noTenant,
      'forbidden',
    ],
    ['a member route admits any role', row('GET', '/api/tenant-config'), client, 'allow'],
    ['an admin route refuses a client', row('POST', '/api/invite'), client, 'forbidden'],
    ['an admin route admits an admin', row('POST', '/api/invite'), admin, 'allow'],
    ['a super route refuses a tenant admin', row('GET', '/api/users'), admin, 'forbidden'],
    ['a super admin passes every guarded route', row('POST', '/api/invite'), superAdmin, 'allow'],
    [
      'a super route admits the super admin',
      row('POST', '/api/impersonate/start'),
      superAdmin,
      'allow',
    ],
    [
      'the password stays the real user’s while impersonating',
      row('POST', '/api/me/password'),
      impersonating,
      'forbidden',
    ],
    [
      'the email stays the real user’s while impersonating',
      row('POST', '/api/me/email'),
      impersonating,
      'forbidden',
    ],
    ['other routes work while impersonating', row('GET', '/api/me'), impersonating, 'allow'],
  ])('%s', (_rule, permission, who, expected) => {
    expect(decide(permission, who)).toBe(expected);
  });

  it('resolves the tenant for member and role rows only', () => {
    expect(needsTenant(permissionFor('GET', '/api/tenant-roles')!)).toBe(true);
    expect(needsTenant(permissionFor('POST', '/api/invite')!)).toBe(true);
    expect(needsTenant(permissionFor('GET', '/api/me')!)).toBe(false);
  });
});
