/**
 * GET /api/openapi.json: a valid OpenAPI 3.1 document, public, listing every declared
 * route with its schemas, the error shape, its security and who may call it.
 */
import { API_ROUTES } from '../../src/features';
import { openApiPath } from '../../src/api/openapi';
import { startRoutesHarness, type RoutesHarness } from './harness';

type Operation = {
  operationId: string;
  security: Record<string, string[]>[];
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
  requestBody?: unknown;
  'x-portico-allow': unknown;
  'x-portico-during-impersonation': boolean;
};
/** The validator is an ES module; jest runs tests as CommonJS, so it is imported at run time. */
const importModule = new Function('specifier', 'return import(specifier)') as <T>(
  specifier: string,
) => Promise<T>;

type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

let api: RoutesHarness;
let document: Document;

beforeAll(async () => {
  api = await startRoutesHarness();
  const response = await api.call('GET', '/api/openapi.json');
  expect(response.status).toBe(200);
  document = response.body as unknown as Document;
});
afterAll(() => api.close());

const operationOf = (method: string, path: string) =>
  document.paths[openApiPath(path)]?.[method.toLowerCase()];

it('is served to anyone and validates as OpenAPI 3.1', async () => {
  expect(document.openapi).toBe('3.1.0');
  const { Validator } = await importModule<{
    Validator: new () => { validate(doc: object): Promise<{ valid: boolean; errors?: unknown }> };
  }>('@seriousme/openapi-schema-validator');
  const result = await new Validator().validate(document as never);
  expect(result.errors ?? []).toEqual([]);
  expect(result.valid).toBe(true);
});

it('lists every declared route, and nothing else', () => {
  const listed = Object.entries(document.paths).flatMap(([path, item]) =>
    Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
  );
  expect(listed.sort()).toEqual(API_ROUTES.map((r) => `${r.method} ${openApiPath(r.path)}`).sort());
});

it('names each operation once, readably', () => {
  const ids = API_ROUTES.map((r) => operationOf(r.method, r.path)?.operationId);
  expect(new Set(ids).size).toBe(API_ROUTES.length);
  expect(operationOf('POST', '/api/public/invitations/accept')?.operationId).toBe(
    'postPublicInvitationsAccept',
  );
  expect(operationOf('GET', '/api/me')?.operationId).toBe('getMe');
});

it('says who may call each route, as the authorization table reads it', () => {
  expect(operationOf('POST', '/api/invite')).toMatchObject({
    'x-portico-allow': ['admin'],
    'x-portico-during-impersonation': true,
    security: [{ bearer: [], tenant: [] }],
  });
  expect(operationOf('POST', '/api/me/password')).toMatchObject({
    'x-portico-allow': 'authenticated',
    'x-portico-during-impersonation': false,
    security: [{ bearer: [] }],
  });
  expect(operationOf('POST', '/api/auth/login')).toMatchObject({
    'x-portico-allow': 'public',
    security: [],
  });
  expect(operationOf('POST', '/api/impersonate/start')?.['x-portico-allow']).toBe('super');
});

it('documents bodies, success answers and the error shape', () => {
  const signup = operationOf('POST', '/api/auth/signup');
  expect(signup?.requestBody).toMatchObject({
    required: true,
    content: { 'application/json': { schema: { additionalProperties: false } } },
  });
  expect(signup?.responses['201']?.content?.['application/json']?.schema).toEqual({
    $ref: '#/components/schemas/Session',
  });
  for (const route of API_ROUTES) {
    expect(operationOf(route.method, route.path)?.responses.default?.content).toEqual({
      'application/json': { schema: { $ref: '#/components/schemas/Error' } },
    });
  }
});
