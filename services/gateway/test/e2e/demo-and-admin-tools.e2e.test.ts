/**
 * The tools around accounts: the demo seed `make up` runs (idempotent, three sign-ins that
 * work) and the operators' command that grants or revokes super admin.
 */
import { setSuperAdmin } from '../../../../tooling/admin/super-admin';
import { DEMO, formatSignIns, seedDemo } from '../../../../tooling/seed/demo';
import { ApiClient } from '../support/client';
import { useE2eStack } from '../support/prologue';
import { SUPER_ADMIN } from '../support/stack';

jest.setTimeout(120_000);

const env = useE2eStack();

interface Me {
  role: string;
  isSuperAdmin: boolean;
  memberships: { tenant_id: string; tenant_name: string }[];
}

async function meAs(email: string, password: string): Promise<Me> {
  const browser = new ApiClient(env.url);
  const login = await browser.post('/api/auth/login', { email, password });
  expect(login.status).toBe(200);
  return (await browser.get<Me>('/api/me')).body;
}

describe('demo seed', () => {
  it('creates a demo workspace with an admin and a client, and all three sign-ins work', async () => {
    const seed = await seedDemo(env.url, SUPER_ADMIN);
    expect(seed.created).toBe(true);
    expect(seed.signIns.map((s) => s.email)).toEqual([
      SUPER_ADMIN.email,
      DEMO.admin.email,
      DEMO.client.email,
    ]);

    const admin = await meAs(DEMO.admin.email, DEMO.admin.password);
    expect(admin).toMatchObject({ role: 'admin', memberships: [{ tenant_name: DEMO.workspace }] });
    const client = await meAs(DEMO.client.email, DEMO.client.password);
    expect(client).toMatchObject({
      role: 'role2',
      memberships: [{ tenant_id: admin.memberships[0]?.tenant_id }],
    });
    expect(await meAs(SUPER_ADMIN.email, SUPER_ADMIN.password)).toMatchObject({
      isSuperAdmin: true,
    });

    expect(formatSignIns(seed)).toContain(`${DEMO.client.email} / ${DEMO.client.password}`);
  });

  it('running it again creates nothing and answers the same sign-ins', async () => {
    const again = await seedDemo(env.url, SUPER_ADMIN);
    expect(again.created).toBe(false);
    expect(again.signIns.map((s) => s.email)).toEqual([
      SUPER_ADMIN.email,
      DEMO.admin.email,
      DEMO.client.email,
    ]);
  });
});

describe('super-admin command', () => {
  it('grants and revokes super admin for an existing user', async () => {
    const address = env.address('identity');
    await seedDemo(env.url, SUPER_ADMIN);
    const operatorKey = env.operatorTokenPrivateKey;
    const granted = await setSuperAdmin(address, 'grant', DEMO.admin.email, operatorKey);
    expect(granted).toMatchObject({ email: DEMO.admin.email, isSuperAdmin: true });
    expect(await meAs(DEMO.admin.email, DEMO.admin.password)).toMatchObject({ isSuperAdmin: true });

    expect(await setSuperAdmin(address, 'revoke', DEMO.admin.email, operatorKey)).toMatchObject({
      isSuperAdmin: false,
    });
    expect(await meAs(DEMO.admin.email, DEMO.admin.password)).toMatchObject({
      isSuperAdmin: false,
    });
  });

  it('refuses an email without an account', async () => {
    await expect(
      setSuperAdmin(
        env.address('identity'),
        'grant',
        'nobody@example.com',
        env.operatorTokenPrivateKey,
      ),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});
