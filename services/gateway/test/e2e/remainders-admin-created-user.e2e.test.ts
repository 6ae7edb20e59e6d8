/**
 * A tenant admin adds a person with POST /api/admin-create-user: the person becomes a PENDING
 * member of the admin's tenant (never a free-floating account with a password the admin
 * chose) and receives a "Set your password" email at a real SMTP peer; the link sets the
 * password once, after which they sign in and are an active member of that tenant.
 */
import { ApiClient, PASSWORD, uniqueEmail } from '../support/client';
import { signUpWorkspace } from '../support/journeys';
import { useE2eStack } from '../support/prologue';

jest.setTimeout(180_000);

const env = useE2eStack({ mail: true });
interface UserRow {
  id: string;
  email: string;
  status: string;
  role: string;
}

async function rowOf(admin: ApiClient, email: string): Promise<UserRow | undefined> {
  const list = await admin.get<{ users: UserRow[] }>(
    `/api/users?search=${encodeURIComponent(email)}`,
  );
  expect(list.status).toBe(200);
  return list.body.users.find((u) => u.email === email);
}

it('adds a pending member who sets a password from the emailed link, then signs in as an active member', async () => {
  const { client: admin, tenantId } = await signUpWorkspace(env.url, 'Setup Studio');
  const email = uniqueEmail('created');
  const created = await admin.post<{ user: { id: string; email: string }; status: string }>(
    '/api/admin-create-user',
    {
      email,
      // The screen sends a password (docs/product.md §7); it must never become the account's.
      password: 'chosen by the admin',
      full_name: 'Cora Created',
      title: 'Analyst',
      role: 'role2',
      email_confirm: true,
    },
  );
  expect(created.status).toBe(201);
  expect(created.body).toMatchObject({ user: { email }, status: 'pending' });
  expect(await rowOf(admin, email)).toMatchObject({ status: 'pending', role: 'role2' });

  const signInWith = async (password: string) =>
    (await new ApiClient(env.url).post('/api/auth/login', { email, password })).status;
  expect(await signInWith('chosen by the admin')).toBe(401);

  const mail = await env.mail.waitFor((m) => m.to.includes(email), 60_000);
  expect(mail.subject).toBe('Your account at Setup Studio');
  const link = /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(mail.text)?.[0];
  expect(link).toBeDefined();
  const token = new URL(link!).searchParams.get('token');

  const set = await new ApiClient(env.url).post('/api/reset-password', {
    token,
    password: PASSWORD,
  });
  expect(set.status).toBe(200);
  // The link works once.
  const again = await new ApiClient(env.url).post('/api/reset-password', {
    token,
    password: `${PASSWORD}-again`,
  });
  expect(again.status).toBe(400);

  const member = new ApiClient(env.url);
  expect((await member.post('/api/auth/login', { email, password: PASSWORD })).status).toBe(200);
  const me = await member.get<{
    tenant_id: string | null;
    memberships: { tenant_id: string; status: string }[];
  }>('/api/me');
  expect(me.body.tenant_id).toBe(tenantId);
  expect(me.body.memberships).toEqual([
    expect.objectContaining({ tenant_id: tenantId, status: 'active' }),
  ]);
  expect(await rowOf(admin, email)).toMatchObject({ status: 'active' });
});

it('refuses an address that already has an account, and creates no second member', async () => {
  const { client: admin } = await signUpWorkspace(env.url);
  const email = uniqueEmail('twice');
  expect((await admin.post('/api/admin-create-user', { email })).status).toBe(201);
  const again = await admin.post('/api/admin-create-user', { email });
  expect(again.status).toBe(409);
});
