/**
 * Bad input (issue 9): wrong types, missing required fields, unknown fields on writes,
 * over-long strings, non-JSON bodies and other charsets, a bearer token whose payload is
 * `null`, upper-case and trailing-slash paths: each a 4xx `{ error, code }`, never a 500,
 * and no service is asked to do anything.
 */
import { startRoutesHarness, signedPayload, type RoutesHarness } from './harness';

let api: RoutesHarness;
let owner: string;

beforeAll(async () => {
  api = await startRoutesHarness({ 'user-1': { 'tenant-1': 'admin' } });
  owner = api.tokenFor({ sub: 'user-1' });
});
afterAll(() => api.close());
beforeEach(() => {
  api.calls.length = 0;
});

/** The calls that would change something or ask a service on the caller's behalf. */
const serviceCalls = () => api.calls.filter((c) => c.method !== 'GetAccess');

const CREDENTIALS = 'You must provide either an email or phone number and a password';

describe('validation answers 400 with the offending fields and calls no service', () => {
  it.each([
    ['sign-up without credentials', '/api/auth/signup', { name: 'A B' }, CREDENTIALS, 'password'],
    [
      'sign-up with a password but neither email nor phone',
      '/api/auth/signup',
      { password: 'correct horse' },
      CREDENTIALS,
      'email',
    ],
    [
      'sign-up with an email that is not a string',
      '/api/auth/signup',
      { email: 42, password: 'correct horse' },
      CREDENTIALS,
      'email',
    ],
    [
      'sign-in with a blank password',
      '/api/auth/login',
      { email: 'a@b.co', password: ' ' },
      CREDENTIALS,
      'email',
    ],
    ['sign-in with nothing', '/api/auth/login', {}, CREDENTIALS, 'email'],
    [
      'sign-up with a field the API does not know',
      '/api/auth/signup',
      { email: 'a@b.co', password: 'correct horse', isSuperAdmin: true },
      'Unknown field: isSuperAdmin',
      'isSuperAdmin',
    ],
    [
      'sign-up with a name longer than 200 characters',
      '/api/auth/signup',
      { email: 'a@b.co', password: 'correct horse', name: 'x'.repeat(201) },
      'name must be at most 200 characters',
      'name',
    ],
    ['forgot-password without an email', '/api/forgot-password', {}, 'email is required', 'email'],
  ])('%s', async (_case, path, body, error, field) => {
    const response = await api.call('POST', path, { body });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      error,
      code: 'INVALID_ARGUMENT',
      fields: { [field]: error },
    });
    expect(serviceCalls()).toEqual([]);
  });

  it.each([
    ['missing', {}],
    ['blank', { email: '   ' }],
    ['not a string', { email: ['a@b.co'] }],
  ])('an email change with the email %s gives the spec message', async (_case, body) => {
    const response = await api.call('POST', '/api/me/email', { token: owner, body });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      error: 'Email cannot be empty.',
      fields: { email: 'Email cannot be empty.' },
    });
    expect(serviceCalls()).toEqual([]);
  });

  it.each([0, -1, 1.5, '2', null])('admin seats of %j are refused', async (adminSeats) => {
    const response = await api.call('POST', '/api/onboarding-plan', {
      token: owner,
      body: { plan: 'pro', adminSeats },
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      error: 'Admin seats must be a whole number of at least 1',
      fields: { adminSeats: 'Admin seats must be a whole number of at least 1' },
    });
    expect(serviceCalls()).toEqual([]);
  });

  it('refuses a capability given as a string instead of coercing it', async () => {
    const response = await api.call('POST', '/api/onboarding-capabilities', {
      token: owner,
      body: { useEmbeds: 'false' },
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ fields: { useEmbeds: 'useEmbeds must be a boolean' } });
    expect(serviceCalls()).toEqual([]);
  });

  it('refuses a JSON array where the route takes an object', async () => {
    const response = await api.call('POST', '/api/auth/login', { body: [{ email: 'a@b.co' }] });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      error: 'The request must be an object',
      fields: { body: 'The request must be an object' },
    });
    expect(serviceCalls()).toEqual([]);
  });

  it('refuses a body on a write that takes none', async () => {
    const response = await api.call('POST', '/api/onboarding-provision', {
      token: owner,
      body: { tenant_id: 'someone-elses' },
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ fields: { tenant_id: 'Unknown field: tenant_id' } });
    expect(serviceCalls()).toEqual([]);
  });

  it('refuses a repeated query parameter instead of picking one', async () => {
    const response = await api.call('GET', '/api/public/branding?host=a&host=b');
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      code: 'INVALID_ARGUMENT',
      fields: { host: expect.any(String) },
    });
    expect(serviceCalls()).toEqual([]);
  });
});

describe('bodies that are not UTF-8 JSON', () => {
  it.each([
    ['text/plain', 'email=a@b.co', 415],
    ['application/x-www-form-urlencoded', 'email=a%40b.co&password=x', 415],
    ['application/json; charset=latin1', '{"email":"a@b.co","password":"x"}', 415],
    ['application/json; charset=utf-16', '{"email":"a@b.co","password":"x"}', 415],
    ['application/json', '{"email": ', 400],
    ['application/json', 'null', 400],
  ])('%s %j answers %i with { error, code }', async (type, body, status) => {
    const response = await api.call('POST', '/api/auth/login', {
      body,
      headers: { 'content-type': type },
    });
    expect(response.status).toBe(status);
    expect(response.body).toEqual({
      error: expect.any(String),
      code: 'INVALID_ARGUMENT',
      ...(status === 415 ? { reason: 'unsupported_media_type' } : {}),
    });
    expect(serviceCalls()).toEqual([]);
  });
});

describe('tokens and paths', () => {
  it.each(['null', '[]', '"text"', '{"sub":null}'])(
    'a signed bearer token whose payload is %s is a 401, not a 500',
    async (payload) => {
      const response = await api.call('GET', '/api/me', { token: signedPayload(payload) });
      expect(response.status).toBe(401);
      expect(response.body).toMatchObject({ code: 'UNAUTHENTICATED' });
      expect(serviceCalls()).toEqual([]);
    },
  );

  it('ignores such a token on a public route', async () => {
    const response = await api.call('GET', '/api/public/frontend-manifest', {
      token: signedPayload('null'),
    });
    expect(response.status).toBe(200);
  });

  it.each([
    ['GET', '/API/me'],
    ['GET', '/Api/Me'],
    ['GET', '/api/me/'],
    ['POST', '/api/auth/login/'],
    ['POST', '/API/auth/login'],
    ['DELETE', '/api/me'],
    ['GET', '/api/not-declared'],
  ])('%s %s is 404 { error, code } and reaches no route', async (method, path) => {
    const response = await api.call(method, path, {
      token: owner,
      ...(method === 'GET' || method === 'DELETE'
        ? {}
        : { body: { email: 'a@b.co', password: 'x' } }),
    });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: 'Not found', code: 'NOT_FOUND' });
    expect(api.calls).toEqual([]);
  });
});

// Issue 24 item 7: PostgreSQL cannot store U+0000 in text, so a NUL reached the services as a
// 500. Failed before the fix: the sign-up and the invitation were sent on to identity and tenancy.
describe('a NUL character in any text is refused by validation, once for every route', () => {
  const NUL_MESSAGE = 'Text must not contain a NUL character';
  it.each([
    [
      'a sign-up name',
      'POST',
      '/api/auth/signup',
      { name: 'Ann\u0000', email: 'ann@example.com', password: 'correct horse', companyName: 'A' },
      'name',
    ],
    ['an invited email', 'POST', '/api/invite', { email: 'x@y.co\u0000', role: 'role2' }, 'email'],
    [
      'a nested setting',
      'PATCH',
      '/api/tenant-config',
      { name: 'Acme', legal: { terms_url: 'https://a.test/\u0000' } },
      'legal.terms_url',
    ],
  ])('in %s', async (_what, method, path, body, field) => {
    const response = await api.call(method, path, { token: owner, tenant: 'tenant-1', body });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: NUL_MESSAGE, fields: { [field]: NUL_MESSAGE } });
    expect(serviceCalls()).toEqual([]);
  });

  it('in a query parameter', async () => {
    const response = await api.call('GET', '/api/users?search=a%00b', {
      token: owner,
      tenant: 'tenant-1',
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: NUL_MESSAGE, fields: { search: NUL_MESSAGE } });
    expect(serviceCalls()).toEqual([]);
  });
});
