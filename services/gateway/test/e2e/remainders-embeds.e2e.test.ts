/**
 * The Embed Manager's "Check again" (POST /api/embeds/:id/check) and the super console's
 * toggle and delete of a super-admin embed, through the real gateway: the check answers the
 * framing outcome to the embed's own tenant admins only; a super admin switches and deletes
 * a super embed in its target tenant, and the tenant's list shows it at once.
 */
import { ApiClient } from '../support/client';
import { inviteMember, signUpWorkspace } from '../support/journeys';
import { useE2eStack } from '../support/prologue';
import { SUPER_ADMIN } from '../support/stack';

jest.setTimeout(180_000);

const env = useE2eStack();

// A public address literal: SSRF-safe without DNS; the test network may not reach it, so the
// framing outcome is whatever the probe can tell (frameable, refused or unknown).
const PUBLIC_URL_LITERAL = 'https://93.184.216.34/board';

interface Framing {
  frameable: boolean;
  framing: string;
  decided_by: string;
  warning: string;
}

it('checks an embed’s framing again for its tenant’s admin only', async () => {
  const a = await signUpWorkspace(env.url, 'Recheck A');
  const created = await a.client.post<{ embed: { id: string } }>('/api/embeds', {
    title: 'Board',
    provider: 'custom',
    url: PUBLIC_URL_LITERAL,
    embed_type: 'role',
    role: 'all',
  });
  expect(created.status).toBe(201);
  const id = created.body.embed.id;

  const check = await a.client.post<Framing>(`/api/embeds/${id}/check`);
  expect(check.status).toBe(200);
  expect(['frameable', 'refused', 'unknown']).toContain(check.body.framing);
  expect(check.body.frameable).toBe(check.body.framing === 'frameable');
  expect(check.body.warning === '').toBe(check.body.frameable);
  const listed = await a.client.get<{ embeds: { id: string; framing: string }[] }>(
    '/api/embeds/manage',
  );
  expect(listed.body.embeds.find((e) => e.id === id)?.framing).toBe(check.body.framing);

  const b = await signUpWorkspace(env.url, 'Recheck B');
  expect((await b.client.post(`/api/embeds/${id}/check`)).status).toBe(404);
  const member = await inviteMember(a.client, 'role3');
  expect((await member.client.post(`/api/embeds/${id}/check`)).status).toBe(403);
  expect((await a.client.post('/api/embeds/not-an-id/check')).status).toBe(400);
});

it('lets a super admin switch off and delete a super embed in its tenant', async () => {
  const a = await signUpWorkspace(env.url, 'Super Embeds A');
  const operator = new ApiClient(env.url);
  expect((await operator.post('/api/auth/login', SUPER_ADMIN)).status).toBe(200);
  const created = await operator.post<{ embed: { id: string; tenant_id: string } }>(
    '/api/super/embeds',
    {
      target_tenant_id: a.tenantId,
      title: 'Platform news',
      provider: 'custom',
      url: PUBLIC_URL_LITERAL,
      embed_type: 'role',
      role: 'all',
    },
  );
  expect(created.status).toBe(201);
  const { id, tenant_id } = created.body.embed;
  expect(tenant_id).toBe(a.tenantId);

  // As the console does: the request names the embed's tenant.
  operator.tenantId = tenant_id;
  const off = await operator.call<{ is_active: boolean }>('PATCH', `/api/embeds?id=${id}`, {
    is_active: false,
  });
  expect(off.status).toBe(200);
  expect(off.body.is_active).toBe(false);
  const seen = await a.client.get<{ embeds: { id: string; is_active: boolean }[] }>(
    '/api/embeds/manage',
  );
  expect(seen.body.embeds.find((e) => e.id === id)?.is_active).toBe(false);

  expect((await operator.call('DELETE', `/api/embeds?id=${id}`)).status).toBeLessThan(300);
  operator.tenantId = undefined;
  const all = await operator.get<{ embeds: { id: string }[] }>(
    `/api/super/embeds?tenant_id=${a.tenantId}`,
  );
  expect(all.body.embeds.map((e) => e.id)).not.toContain(id);
});
