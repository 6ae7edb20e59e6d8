import { loginReturningTo, safeReturnPath, withReturnPath } from '../src/routing/returnTo';

describe('a return path after sign-in is a path on this site', () => {
  it.each([
    ['/forms/3f1c', '/forms/3f1c'],
    ['/forms/3f1c?tenant_id=t1', '/forms/3f1c?tenant_id=t1'],
    ['/files#folder', '/files#folder'],
    ['/forms/a%20b', '/forms/a%20b'],
    ['/admin/../forms/1', '/forms/1'],
  ])('keeps %s', (value, kept) => {
    expect(safeReturnPath(value)).toBe(kept);
  });

  it.each([
    ['another site, scheme-relative', '//evil.example/forms'],
    ['another site, absolute', 'https://evil.example/forms'],
    ['a script', 'javascript:alert(1)'],
    ['a backslash the browser reads as a slash', '/\\evil.example'],
    ['a backslash further on', '/forms\\..\\\\evil.example'],
    ['encoded slashes', '/%2F%2Fevil.example'],
    ['an encoded second slash', '/%2Fevil.example'],
    ['an encoded backslash', '/%5Cevil.example'],
    ['doubly encoded slashes', '/%252F%252Fevil.example'],
    ['a tab browsers drop', '/\t/evil.example'],
    ['an encoded tab', '/%09/evil.example'],
    ['a relative path', 'forms/1'],
    ['broken encoding', '/forms/%E0%A4%A'],
    ['the sign-in page itself', '/login?return_to=%2Fforms'],
    ['nothing', ''],
    ['a very long path', `/${'a'.repeat(600)}`],
  ])('refuses %s', (_what, value) => {
    expect(safeReturnPath(value)).toBeNull();
  });
});

it('the guard’s sign-in link carries the path and its query, and only a path', () => {
  expect(loginReturningTo('/forms/1?tenant_id=t1')).toBe(
    '/login?return_to=%2Fforms%2F1%3Ftenant_id%3Dt1',
  );
  expect(loginReturningTo('/')).toBe('/login');
  expect(loginReturningTo('//evil.example')).toBe('/login');
});

describe('after sign-in', () => {
  it('goes where the visitor was headed, in the workspace sign-in chose unless the link names one', () => {
    expect(withReturnPath('/dashboard/client?tenant_id=t1', '/forms/1')).toBe(
      '/forms/1?tenant_id=t1',
    );
    expect(withReturnPath('/dashboard/client?tenant_id=t1', '/forms/1?tenant_id=t2')).toBe(
      '/forms/1?tenant_id=t2',
    );
    expect(withReturnPath('/super', '/super/tenants')).toBe('/super/tenants');
  });

  it('keeps the usual place for an unsafe path, without a workspace, or when sign-in stays put', () => {
    expect(withReturnPath('/dashboard/admin?tenant_id=t1', '//evil.example')).toBe(
      '/dashboard/admin?tenant_id=t1',
    );
    expect(withReturnPath('/dashboard/admin?tenant_id=t1', null)).toBe(
      '/dashboard/admin?tenant_id=t1',
    );
    expect(withReturnPath('/onboarding', '/forms/1')).toBe('/onboarding');
    expect(withReturnPath(null, '/forms/1')).toBeNull();
  });
});
