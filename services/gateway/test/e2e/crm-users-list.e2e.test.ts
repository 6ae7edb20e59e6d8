/**
 * The CRM users list through the real gateway on real PostgreSQL, over a workspace of 500
 * members: every sort gives exactly the order the spec's columns promise (ties by user id, so
 * pages never overlap), pages of every size cover everyone once, search and the role and
 * status filters find exactly the right people, and the dashboard counts them.
 */
import { type ApiClient } from '../support/client';
import { signUpWorkspace } from '../support/journeys';
import { seedMembers, type MemberSpec, type SeededMember } from '../support/members';
import { useE2eStack } from '../support/prologue';

jest.setTimeout(600_000);

interface Row {
  id: string;
  email: string;
  name: string;
  role: string;
  role_label: string;
  status: string;
  created_at: string;
  last_active: string;
}
interface ListAnswer {
  users: Row[];
  total: number;
  page: number;
  page_size: number;
}

const FIRST = ['Ada', 'ada', 'Grace', 'Alan', 'Édith', 'Zoe', 'Bob', 'Linus', 'Mary', 'Ken'];
const LAST = [
  'Lovelace',
  'Hopper',
  'Turing',
  'Piaf',
  'Zed',
  'Builder',
  'Torvalds',
  'Kay',
  'Thompson',
  'Allen',
  'Ritchie',
];
const ROLES = ['role1', 'role2', 'role3', 'role2'];
const SEEDED = 500;

let admin: ApiClient;
let owner: { id: string; email: string; name: string };
let members: SeededMember[];
/** Everyone the list must show: the seeded members and the owner who made the workspace. */
let everyone: { id: string; email: string; name: string; role: string }[];

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const ids = (rows: readonly { id: string }[]) => rows.map((r) => r.id);

async function list(query: string): Promise<ListAnswer> {
  const answer = await admin.get<ListAnswer>(`/api/users?${query}`);
  expect(answer.status).toBe(200);
  return answer.body;
}

/** Every page of a listing, in order. */
async function allPages(query: string, pageSize: number): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await list(`${query}&page_size=${pageSize}&page=${page}`);
    expect(answer.users.length).toBeLessThanOrEqual(pageSize);
    rows.push(...answer.users);
    if (answer.users.length < pageSize) return rows;
  }
}

const env = useE2eStack();

beforeAll(async () => {
  const workspace = await signUpWorkspace(env.url, 'Five Hundred Ltd');
  admin = workspace.client;
  const me = await admin.get<{ user: { id: string } }>('/api/me');
  owner = { id: me.body.user.id, email: workspace.email, name: 'Olive Owner' };
  const specs: MemberSpec[] = Array.from({ length: SEEDED }, (_, i) => ({
    first: FIRST[i % FIRST.length]!,
    last: LAST[(i * 7) % LAST.length]!,
    role: ROLES[i % ROLES.length]!,
    label: `m${String((i * 37) % SEEDED).padStart(3, '0')}`,
  }));
  members = await seedMembers(
    env.addresses,
    { userId: owner.id, tenantId: workspace.tenantId },
    specs,
  );
  everyone = [
    ...members.map((m) => ({
      id: m.id,
      email: m.email,
      name: `${m.first_name} ${m.last_name}`,
      role: m.role,
    })),
    { ...owner, role: 'admin' },
  ];
});

describe('the users list of a 500-member workspace', () => {
  it('defaults to newest first, 25 a page, and says how many there are', async () => {
    const first = await list('');
    expect(first).toMatchObject({ total: SEEDED + 1, page: 1, page_size: 25 });
    expect(first.users).toHaveLength(25);
    const rows = await allPages('', 25);
    expect(new Set(ids(rows)).size).toBe(SEEDED + 1);
    const times = rows.map((r) => Date.parse(r.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // The owner joined first, so comes last.
    expect(rows.at(-1)?.id).toBe(owner.id);
  });

  it.each([10, 50, 100])(
    'pages of %i cover everyone once, in the same order as pages of 25',
    async (size) => {
      expect(ids(await allPages('sort=name', size))).toEqual(ids(await allPages('sort=name', 25)));
    },
  );

  it.each([
    ['name', 'asc'],
    ['name', 'desc'],
    ['email', 'asc'],
    ['email', 'desc'],
    ['role', 'asc'],
    ['role', 'desc'],
  ] as const)('sorts by %s %s, case-insensitively, ties by user id', async (field, order) => {
    const key = (u: (typeof everyone)[number]) => u[field].toLowerCase();
    const sign = order === 'asc' ? 1 : -1;
    const expected = [...everyone].sort(
      (a, b) => sign * byText(key(a), key(b)) || byText(a.id, b.id),
    );
    expect(ids(await allPages(`sort=${field}&order=${order}`, 100))).toEqual(ids(expected));
  });

  it('sorts by last active with people who never signed in last, either way', async () => {
    const neverSignedIn = ids([...members].sort((a, b) => byText(a.id, b.id)));
    for (const order of ['asc', 'desc']) {
      expect(ids(await allPages(`sort=last_active&order=${order}`, 100))).toEqual([
        owner.id,
        ...neverSignedIn,
      ]);
    }
  });

  it('searches name, email and role, any part and any case', async () => {
    const byName = await allPages('search=LOVElace&sort=email', 100);
    expect(ids(byName).sort()).toEqual(
      ids(everyone.filter((u) => /lovelace/i.test(u.name))).sort(),
    );
    const oneEmail = members[123]!.email;
    expect(ids((await list(`search=${encodeURIComponent(oneEmail.toUpperCase())}`)).users)).toEqual(
      [members[123]!.id],
    );
    const byRole = await list('search=role1&page_size=100');
    expect(byRole.total).toBe(everyone.filter((u) => u.role === 'role1').length);
    // role2 is labelled Client in a new workspace: the label finds them too.
    expect((await list('search=client')).total).toBe(
      everyone.filter((u) => u.role === 'role2').length,
    );
  });

  it('filters by role chips, one or several', async () => {
    const role3 = await allPages('role=role3&sort=name', 100);
    expect(role3.every((r) => r.role === 'role3')).toBe(true);
    expect(role3).toHaveLength(everyone.filter((u) => u.role === 'role3').length);
    const two = await list('role=role1,admin');
    expect(two.total).toBe(everyone.filter((u) => u.role === 'role1' || u.role === 'admin').length);
  });

  it('filters by status once members are suspended, and counts the dashboard from the same people', async () => {
    const suspended = [members[5]!, members[77]!, members[404]!];
    for (const m of suspended) {
      expect(
        (await admin.call('PATCH', `/api/users/${m.id}`, { status: 'suspended' })).status,
      ).toBe(200);
    }
    const answer = await list('status=suspended');
    expect(ids(answer.users).sort()).toEqual(ids(suspended).sort());
    expect((await list('status=active')).total).toBe(SEEDED + 1 - 3);
    expect((await list('status=pending')).total).toBe(0);
    expect((await list('status=all')).total).toBe(SEEDED + 1);

    const recent = await admin.get<{ users: Row[]; total_clients: number; active_clients: number }>(
      '/api/users/recent',
    );
    expect(recent.status).toBe(200);
    expect(recent.body.users).toHaveLength(5);
    expect(recent.body.total_clients).toBe(SEEDED - 3);
    // Nobody seeded ever signed in: an honest 0, not a copy of the total.
    expect(recent.body.active_clients).toBe(0);
  });

  it('refuses a page size the list does not offer, and an unknown sort', async () => {
    const size = await admin.get<{ error: string }>('/api/users?page_size=7');
    expect(size.status).toBe(400);
    expect(size.body.error).toContain('Page size must be one of 10, 25, 50, 100');
    expect((await admin.get('/api/users?sort=password')).status).toBe(400);
  });
});
