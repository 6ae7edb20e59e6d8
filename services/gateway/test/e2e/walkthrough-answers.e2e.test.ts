/**
 * The server's side of issue 26's walk-through, through the real gateway and services: the
 * CRM lists the people invited and not yet joined (status invited, filterable, role by its
 * label); billing's summary gives usage against the plan; a file shared with a role and
 * "Email the recipient" mails each member holding it, under the tenant's name, and shows as
 * "From Admin" to them; the audit log names each actor; and the super console can pick a
 * tenant and its roles from lists.
 */
import { ApiClient, uniqueEmail } from '../support/client';
import { inviteMember, signUpWorkspace } from '../support/journeys';
import { pngBytes, uploadFile } from '../support/tus';
import { useE2eStack } from '../support/prologue';
import { SUPER_ADMIN } from '../support/stack';

jest.setTimeout(240_000);

interface UserRow {
  id: string;
  email: string;
  role: string;
  role_label: string;
  status: string;
  invitation_expires_at?: string;
}
interface UserList {
  users: UserRow[];
  total: number;
}

const env = useE2eStack({ mail: true });
let admin: ApiClient;
let tenantId: string;
let ownerEmail: string;
const COMPANY = `Walkthrough Studio ${Date.now()}`;

const withoutLinks = (part: string) => part.replace(/https?:\/\/[^\s"'<>]+/g, '');

beforeAll(async () => {
  const workspace = await signUpWorkspace(env.url, COMPANY);
  ({ client: admin, tenantId, email: ownerEmail } = workspace);
});

it('lists the people invited and not yet joined in the CRM, with their role’s label, and filters them', async () => {
  const client = await inviteMember(admin, 'role2');
  const invitedClient = uniqueEmail('invited-client');
  const invitedTeam = uniqueEmail('invited-team');
  for (const [email, role] of [
    [invitedClient, 'role2'],
    [invitedTeam, 'role1'],
  ])
    expect((await admin.post('/api/invite', { email, role })).status).toBe(201);

  const all = await admin.get<UserList>('/api/users?page_size=100');
  expect(all.status).toBe(200);
  const invited = all.body.users.filter((u) => u.status === 'invited');
  expect(invited.map((u) => [u.email, u.role, u.role_label]).sort()).toEqual(
    [
      [invitedClient, 'role2', 'Client'],
      [invitedTeam, 'role1', 'Team Member'],
    ].sort(),
  );
  for (const row of invited) expect(Date.parse(row.invitation_expires_at!)).toBeGreaterThan(0);
  expect(all.body.users.find((u) => u.email === client.email)?.status).toBe('active');

  const onlyInvited = await admin.get<UserList>('/api/users?status=invited');
  expect(onlyInvited.body.users.map((u) => u.email).sort()).toEqual(
    [invitedClient, invitedTeam].sort(),
  );
  const onlyActive = await admin.get<UserList>('/api/users?status=active');
  expect(onlyActive.body.users.map((u) => u.email)).not.toContain(invitedClient);

  // Billing's usage counts them as tenancy's limits do: clients and invitations to clients.
  const summary = await admin.get<{
    plan: string;
    seatsIncluded: number;
    seatsPurchased: number;
    usage: {
      clients_count: number;
      clients_limit: number | null;
      team_count: number;
      team_limit: number;
    };
  }>('/api/billing/summary');
  expect(summary.status).toBe(200);
  expect(summary.body.plan).toBe('pro');
  expect(summary.body.usage).toEqual({
    // The member who joined, the two invited (the team member's role is a member role too).
    clients_count: 3,
    clients_limit: 500,
    team_count: 1,
    team_limit: summary.body.seatsIncluded + summary.body.seatsPurchased,
  });
});

it('emails every member holding the role a file was shared with, under the tenant’s name, and nobody else', async () => {
  const first = await inviteMember(admin, 'role3');
  const second = await inviteMember(admin, 'role3');
  const other = await inviteMember(admin, 'role2');
  await uploadFile(admin, pngBytes(2500), {
    filename: 'guide.png',
    title: 'Guest guide',
    assigned_roles: 'role3',
    message: 'Welcome aboard',
    notify: '1',
  });
  const mails = await Promise.all(
    [first, second].map((member) =>
      env.mail.waitFor(
        (m) => m.to.includes(member.email) && m.subject.includes('Guest guide'),
        60_000,
      ),
    ),
  );
  for (const mail of mails) {
    expect(mail.fromName).toBe(COMPANY);
    expect(mail.subject).toBe(`New file from ${COMPANY}: Guest guide`);
    expect(mail.text).toContain('everyone else in Guest');
    expect(mail.text).toContain('Welcome aboard');
    // Links aside: they point at this test stack's own address (PUBLIC_URL, *.portico.test).
    for (const part of [mail.subject, mail.text, mail.html].map(withoutLinks)) {
      expect(part).not.toMatch(/portico/i);
      expect(part).not.toMatch(/\brole\d\b/);
    }
  }
  // On their dashboard the file is the admin's, not one they uploaded.
  const seen = await first.client.get<{ files: { title: string; origin: string }[] }>(
    '/api/files?include_role_assigned=true',
  );
  expect(seen.body.files.find((f) => f.title === 'Guest guide')?.origin).toBe('from_admin');
  const strays = env.mail.received.filter(
    (m) =>
      m.subject.includes('Guest guide') &&
      (m.to.includes(other.email) || m.to.includes(ownerEmail)),
  );
  expect(strays).toEqual([]);
});

it('names each actor of the audit log by name and email beside the id, and lets the console pick a tenant and its roles', async () => {
  const superAdmin = new ApiClient(env.url);
  expect((await superAdmin.post('/api/auth/login', SUPER_ADMIN)).status).toBe(200);
  const me = await admin.get<{ user: { id: string } }>('/api/me');
  const ownerId = me.body.user.id;

  const audit = await superAdmin.get<{
    logs: {
      actor_user_id: string | null;
      actor: { id: string; name: string; email: string } | null;
      action: string;
    }[];
  }>(`/api/audit?tenant_id=${tenantId}&limit=200`);
  expect(audit.status).toBe(200);
  const byOwner = audit.body.logs.find((log) => log.actor_user_id === ownerId);
  expect(byOwner?.actor).toEqual({ id: ownerId, name: 'Olive Owner', email: ownerEmail });
  for (const log of audit.body.logs) if (log.actor_user_id === null) expect(log.actor).toBeNull();

  // The member's activity in the CRM drawer names the admin who invited them.
  const member = await inviteMember(admin, 'role2');
  const activity = await admin.get<{
    activity: { actor_user_id: string | null; actor: { email: string } | null }[];
  }>(`/api/users/${member.userId}/activity`);
  expect(activity.status).toBe(200);
  const named = activity.body.activity.filter((a) => a.actor_user_id === ownerId);
  for (const entry of named) expect(entry.actor?.email).toBe(ownerEmail);

  // The Webhook Debugger and the super embed form pick from lists: the tenants, then one
  // tenant's roles (the super admin names the tenant in x-tenant-id, as the debugger does).
  const tenants = await superAdmin.get<{ items: { id: string; name: string }[] }>(
    `/api/super/tenants?q=${encodeURIComponent(COMPANY)}`,
  );
  expect(tenants.status).toBe(200);
  expect(tenants.body.items).toEqual([expect.objectContaining({ id: tenantId, name: COMPANY })]);
  superAdmin.tenantId = tenantId;
  const roles = await superAdmin.get<{ roles: { role_key: string; role_label: string }[] }>(
    '/api/tenant-roles',
  );
  expect(roles.status).toBe(200);
  expect(roles.body.roles.map((r) => [r.role_key, r.role_label])).toEqual([
    ['admin', 'Admin'],
    ['role1', 'Team Member'],
    ['role2', 'Client'],
    ['role3', 'Guest'],
  ]);
});
