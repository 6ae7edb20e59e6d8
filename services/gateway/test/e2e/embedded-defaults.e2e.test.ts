/**
 * The same journeys on the embedded defaults `make up` uses (PGlite per service, the
 * in-process bus): sign up a workspace, invite a client, both sign in; and `make up`'s demo
 * seed, whose accounts start with confirmed addresses.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startStack, type RunningStack } from '../../../../tooling/dev/stack';
import { DEMO, seedDemo } from '../../../../tooling/seed/demo';
import { ApiClient, PASSWORD } from '../support/client';
import { inviteMember, signUpWorkspace } from '../support/journeys';

// Seven PGlite databases start in this process: about a minute alone, several while the
// other workers' stacks share the two cores. The limit only bounds a failure.
jest.setTimeout(420_000);

let stack: RunningStack;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portico-embedded-'));
beforeAll(async () => {
  stack = await startStack({ dataDir, logLevel: 'silent', env: { TRUST_PROXY: '1' } });
});
afterAll(async () => {
  await stack?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

it('a workspace is signed up, onboarded and provisioned, and an invited client joins it', async () => {
  const { client: admin, email, tenantId } = await signUpWorkspace(stack.url, 'Embedded Co');
  const member = await inviteMember(admin, 'role2');
  const again = new ApiClient(stack.url);
  expect((await again.post('/api/auth/login', { email, password: PASSWORD })).status).toBe(200);
  expect((await again.get('/api/me')).body).toMatchObject({
    role: 'admin',
    memberships: [{ tenant_id: tenantId }],
  });
  expect((await member.client.get('/api/me')).body).toMatchObject({
    role: 'role2',
    memberships: [{ tenant_id: tenantId }],
  });
  // The tenant header is checked against memberships here too: a client cannot enter another tenant.
  const other = await signUpWorkspace(stack.url, 'Other Co');
  member.client.tenantId = other.tenantId;
  expect((await member.client.get('/api/tenant-config')).status).toBe(403);
});

it("make up's demo seed confirms the demo admin's and client's addresses (no confirm-your-email banner)", async () => {
  await seedDemo(
    stack.url,
    { email: 'operator@example.com', password: 'unused here' },
    { identityDb: stack.services.identity.db },
  );
  for (const account of [DEMO.admin, DEMO.client]) {
    const browser = new ApiClient(stack.url);
    const login = await browser.post('/api/auth/login', {
      email: account.email,
      password: account.password,
    });
    expect(login.status).toBe(200);
    const me = await browser.get<{ user: { email: string; email_verified: boolean } }>('/api/me');
    expect(me.body.user).toMatchObject({ email: account.email, email_verified: true });
  }
});
