/**
 * The authorization matrix: every row of the declarative permission table, called by every
 * kind of caller, through the real gateway. The expected outcome comes from the table and
 * the spec's roles (decide), the observed one from the answer: the guard's 401 ("sign in
 * first") and 403 ("not allowed", "not a member of that tenant"), recognised by their reason;
 * anything else means the request got past the guard (and may still fail on its input).
 */
import {
  decide,
  PERMISSIONS,
  type Principal,
  type RoutePermission,
} from '../../src/auth/permissions';
import { ApiClient } from '../support/client';
import { inviteMember, signUpWorkspace } from '../support/journeys';
import { useTestStack, SUPER_ADMIN, type TestStack } from '../support/stack';

jest.setTimeout(180_000);

interface Caller {
  name: string;
  client: ApiClient;
  /** What the table is asked about this caller; undefined: refused for every guarded row. */
  principal?: Principal;
}

let env: TestStack;
const callers: Caller[] = [];

beforeAll(async () => {
  env = await useTestStack();
  const workspace = await signUpWorkspace(env.url, 'Matrix Tenant');
  const teamMember = await inviteMember(workspace.client, 'role1');
  const client = await inviteMember(workspace.client, 'role2');
  const guest = await inviteMember(workspace.client, 'role3');
  const outsider = await signUpWorkspace(env.url, 'Other Tenant');
  outsider.client.tenantId = workspace.tenantId;
  const superAdmin = new ApiClient(env.url);
  const login = await superAdmin.post('/api/auth/login', SUPER_ADMIN);
  if (login.status !== 200)
    throw new Error(`super admin sign-in failed: ${JSON.stringify(login.body)}`);
  superAdmin.tenantId = workspace.tenantId;
  const anonymous = new ApiClient(env.url);
  anonymous.tenantId = workspace.tenantId;

  const member = (tenantRole: string): Principal => ({
    signedIn: true,
    isSuperAdmin: false,
    tenantRole,
  });
  callers.push(
    { name: 'anonymous', client: anonymous, principal: { signedIn: false, isSuperAdmin: false } },
    { name: 'tenant admin (owner)', client: workspace.client, principal: member('admin') },
    { name: 'team member (role1)', client: teamMember.client, principal: member('role1') },
    { name: 'client (role2)', client: client.client, principal: member('role2') },
    { name: 'guest (role3)', client: guest.client, principal: member('role3') },
    { name: 'super admin', client: superAdmin, principal: { signedIn: true, isSuperAdmin: true } },
    // Sends the tenant header of a tenant it does not belong to: refused on every guarded row.
    { name: 'admin of another tenant', client: outsider.client },
  );
});

const concretePath = (row: RoutePermission) =>
  row.path.replace(/:[a-zA-Z]+/g, '00000000-0000-4000-8000-000000000000');

type Outcome = 'allow' | 'unauthenticated' | 'forbidden';

function expectedOutcome(row: RoutePermission, caller: Caller): Outcome {
  if (!caller.principal) return row.allow === 'public' ? 'allow' : 'forbidden';
  return decide(row, caller.principal);
}

const GUARD_REFUSALS: Record<string, Outcome> = {
  no_session: 'unauthenticated',
  role: 'forbidden',
  not_a_member: 'forbidden',
};

function observedOutcome(status: number, body: { reason?: string }): Outcome {
  const refusal = GUARD_REFUSALS[body.reason ?? ''];
  if (
    refusal &&
    ((status === 401 && refusal === 'unauthenticated') ||
      (status === 403 && refusal === 'forbidden'))
  ) {
    return refusal;
  }
  return 'allow';
}

describe('authorization matrix: every route of the permission table × every caller', () => {
  it('has rows to walk', () => {
    expect(PERMISSIONS.length).toBeGreaterThan(20);
  });

  it.each(PERMISSIONS.map((row) => [`${row.method} ${row.path}`, row] as const))(
    '%s',
    async (_name, row) => {
      const results: Record<string, { expected: Outcome; observed: Outcome; status: number }> = {};
      for (const caller of callers) {
        // An empty body: allowed calls fail validation at worst, and change nothing.
        const response = await caller.client.call<{ reason?: string }>(
          row.method,
          concretePath(row),
          row.method === 'GET' ? undefined : {},
        );
        results[caller.name] = {
          expected: expectedOutcome(row, caller),
          observed: observedOutcome(response.status, response.body),
          status: response.status,
        };
      }
      const mismatches = Object.entries(results).filter(([, r]) => r.expected !== r.observed);
      expect(mismatches).toEqual([]);
    },
  );

  it('refuses a path that has no row in the table (deny by default)', async () => {
    const admin = callers.find((c) => c.name === 'super admin')?.client as ApiClient;
    expect((await admin.get('/api/not-in-the-table')).status).toBe(404);
  });
});
