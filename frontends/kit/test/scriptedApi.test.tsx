import { declarationMatcher, isDeclared } from '../src/testing/declared';
import {
  assertNoUndeclaredCalls,
  scriptedApi,
  type ScriptedRoute,
  type ScriptedRoutes,
} from '../src/testing/scriptedApi';

/** A script put together at run time, which the compiler cannot check (it refuses literal keys). */
const assembled = (routes: Record<string, ScriptedRoute>) => routes as ScriptedRoutes;

describe('the gateway test double', () => {
  it('refuses a script that names an endpoint the gateway does not declare, naming it', () => {
    expect(() =>
      scriptedApi(assembled({ 'GET /api/no-such-report': { status: 200, body: { rows: [] } } })),
    ).toThrow('GET /api/no-such-report is not declared by the gateway');
  });

  it('refuses a declared path under a method the gateway does not serve it with', () => {
    expect(() =>
      scriptedApi(assembled({ 'DELETE /api/me': { status: 204, body: undefined } })),
    ).toThrow('DELETE /api/me is not declared');
  });

  it('fails the test, naming the endpoint, when a screen calls one that does not exist', async () => {
    const { api, calls } = scriptedApi({});
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // A screen can only reach an undeclared path by going around the generated types.
    await api.get('/api/no-such-report' as '/api/me').catch(() => undefined);
    logged.mockRestore();
    expect(calls).toEqual(['GET /api/no-such-report']);
    expect(() => assertNoUndeclaredCalls()).toThrow(
      'GET /api/no-such-report is not declared by the gateway (frontends/kit/src/api/generated/openapi.json)',
    );
  });

  it('answers declared endpoints from the script and the rest of them with 404', async () => {
    const { api } = scriptedApi({
      'GET /api/tenant-roles': { status: 200, body: { roles: [] } },
    });
    await expect(api.get('/api/tenant-roles')).resolves.toEqual({ roles: [] });
    await expect(api.get('/api/tenant-config')).rejects.toMatchObject({ status: 404 });
  });
});

describe('declared endpoints', () => {
  const declared = declarationMatcher({
    '/api/files/{id}': { get: {}, delete: {} },
    '/api/files': { get: {} },
  });

  it('match a concrete path to its {param} template, one segment per parameter', () => {
    expect(declared('GET', '/api/files/f-1')).toBe('/api/files/{id}');
    expect(declared('delete', '/api/files/f-1?deleteFiles=true')).toBe('/api/files/{id}');
    expect(declared('GET', '/api/files/f-1/download')).toBeUndefined();
    expect(declared('POST', '/api/files/f-1')).toBeUndefined();
  });

  it("are read from the gateway's own document", () => {
    expect(isDeclared('GET', '/api/me')).toBe(true);
    expect(isDeclared('get', '/api/no-such-report')).toBe(false);
  });
});
