/**
 * The CSV import's preview (POST /api/users/import): each row's problem comes back in the
 * admin's language (Accept-Language) like every other server message, a role named by the
 * tenant's labels, never its keys; English without a language; nothing is invited.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { Registry } from 'prom-client';
import { signAccessToken } from '../../../identity/src/domain/accessTokens';
import { createGatewayApp } from '../../src/app';
import { registerRoutes, responseSchemaFor } from '../../src/features';
import { testGatewayDeps } from '../support/gatewayDeps';
import { SIGNING_KEY } from './harness';

const invited: unknown[] = [];
const services = {
  identity: {
    GetJwks: async () => ({ jwks_json: JSON.stringify({ keys: [SIGNING_KEY.publicJwk] }) }),
    CheckSession: async () => ({ active: true }),
    RecordAudit: async () => ({}),
    HitRateLimit: async () => ({ allowed: true, count: 1, retry_after_seconds: 0 }),
    GetUsers: async () => ({
      users: [{ id: 'admin-1', email: 'ada@acme.test', first_name: 'Ada', last_name: 'Byron' }],
    }),
  },
  tenancy: {
    GetAccess: async (r: { tenant_id: string }) => ({
      tenant_id: r.tenant_id,
      effective_role: 'admin',
      memberships: [],
    }),
    ListTenantRoles: async () => ({
      roles: [
        { role_key: 'admin', role_label: 'Admin', role_color: '', role_description: '' },
        { role_key: 'role2', role_label: 'Client', role_color: '', role_description: '' },
      ],
    }),
    ListMembers: async () => ({
      members: [
        {
          user_id: 'admin-1',
          role: 'owner',
          role_key: 'admin',
          status: 'active',
          created_at: '2026-11-01T00:00:00.000Z',
        },
      ],
    }),
    ListOpenInvitations: async () => ({ invitations: [] }),
    GetTenantConfig: async () => ({ role_labels: { admin: 'Admin', role2: 'Client' } }),
    CreateInvitations: async (r: unknown) => {
      invited.push(r);
      return { invitations: [] };
    },
  },
};

let server: http.Server;
let base: string;
beforeAll(async () => {
  const app = createGatewayApp({
    logger: pino({ level: 'silent' }),
    registry: new Registry(),
    probe: async () => 'SERVING',
    registerApi: (router) =>
      registerRoutes(
        router,
        testGatewayDeps({ services, config: { PUBLIC_URL: 'http://portal.test' } }),
      ),
  });
  server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const CSV = [
  'Name,Email,Role',
  'Ann Lee,ann@example.com,Client',
  'Bob,not-an-email,Client',
  'Ann Again,ann@example.com,Client',
  'Ada Byron,ada@acme.test,Admin',
  'Carl,carl@example.com,Wizard',
].join('\n');

async function preview(language?: string, csv = CSV) {
  const token = signAccessToken(
    SIGNING_KEY,
    { sub: 'admin-1', sid: 'session-admin', email: 'ada@acme.test', sa: false },
    new Date(),
  ).token;
  const response = await fetch(`${base}/api/users/import`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'x-tenant-id': 'acme',
      'content-type': 'application/json',
      ...(language ? { 'accept-language': language } : {}),
    },
    body: JSON.stringify({ csv }),
  });
  const body = (await response.json()) as {
    rows: { line: number; error?: string }[];
    imported: number;
    valid: boolean;
  };
  responseSchemaFor('POST', '/api/users/import', response.status)?.parse(body);
  return { status: response.status, body, vary: response.headers.get('vary') ?? '' };
}

it('answers each row’s problem in Spanish to an admin who reads Spanish, and invites nobody', async () => {
  const { status, body, vary } = await preview('es-ES,es;q=0.9,en;q=0.8');
  expect(status).toBe(200);
  expect(body).toMatchObject({ imported: 0, valid: false });
  expect(body.rows.map((r) => [r.line, r.error])).toEqual([
    [2, undefined],
    [3, 'Escribe un correo electrónico válido'],
    [4, 'Este correo electrónico aparece dos veces en el archivo'],
    [5, 'Ya es miembro de este espacio de trabajo'],
    [6, 'El rol «Wizard» no es válido. Usa uno de estos: Admin, Client'],
  ]);
  expect(vary).toMatch(/accept-language/i);
  expect(invited).toEqual([]);
});

it('answers them in English without a language, naming the roles by their labels', async () => {
  const { body } = await preview();
  expect(body.rows.map((r) => r.error)).toEqual([
    undefined,
    'Please enter a valid email address',
    'This email appears twice in the file',
    'Already a member of this workspace',
    'Invalid role "Wizard". Please use one of: Admin, Client',
  ]);
});

it('says in Spanish that a file is not CSV', async () => {
  const { body } = await preview('es', 'Name,Email\n"unclosed,quote');
  expect(body.rows.map((r) => r.error)).toEqual(['El archivo no es un CSV válido']);
});
