/**
 * The authorization matrix: every API route × every kind of caller, through the real gateway.
 * The expected status comes from support/authorization-table.ts, written from the spec, never
 * from the gateway's own rules; the observed one is the answer's exact status, so a route that
 * answers 404 (not served) or lets the wrong caller through both fail. The table and the
 * routes the gateway declares in GET /api/openapi.json must be the same set.
 */
import { ApiClient, PASSWORD, uniqueEmail } from '../support/client';
import {
  AUTHORIZATION_TABLE,
  CALLERS,
  expectedStatus,
  routeKey,
  type AuthorizationRow,
  type Caller,
  type ProbeContext,
} from '../support/authorization-table';
import { inviteMember, signUpWorkspace } from '../support/journeys';
import { useE2eStack } from '../support/prologue';
import { SUPER_ADMIN } from '../support/stack';

jest.setTimeout(300_000);

const PLACEHOLDER_ID = '00000000-0000-4000-8000-000000000000';
const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'];

const env = useE2eStack();
let tenantA: string;
let probeContext: ProbeContext;
/** Signs the caller in on a session of its own (for rows whose probe ends the session). */
const signIn = {} as Record<Caller, () => Promise<ApiClient>>;
const callers = {} as Record<Caller, ApiClient>;

/** A browser of this matrix: no refresh cookie, so no probe ever rotates a session. */
async function signedIn(email: string, password: string, tenantId?: string): Promise<ApiClient> {
  const client = new ApiClient(env.url);
  const login = await client.post('/api/auth/login', { email, password });
  if (login.status !== 200) throw new Error(`sign-in of ${email} failed: ${login.status}`);
  client.refreshCookie = undefined;
  client.tenantId = tenantId;
  return client;
}

beforeAll(async () => {
  const workspace = await signUpWorkspace(env.url, 'Matrix Tenant');
  tenantA = workspace.tenantId;
  probeContext = { subdomain: workspace.subdomain };
  const adminId = (await workspace.client.get<{ user: { id: string } }>('/api/me')).body.user.id;
  const members = {
    role1: await inviteMember(workspace.client, 'role1'),
    role2: await inviteMember(workspace.client, 'role2'),
    role3: await inviteMember(workspace.client, 'role3'),
  };
  const other = await signUpWorkspace(env.url, 'Other Tenant');
  const loner = { email: uniqueEmail('loner'), password: PASSWORD };
  const signup = await new ApiClient(env.url).post('/api/auth/signup', {
    name: 'Lone Signup',
    companyName: 'Not Yet Onboarded',
    ...loner,
  });
  if (signup.status !== 201) throw new Error(`sign-up failed: ${JSON.stringify(signup.body)}`);

  signIn.anonymous = async () => Object.assign(new ApiClient(env.url), { tenantId: tenantA });
  signIn.signedInNoTenant = () => signedIn(loner.email, loner.password);
  signIn.admin = () => signedIn(workspace.email, PASSWORD, tenantA);
  for (const role of ['role1', 'role2', 'role3'] as const) {
    signIn[role] = () => signedIn(members[role].email, PASSWORD, tenantA);
  }
  signIn.otherTenantAdmin = () => signedIn(other.email, PASSWORD, tenantA);
  signIn.otherTenantAdminOwnHeader = () => signedIn(other.email, PASSWORD, other.tenantId);
  signIn.otherTenantAdminNoHeader = () => signedIn(other.email, PASSWORD);
  signIn.superAdmin = () => signedIn(SUPER_ADMIN.email, SUPER_ADMIN.password, tenantA);
  signIn.impersonating = async () => {
    const client = await signedIn(SUPER_ADMIN.email, SUPER_ADMIN.password, tenantA);
    const start = await client.post('/api/impersonate/start', {
      targetUserId: adminId,
      reason: 'authorization matrix',
    });
    if (start.status !== 200) throw new Error(`impersonation failed: ${start.status}`);
    return client;
  };
  for (const caller of CALLERS) callers[caller] = await signIn[caller]();
});

function probeOf(row: AuthorizationRow): { path: string; body?: unknown } {
  const probe = row.probe?.(probeContext) ?? {};
  const path = probe.path ?? row.path.replace(/\{[^}]+\}/g, PLACEHOLDER_ID);
  return { path, body: probe.body ?? (row.method === 'GET' ? undefined : {}) };
}

describe('authorization matrix: every route × every kind of caller', () => {
  it('lists exactly the routes the gateway declares in its OpenAPI document', async () => {
    const response = await fetch(`${env.url}/api/openapi.json`);
    expect(response.status).toBe(200);
    const document = (await response.json()) as { paths: Record<string, Record<string, unknown>> };
    const declared = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations)
        .filter((method) => HTTP_METHODS.includes(method))
        .map((method) => routeKey(method, path)),
    );
    const tabled = AUTHORIZATION_TABLE.map((row) => routeKey(row.method, row.path));
    expect([...declared].sort()).toEqual([...tabled].sort());
  });

  it.each(AUTHORIZATION_TABLE.map((row) => [routeKey(row.method, row.path), row] as const))(
    '%s answers each caller as the spec says',
    async (_name, row) => {
      const { path, body } = probeOf(row);
      const answers: Record<string, { expected: number; status: number }> = {};
      for (const caller of CALLERS) {
        const client = row.endsSession ? await signIn[caller]() : callers[caller];
        const response = await client.call(row.method, path, body);
        answers[caller] = { expected: expectedStatus(row, caller), status: response.status };
      }
      const wrong = Object.entries(answers).filter(([, a]) => a.expected !== a.status);
      expect(wrong).toEqual([]);
    },
  );

  it('answers 404 to a path no route declares, even for a super admin', async () => {
    expect((await callers.superAdmin.get('/api/not-a-route')).status).toBe(404);
    // The router is case-sensitive: /API/me is not /api/me.
    expect((await callers.superAdmin.get('/API/me')).status).toBe(404);
  });
});
