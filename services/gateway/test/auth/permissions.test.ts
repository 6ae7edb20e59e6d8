import { decide, needsTenant, type Principal } from '../../src/auth/permissions';
import type { Method } from '../../src/api/route';
import { API_ROUTES } from '../../src/features';

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

/** The rule declared with a route. */
const row = (method: Method, path: string) => {
  const found = API_ROUTES.find((r) => r.method === method && r.path === path);
  if (!found) throw new Error(`${method} ${path} is not declared`);
  return found;
};

describe('the declared routes', () => {
  it('declare each method and path once', () => {
    const keys = API_ROUTES.map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('refuse what no route declares (deny by default)', () => {
    expect(decide(undefined, superAdmin)).toBe('forbidden');
  });
});

describe('decide', () => {
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
    [
      'a super route refuses a tenant admin',
      row('POST', '/api/impersonate/start'),
      admin,
      'forbidden',
    ],
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

  it('resolves the tenant for member and role rules only', () => {
    expect(needsTenant(row('GET', '/api/tenant-roles'))).toBe(true);
    expect(needsTenant(row('POST', '/api/invite'))).toBe(true);
    expect(needsTenant(row('GET', '/api/me'))).toBe(false);
  });
});
